// A Day One ZIP with a photo and a recording through the account menu (decision 053): the upload's
// bar while the file is sent (the preview's answer held so the dialog can be looked at), the preview, the import's summary, and the ripple with its photo (the
// card names it) and its recording (the detail's player), the bytes checked through the API as the
// page fetches them; then Day One (ZIP) is downloaded from the export dialog and imported into a
// fresh account, which gets the same ripple with byte-identical media. A file past the limit is
// refused before a byte is sent.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import yazl from "yazl";
import { sineWav } from "../fakes/wav";
import { api, expect, newUser, test } from "./fixtures";
import { png } from "./support/images";
import { BOTH_WIDTHS, SHOTS_DIR, expectAccessible, openJournal, shot } from "./support/journal";

const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");
const TEXT = "Picnic by the lake with Sam, and a song we sang on the way back.";

/** A Day One ZIP: one entry with a photo and a recording, and a file Ripple skips (to make the upload take a moment). */
async function dayOneZip(photo: Buffer, audio: Uint8Array): Promise<Buffer> {
  const identifier = () => randomBytes(16).toString("hex").toUpperCase();
  const photoId = identifier();
  const journal = {
    metadata: { version: "1.0" },
    entries: [
      {
        uuid: randomUUID().replace(/-/g, "").toUpperCase(),
        creationDate: "2025-07-12T15:20:00Z",
        timeZone: "Europe/London",
        text: `${TEXT}\n\n![](dayone-moment://${photoId})`,
        photos: [{ identifier: photoId, md5: md5(photo), type: "png", width: 48, height: 48, orderInEntry: 0 }],
        audios: [{ identifier: identifier(), md5: md5(audio), format: "wav", duration: 2 }],
      },
    ],
  };
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(journal)), "Journal.json");
  zip.addBuffer(photo, `photos/${md5(photo)}.png`);
  zip.addBuffer(Buffer.from(audio), `audios/${md5(audio)}.wav`);
  zip.addBuffer(randomBytes(1_500_000), `pdfs/${identifier()}.pdf`, { compress: false });
  zip.end();
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

/** Screenshots at both widths with `target` scrolled into the dialog's view at each. */
async function shotScrolledTo(page: Page, target: Locator, name: string) {
  const original = page.viewportSize()!;
  for (const width of BOTH_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 860 });
    await target.scrollIntoViewIfNeeded();
    // the viewport as it is (a full-page shot lays the dialog out again, scrolled back to its top)
    if (process.env.RIPPLE_SHOTS) {
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, animations: "disabled" });
      // and the import's part of the dialog alone
      await target
        .locator("xpath=ancestor::div[contains(@class,'grid w-full')][1]")
        .screenshot({ path: `${SHOTS_DIR}/${name}-part-${width}.png`, animations: "disabled" });
    }
  }
  await page.setViewportSize(original);
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

interface MediaItem {
  id: string;
  entryId: string;
  kind: string;
  contentType: string;
  of: string | null;
}

async function mediaOf(page: Page): Promise<{ entryText: string; media: MediaItem[] }[]> {
  return ((await (await page.request.get("/api/entries")).json()) as { entries: { entryText: string; media: MediaItem[] }[] }).entries;
}

/** Imports through the menu: preview, then Import, then the summary. */
async function importThroughMenu(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const menu = await openAccountMenu(page);
  await menu.getByLabel("Choose a file to import").setInputFiles(file);
  const preview = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(preview).toContainText("1 ripple will be imported");
  await preview.getByRole("button", { name: "Import 1 ripple" }).click();
  const done = menu.getByRole("status").filter({ hasText: "Import finished" });
  await expect(done).toContainText("1 ripple imported");
  return { menu, done };
}

