// A private journal's import and export, end to end in Chromium against an inspectable production
// server (decision 021: the words never reach it). The journal is turned private, then a Day One
// ZIP and a Markdown note holding a distinctive word are imported from the account menu: previewed,
// read, analysed and sealed in the browser — no request carries the word, the database and the logs
// do not hold it — and the ripples read in the drawer, analysed. Then each export format is made in
// the browser and downloaded (the CSV code once failed there with "Buffer is not defined"): the
// JSON holds the opened words, the Markdown ZIP one note per entry, and the CSV, read as a
// spreadsheet reads it, one row per entry although its cells hold line breaks.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../src/domain/private-journal/messages";
import { spreadsheetRows } from "../setup/spreadsheet-csv";
import { expect, signUpInContext, test } from "./fixtures";
import { startInspectableApp } from "./support/in-process-app";
import type { InspectableApp } from "./support/in-process-app";
import { expectAccessible, openJournal, shot } from "./support/journal";
import { IMPORT, JOURNAL_SWITCH, KEY_DERIVATION } from "./support/waits";

// Budget for each test of this serial file: it waits for a measured Argon2id run when the journal turns
// private, a Day One ZIP and a note imported and sealed in the browser, and three exports made
// there; each step waits for its own event, the budget only bounds a loaded two-core machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PASSPHRASE = "lantern cobalt meadow thistle";
/** A word no analyser or reply would make up, in every imported entry. */
const WORD = "Bramblequist";
const TEXTS = [
  `# Harbour walk\n\nWalked to the ${WORD} harbour with Mira;\uFFFC the wind took my hat and we laughed the whole way back\\!`,
  `Finished the pottery class at ${WORD}. The bowl is lopsided and I love it.\nTwo lines, this one.`,
];
const NOTE = [
  "---\ndate: 2025-02-01\ntags: [garden]\n---\n# Sunday\n",
  `Planted the ${WORD} tulips and felt **calm** and grateful.\n`,
  "- bulbs\n- compost\n",
  '<img src="/x" onerror="window.__injected = 1"><b>raw</b> [a link](javascript:alert(1))\n',
  "```dataview\nLIST FROM #garden\n```",
].join("\n");

let server: InspectableApp;

test.beforeAll(async () => {
  server = await startInspectableApp();
});

test.afterAll(async () => {
  await server?.close();
});

