// A private journal's export, made in the browser from the opened entries, in the server's formats.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { RippleExport } from "../../../../domain/contract/transfer";
import { RippleExportSchema } from "../../../../domain/contract/transfer";
import { rippleEntryItem, rippleHeaderProblem } from "../../../../domain/transfer/ripple-import";
import { buildEntry } from "../../../../../tests/setup/factories";
import { buildPrivateExport } from "./private-export";

const opened = [
  buildEntry({ entryText: "The lighthouse at dusk, and I felt calm." }),
  buildEntry({ entryText: "A long day, but my sister called." }),
];
const server: RippleExport = {
  format: "ripple-export",
  version: 1,
  exportedAt: "2026-11-26T08:00:00.000Z",
  user: { id: "u1", email: "ada@example.com", name: "Ada" },
  profile: { hasAgreedToTerms: true },
  entries: [],
  unreadable: [],
  sealed: [
    { id: opened[0]!.id, createdAt: opened[0]!.createdAt, updatedAt: opened[0]!.updatedAt, envelope: "gAAA" },
    { id: opened[1]!.id, createdAt: opened[1]!.createdAt, updatedAt: opened[1]!.updatedAt, envelope: "gBBB" },
    { id: "not-opened", createdAt: opened[1]!.createdAt, updatedAt: opened[1]!.updatedAt, envelope: "gCCC" },
  ],
  notice: "2 entries are sealed",
};
const now = new Date("2026-11-26T09:00:00.000Z");

describe("buildPrivateExport", () => {
  it("writes Ripple JSON with the opened entries in place of their envelopes, importable again", async () => {
    const file = buildPrivateExport({ format: "json", entries: opened, serverExport: server, now });
    expect(file.name).toBe("ripple-export-2026-11-26.json");
    const body = RippleExportSchema.parse(JSON.parse(await file.blob.text()));
    expect(body.entries.map((entry) => entry.entryText)).toEqual(opened.map((entry) => entry.entryText));
    expect(body.sealed.map((row) => row.id)).toEqual(["not-opened"]);
    expect(body).not.toHaveProperty("notice");
    expect(body.user).toEqual(server.user);
    expect(rippleHeaderProblem(body.format, body.version)).toBeNull();
    expect(body.entries.map((entry, index) => rippleEntryItem(entry, index, file.name).ok)).toEqual([true, true]);
  });

  it("writes the Markdown notes and the CSV rows the server would, from the opened words", async () => {
    const zip = buildPrivateExport({ format: "markdown", entries: opened, now, timeZone: "UTC" });
    const files = unzipSync(new Uint8Array(await zip.blob.arrayBuffer()));
    expect(Object.keys(files)).toHaveLength(2);
    expect(
      Object.values(files)
        .map((bytes) => strFromU8(bytes))
        .join("\n"),
    ).toContain("The lighthouse at dusk");
    const csv = await buildPrivateExport({ format: "csv", entries: opened, now }).blob.text();
    expect(csv).toContain("my sister called");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);
  });
});