test("a Day One ZIP with a photo and a recording imports with them, shows its upload, and exports back", async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  // an import with media, an export, and the export imported again into a second account: 1.5 min on a busy machine
  test.setTimeout(90_000);
  expect(signedIn.user.email).toBeTruthy();
  const photo = png();
  const audio = sineWav({ seconds: 2 });
  const zip = await dayOneZip(photo, audio);
  await openJournal(page);

  // the upload's progress as the page shows it: every text its bar is given, recorded as it changes
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __uploadTexts: string[] }).__uploadTexts = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label="Sending the file…"]')) {
        const text = bar.getAttribute("aria-valuetext") ?? "";
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuetext"] });
  });
  // the preview's answer held until the dialog has been looked at mid-way
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/import?dryRun=1", async (route) => {
    await held;
    await route.continue();
  });
  const menu = await openAccountMenu(page);
  await menu.getByLabel("Choose a file to import").setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: zip });
  const bar = menu.getByRole("progressbar", { name: "Sending the file…" });
  await expect(bar).toBeVisible();
  await shotScrolledTo(page, bar, "import-media-upload");
  release();
  const preview = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(preview).toContainText("1 ripple will be imported");
  await page.unroute("**/api/import?dryRun=1");
  await preview.getByRole("button", { name: "Import 1 ripple" }).click();
  const done = menu.getByRole("status").filter({ hasText: "Import finished" });
  await expect(done).toContainText("1 ripple imported");
  await expect(done).not.toContainText("could not be read");
  // the bar showed the file's real size as it was sent (loopback sends 1.4 MB between two frames, so
  // there may be no step between nothing and all)
  const texts = await page.evaluate(() => (window as unknown as { __uploadTexts: string[] }).__uploadTexts);
  expect(texts.length, texts.join(", ")).toBeGreaterThan(0);
  expect(
    texts.every((text) => /^Sent \d+\.\d MB of 1\.4 MB$/.test(text)),
    texts.join(", "),
  ).toBe(true);
  await expectAccessible(page, "account menu, import with media done");
  await shotScrolledTo(page, done, "import-media-done");
  await page.keyboard.press("Escape");

  // the entry with its photo and its recording, byte for byte as the page fetches them
  const [entry] = await mediaOf(page);
  expect(entry!.entryText).toBe(TEXT);
  // the photo's thumbnail is made on the server (decision 053)
  expect(entry!.media.map((item) => `${item.kind} ${item.contentType}`).sort()).toEqual([
    "audio audio/wav",
    "photo image/png",
    "thumbnail image/jpeg",
  ]);
  const stored = new Map<string, Buffer>();
  for (const item of entry!.media) {
    const bytes = await page.evaluate(
      async (path) => Array.from(new Uint8Array(await (await fetch(path)).arrayBuffer())),
      `/api/entries/${item.entryId}/media/${item.id}`,
    );
    stored.set(item.id, Buffer.from(bytes));
    if (item.kind === "thumbnail") {
      expect(item.of).toBe(entry!.media.find((one) => one.kind === "photo")!.id);
      expect(
        Buffer.from(bytes)
          .subarray(0, 3)
          .equals(Buffer.from([0xff, 0xd8, 0xff])),
      ).toBe(true); // a JPEG
    } else expect(Buffer.from(bytes).equals(item.kind === "photo" ? photo : Buffer.from(audio))).toBe(true);
  }
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  const card = drawer.getByRole("button", { name: /^Ripple from .*1 photo/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByLabel("Your recording").first()).toBeVisible();
  await shot(page, "import-media-detail", BOTH_WIDTHS);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  // a file past the limit is refused before anything is sent
  let sent = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/import?dryRun=1") && request.method() === "POST") sent = true;
  });
  const huge = test.info().outputPath("huge.json");
  await writeFile(huge, Buffer.alloc(51 * 1024 * 1024, 0x20));
  const again = await openAccountMenu(page);
  await again.getByLabel("Choose a file to import").setInputFiles(huge);
  await expect(again.getByRole("alert")).toHaveText(
    "This file is larger than 50 MB. Split it into smaller files and import them one at a time.",
  );
  expect(sent).toBe(false);

  // Day One (ZIP) from the export dialog, into a fresh account
  await again.getByRole("radio", { name: /^Day One \(ZIP\)/ }).check();
  const [file] = await Promise.all([page.waitForEvent("download"), again.getByRole("link", { name: "Download" }).click()]);
  expect(file.suggestedFilename()).toMatch(/-dayone\.zip$/);
  const exported = await readFile((await file.path())!);
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const user = newUser("Grace Hopper");
  const calls = api(context.request, baseURL!, user);
  expect((await calls.signUp(user)).status()).toBe(200);
  expect((await calls.signIn(user)).status()).toBe(200);
  expect((await calls.consent()).status()).toBe(200);
  try {
    await openJournal(other);
    await importThroughMenu(other, { name: "ripple-dayone.zip", mimeType: "application/zip", buffer: exported });
    const [copy] = await mediaOf(other);
    expect(copy!.entryText).toBe(TEXT);
    expect(copy!.media.map((item) => item.id).sort()).toEqual(entry!.media.map((item) => item.id).sort());
    for (const item of copy!.media) {
      const bytes = Buffer.from(await (await other.request.get(`/api/entries/${item.entryId}/media/${item.id}`)).body());
      expect(bytes.equals(stored.get(item.id)!)).toBe(true);
    }
  } finally {
    await calls.deleteAccount();
    await context.close();
  }
});