function dayOneZip(): Buffer {
  const entries = TEXTS.map((text, i) => ({
    uuid: randomUUID().replace(/-/g, "").toUpperCase(),
    creationDate: `2024-0${5 + i}-04T09:15:00Z`,
    text,
    tags: i === 0 ? ["walks"] : [],
    timeZone: "Europe/London",
  }));
  return Buffer.from(zipSync({ "Journal.json": strToU8(JSON.stringify({ metadata: { version: "1.0" }, entries })) }));
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

async function turnOn(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Private journal…" }).click();
  const form = menu.getByRole("form", { name: COPY.title });
  await form.getByLabel(COPY.passphrase, { exact: true }).fill(PASSPHRASE);
  await form.getByLabel(COPY.passphraseAgain).fill(PASSPHRASE);
  await form.getByRole("button", { name: COPY.continue }).click();
  await expect(menu.getByTestId("recovery-key")).toHaveText(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/, { timeout: KEY_DERIVATION });
  await menu.getByLabel(COPY.savedCheckbox).check();
  await menu.getByRole("button", { name: COPY.turnOn }).click();
  await expect(page.getByText(COPY.nowOn)).toBeVisible({ timeout: JOURNAL_SWITCH });
  await page.keyboard.press("Escape");
}

/** Picks the format, clicks Download (made in the browser) and returns the file's bytes and name. */
async function download(page: Page, format: RegExp): Promise<{ name: string; bytes: Buffer }> {
  const menu = page.getByRole("dialog", { name: "Your account" });
  await menu.getByRole("radio", { name: format }).check();
  const [file] = await Promise.all([page.waitForEvent("download"), menu.getByRole("button", { name: "Download" }).click()]);
  expect(await file.failure()).toBeNull();
  await expect(menu.getByRole("alert")).toHaveCount(0);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("a private journal imports and exports in the browser, in every format, and the server never sees the words", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  await signUpInContext(context, server.origin);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}\n${request.postData() ?? ""}`));
  await openJournal(page);
  await turnOn(page);

  // the import: previewed, then read, analysed and sealed here
  let menu = await openAccountMenu(page);
  await expect(menu.getByText(/analysed and sealed on this device/)).toBeVisible();
  const input = menu.getByLabel("Choose a file to import");
  const zip = dayOneZip();
  await input.setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: zip });
  const preview = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(preview).toContainText("Day One export");
  await expect(preview).toContainText("2 ripples will be imported");
  await expectAccessible(page, "account menu, private import preview");
  await preview.getByRole("button", { name: "Import 2 ripples" }).click();
  await expect(menu.getByRole("status").filter({ hasText: "Import finished" })).toContainText("2 ripples imported", { timeout: IMPORT });
  await input.setInputFiles({ name: "2025-02-01 sunday.md", mimeType: "text/markdown", buffer: Buffer.from(NOTE) });
  await menu.getByRole("button", { name: "Import 1 ripple" }).click();
  await expect(menu.getByRole("status").filter({ hasText: "Import finished" })).toContainText("1 ripple imported", { timeout: IMPORT });
  // the same file again adds nothing
  await input.setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: zip });
  const again = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(again).toContainText("0 ripples will be imported");
  await expect(again).toContainText("2 ripples already in your journal");
  await page.keyboard.press("Escape");

  // sealed: the server holds three envelopes and no readable entry
  const held = (await (await context.request.get("/api/entries")).json()) as { entries: unknown[]; sealed: unknown[] };
  expect(held.entries).toEqual([]);
  expect(held.sealed).toHaveLength(3);
  for (const request of requests) expect(request).not.toContain(WORD);
  expect(await server.tables()).not.toContain(WORD);
  expect(await server.logs()).not.toContain(WORD);

  // the drawer reads them, analysed, the title a plain first line
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByRole("status")).toHaveText("3 ripples");
  await expect(drawer).toContainText("Harbour walk");
  await expect(drawer).not.toContainText("# Harbour");
  await expect(drawer).not.toContainText("\\!");
  // a card shows the note's words without its Markdown marks; its detail renders the Markdown, no raw HTML
  const card = drawer.getByRole("button", { name: /^Ripple from Feb 1,/ });
  await expect(card).toContainText(`Sunday Planted the ${WORD} tulips and felt calm and grateful.`);
  await expect(card).not.toContainText("**");
  await shot(page, "private-journal-imported");
  await card.click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  const words = detail.locator("[data-markdown]");
  await expect(words.locator("strong")).toHaveText("calm");
  await expect(words.getByRole("listitem")).toHaveText(["bulbs", "compost"]);
  await expect(words).not.toContainText("dataview");
  await expect(words.locator("img, b, script")).toHaveCount(0);
  await expect(words.getByRole("link", { name: "a link" })).not.toHaveAttribute("href", /javascript/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await shot(page, "private-journal-imported-note");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  // every export format, made in the browser
  menu = await openAccountMenu(page);
  const json = await download(page, /^JSON/);
  const exported = JSON.parse(json.bytes.toString("utf8")) as { entries: { entryText: string; dateOnly?: boolean }[]; sealed: unknown[] };
  expect(exported.entries).toHaveLength(3);
  expect(exported.sealed).toEqual([]);
  expect(exported.entries.every((entry) => entry.entryText.includes(WORD))).toBe(true);
  expect(exported.entries.filter((entry) => entry.dateOnly)).toHaveLength(1);

  const markdown = await download(page, /^Markdown/);
  const notes = Object.values(unzipSync(new Uint8Array(markdown.bytes))).map((bytes) => strFromU8(bytes));
  expect(notes).toHaveLength(3);
  for (const note of notes) expect(note).toContain(WORD);

  const csv = await download(page, /^CSV/);
  expect(csv.name).toMatch(/\.csv$/);
  const [header, ...rows] = spreadsheetRows(new Uint8Array(csv.bytes));
  expect(rows).toHaveLength(3);
  const text = header!.indexOf("entry_text");
  expect(rows.map((row) => row[text]).filter((cell) => cell!.includes(WORD))).toHaveLength(3);
  expect(rows.some((row) => row[text]!.includes("\n"))).toBe(true);
  expect(rows.some((row) => row[header!.indexOf("suggestions")]!.includes("\n"))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
