// A private journal's import, made in the browser: the file read with the server's reader, each
// new entry analysed on the device and handed to `put` (which seals it); nothing else leaves.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveCrisisLines } from "../../../../domain/crisis/lines";
import { IMPORT_REASONS } from "../../../../domain/transfer/imported-entry";
import type { JournalEntry } from "../../../../domain/types";
import type { PrivateMediaUpload } from "./private-import";
import { readPrivateImport, writePrivateImport } from "./private-import";

const DAY_ONE_ZIP = readFileSync(new URL("../../../../../tests/fixtures/transfer/dayone-export.zip", import.meta.url));
const crisisLines = resolveCrisisLines({ configuredRegion: "GB", locale: "en-GB" });
const now = new Date("2026-11-27T12:00:00Z");

function recorder() {
  const put: { entry: JournalEntry; createdAt: string }[] = [];
  const media: PrivateMediaUpload[] = [];
  return {
    put,
    media,
    deps: {
      crisisLines,
      random: () => 0,
      put: async (entry: JournalEntry, createdAt: string) => void put.push({ entry, createdAt }),
      putMedia: async (upload: PrivateMediaUpload) => void media.push(upload),
    },
  };
}

describe("a private journal's import", () => {
  it("previews a Day One ZIP as the server would, then analyses and hands each entry to be sealed", async () => {
    const file = new File([DAY_ONE_ZIP], "Day One.zip", { type: "application/zip" });
    const read = await readPrivateImport(file, "application/zip", new Set(), now);
    expect(read.preview).toMatchObject({ format: "dayone", dryRun: true, imported: 3, skipped: 0 });
    expect(read.preview.failed).toHaveLength(1);
    const { put, deps } = recorder();
    const progress: number[] = [];
    const summary = await writePrivateImport(read, { ...deps, onProgress: (n) => progress.push(n) });
    expect(summary).toMatchObject({ dryRun: false, imported: 3, skipped: 0 });
    expect(progress.at(-1)).toBe(3);
    const morning = put.find(({ entry }) => entry.id === "a1b2c3d4-e5f6-4718-993a-4b5c6d7e8f90")!;
    expect(morning.createdAt).toBe("2024-11-02T08:14:31.000Z");
    expect(morning.entry.themes[0]).toBe("Morning pages");
    expect(morning.entry.aiInsights).toMatch(/\S/);
    expect(morning.entry.isAiGenerated).toBe(false);
    expect(put.find(({ entry }) => entry.id === "0f1e2d3c-4b5a-4968-8776-655443322110")!.entry.emotion).toBe("anxious");

    // the same file again: every entry is already in the journal
    const again = await readPrivateImport(file, "application/zip", new Set(put.map(({ entry }) => entry.id)), now);
    expect(again.preview).toMatchObject({ imported: 0, skipped: 3 });
  });

  it("reads one note, refuses a date far ahead and keeps a day alone as date-only", async () => {
    const note = new File(["# Sunday\n\nA slow walk in the park with my brother."], "2025-03-09.md");
    const read = await readPrivateImport(note, "text/markdown", new Set(), now);
    const { put, deps } = recorder();
    await writePrivateImport(read, deps);
    expect(put[0]!.entry).toMatchObject({ entryText: "Sunday\n\nA slow walk in the park with my brother.", dateOnly: true });
    const far = new File(["---\ndate: 9999-12-31\n---\nLater."], "far.md");
    expect((await readPrivateImport(far, "text/markdown", new Set(), now)).preview.failed).toEqual([
      { name: "far.md", reason: IMPORT_REASONS.futureDate },
    ]);
  });

  it("says why a file cannot be imported at all", async () => {
    await expect(readPrivateImport(new File(["{ not json"], "x.json"), "application/json", new Set(), now)).rejects.toThrow(
      "This file is not valid JSON, so nothing was imported.",
    );
  });
});
