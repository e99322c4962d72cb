import { describe, expect, it } from "vitest";
import { buildPayload } from "../../../../tests/setup/factories";
import type { EntryPayload } from "../../../domain/entries/sealed-entry";
import { sealEntryPayload } from "./entry-envelope";
import { openSealedRows } from "./open-journal";

const payload = (text: string): EntryPayload => buildPayload({ entryText: text });

const key = () => crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

describe("openSealedRows", () => {
  it("opens every envelope in order, across batches, and reports the ones that do not open (moved, other key) beside", async () => {
    const mine = await key();
    const other = await key();
    const rows = [];
    for (let i = 0; i < 1_203; i += 1) {
      const id = `entry-${i}`;
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      rows.push({ id, createdAt: at, updatedAt: at, envelope: await sealEntryPayload(mine, "ada", id, payload(`words ${i}`)) });
    }
    rows[7] = { ...rows[7]!, envelope: rows[8]!.envelope }; // moved from another row
    rows[900] = { ...rows[900]!, envelope: await sealEntryPayload(other, "ada", rows[900]!.id, payload("not mine")) };

    const opened = await openSealedRows(mine, "ada", rows);
    expect(opened.entries).toHaveLength(1_201);
    expect(opened.entries[0]).toEqual({
      id: "entry-0",
      ...payload("words 0"),
      createdAt: rows[0]!.createdAt,
      updatedAt: rows[0]!.updatedAt,
    });
    expect(opened.entries.at(-1)!.entryText).toBe("words 1202");
    expect(opened.unopened.map((row) => row.id)).toEqual(["entry-7", "entry-900"]);
    expect(opened.unopened[0]).toEqual({ id: "entry-7", createdAt: rows[7]!.createdAt, updatedAt: rows[7]!.updatedAt });
    expect((await openSealedRows(mine, "bob", rows.slice(0, 3))).entries).toEqual([]);
  });
});
