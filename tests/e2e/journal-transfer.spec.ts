// Export and import through the account menu (decision 019). Each export format is downloaded from the
// menu and opened: the JSON parses and holds the entries, the Markdown ZIP lists one .md note per
// entry, the CSV parses under its header row. A Day One ZIP is previewed (format, count, the entry
// that cannot be read and why, the dates) before anything is written, imported with its progress
// and summary, and its ripples appear in the drawer; the same file again brings nothing new; a
// file that is not a journal gets the server's words.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot } from "./support/journal";

const TEXTS = [
  "Morning run by the river, cold air, legs heavy but glad I went.",
  'Dinner with Sam: "we should do this more", she said, and I agreed — café au lait after.',
  "Two lines today.\nA quiet one, nothing more.",
];

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

/** Picks the format, clicks Download and returns the downloaded file's bytes and suggested name. */
async function download(page: Page, format: RegExp): Promise<{ name: string; bytes: Buffer }> {
  const menu = page.getByRole("dialog", { name: "Your account" });
  await menu.getByRole("radio", { name: format }).check();
  const [file] = await Promise.all([page.waitForEvent("download"), menu.getByRole("link", { name: "Download" }).click()]);
  expect(await file.failure()).toBeNull();
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("each export format downloads from the account menu and opens", async ({ page, context, baseURL, signedIn }) => {
  expect(signedIn.user.email).toBeTruthy();
  for (const entryText of TEXTS) {
    const saved = await context.request.post("/api/entries", {
      headers: { origin: baseURL! },
      data: { id: randomUUID(), entryText, emotion: "calm", mood: "neutral" },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  await openJournal(page);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole("heading", { name: "Export your journal" })).toBeVisible();
  await expect(menu.getByRole("radio", { name: "JSON — complete, can be imported back" })).toBeChecked();
  await expect(menu.getByRole("radio", { name: "Markdown — a ZIP of notes for Obsidian and other apps" })).toBeVisible();
  await expect(menu.getByRole("radio", { name: "CSV — for spreadsheets" })).toBeVisible();
  await expectAccessible(page, "account menu, export and import");
  await shot(page, "account-transfer", BOTH_WIDTHS);

  const json = await download(page, /^JSON/);
  expect(json.name).toMatch(/\.json$/);
  const exported = JSON.parse(json.bytes.toString("utf8")) as { format: string; entries: { entryText: string }[] };
  expect(exported.format).toBe("ripple-export");
  expect(exported.entries.map((entry) => entry.entryText).sort()).toEqual([...TEXTS].sort());

  const markdown = await download(page, /^Markdown/);
  expect(markdown.name).toMatch(/\.zip$/);
  const notes = unzipSync(new Uint8Array(markdown.bytes));
  const names = Object.keys(notes);
  expect(names).toHaveLength(TEXTS.length);
  for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{4}-[0-9a-f]{8}\.md$/);
  const bodies = names.map((name) => strFromU8(notes[name]!));
  for (const body of bodies) expect(body.startsWith("---\n")).toBe(true);
  for (const text of TEXTS) expect(bodies.some((body) => body.includes(text))).toBe(true);

  const csv = await download(page, /^CSV/);
  expect(csv.name).toMatch(/\.csv$/);
  const rows = parse(csv.bytes, { bom: true }) as string[][];
  expect(rows).toHaveLength(TEXTS.length + 1);
  const header = rows[0]!;
  expect(header).toContain("entry_text");
  expect(header).toContain("created_at");
  const textColumn = header.indexOf("entry_text");
  expect(
    rows
      .slice(1)
      .map((row) => row[textColumn])
      .sort(),
  ).toEqual([...TEXTS].sort());
});

/** A Day One export: its ZIP holds Journal.json with entries[] (uuid, creationDate, text, tags, timeZone). */
function dayOneZip(): { bytes: Buffer; texts: string[] } {
  const texts = [
    "Walked to the lighthouse with Mira; the wind took my hat and we laughed about it all the way back.",
    "Finished the pottery class. The bowl is lopsided and I love it.",
  ];
  const journal = {
    metadata: { version: "1.0" },
    entries: [
      {
        uuid: randomUUID().replace(/-/g, "").toUpperCase(),
        creationDate: "2024-05-04T09:15:00Z",
        text: texts[0],
        tags: ["walks"],
        timeZone: "Europe/London",
      },
      {
        uuid: randomUUID().replace(/-/g, "").toUpperCase(),
        creationDate: "2024-09-21T18:40:00Z",
        text: texts[1],
        tags: [],
        timeZone: "Europe/London",
      },
      // Only a photo: nothing to import, and the preview says why.
      {
        uuid: randomUUID().replace(/-/g, "").toUpperCase(),
        creationDate: "2024-06-01T12:00:00Z",
        text: "![](dayone-moment://0A1B2C)",
        timeZone: "Europe/London",
      },
    ],
  };
  return { bytes: Buffer.from(zipSync({ "Journal.json": strToU8(JSON.stringify(journal)) })), texts };
}

test("a Day One ZIP is previewed, imported with progress, and its ripples appear in the drawer", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toBeTruthy();
  const { bytes, texts } = dayOneZip();
  await openJournal(page);
  let menu = await openAccountMenu(page);
  const input = menu.getByLabel("Choose a file to import");
  await expect(input).toHaveAttribute("accept", ".json,.zip,.md,.markdown,.txt");

  // Not a journal: the server's words, nothing written.
  await input.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("{ this is not json") });
  await expect(menu.getByRole("alert")).not.toBeEmpty();

  // The preview, before anything is written.
  await input.setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: bytes });
  const preview = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(preview).toContainText("Day One export");
  await expect(preview).toContainText("2 ripples will be imported");
  await expect(preview).toContainText("1 could not be read");
  await expect(preview).toContainText("An entry needs words; its photos and recordings come with them.");
  await expect(preview).toContainText(/Written between .*2024.* and .*2024/);
  await expectAccessible(page, "account menu, import preview");
  await shot(page, "account-import-preview", BOTH_WIDTHS);
  expect(((await (await page.request.get("/api/entries")).json()) as { entries: unknown[] }).entries).toHaveLength(0);

  const written = page.waitForResponse((response) => response.url().endsWith("/api/import") && response.request().method() === "POST");
  await preview.getByRole("button", { name: "Import 2 ripples" }).click();
  // The import itself answers with its progress stream.
  expect((await written).headers()["content-type"]).toContain("application/x-ndjson");
  const done = menu.getByRole("status").filter({ hasText: "Import finished" });
  await expect(done).toContainText("2 ripples imported");
  await expect(done).toContainText("1 could not be read");

  // The ripples are in the drawer, with their original dates.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  for (const text of texts)
    await expect(drawer.getByRole("button", { name: /^Ripple from/ }).filter({ hasText: text.slice(0, 40) })).toBeVisible();
  await expect(drawer.getByRole("status")).toHaveText("2 ripples");
  await page.keyboard.press("Escape");

  // The same file again: nothing new, and no import button.
  menu = await openAccountMenu(page);
  await menu.getByLabel("Choose a file to import").setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: bytes });
  const again = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(again).toContainText("0 ripples will be imported");
  await expect(again).toContainText("2 ripples already in your journal");
  await expect(again.getByRole("button", { name: /^Import / })).toHaveCount(0);
});
