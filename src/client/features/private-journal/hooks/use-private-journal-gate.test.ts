// Which screen a private journal gets: the journal, `Unlock your journal`, or a wait.
import { describe, expect, it } from "vitest";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import { gateOf } from "./use-private-journal-gate";

const on = { status: "on", keys: {}, updatedAt: "2026-11-26T08:00:00.000Z" } as unknown as PrivateJournalState;
const key = {} as CryptoKey;

describe("gateOf", () => {
  it("shows an ordinary journal at once, whatever this device holds", () => {
    expect(gateOf({ status: "off" }, undefined)).toEqual({ phase: "off" });
    expect(gateOf({ status: "off" }, key)).toEqual({ phase: "off" });
  });

  it("asks to unlock a private journal only once it knows this device holds no key", () => {
    expect(gateOf(undefined, null)).toEqual({ phase: "loading" });
    expect(gateOf(on, undefined)).toEqual({ phase: "loading" });
    expect(gateOf(on, null)).toEqual({ phase: "locked", state: on });
    expect(gateOf(on, key)).toEqual({ phase: "open", state: on, key });
    const enabling = { ...on, status: "enabling" } as PrivateJournalState;
    expect(gateOf(enabling, null)).toMatchObject({ phase: "locked" });
  });
});
