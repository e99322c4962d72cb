// A private journal (decisions 021 and 053) imports a Day One ZIP with a photo through the account
// menu: the entry and its photo are sealed in the browser, so the server holds the photo only as the
// browser's envelope (format byte 0x80, under the id Day One's identifier gives it, its real type and
// size kept beside it), and the photo, opened here, shows in the entry's detail. Then Day One (ZIP)
// is downloaded from the export dialog, made here: the photo comes back in the clear, byte for byte.
import type { Page } from "@playwright/test";
import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { crc32, deflateSync } from "node:zlib";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { MediaItem } from "../../src/domain/contract/media";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../src/domain/private-journal/messages";
import { expect, signUpInContext, test } from "./fixtures";
import { startInspectableApp } from "./support/in-process-app";
import type { InspectableApp } from "./support/in-process-app";
import { BOTH_WIDTHS, openJournal, shot } from "./support/journal";

// Budget: a measured Argon2id run when the journal turns private, an import sealed in the browser and
// an export opened there; each step waits for its own event, the budget only bounds a loaded machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PASSPHRASE = "lantern cobalt meadow thistle";
let server: InspectableApp;
test.beforeAll(async () => {
  server = await startInspectableApp();
});
test.afterAll(async () => {
  await server?.close();
});

/** A small real PNG: a violet square. */
function png(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [124, 58, 237]).flat())]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

test("a private journal imports a Day One photo sealed in the browser, shows it, and exports it back as Day One", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  await signUpInContext(context, server.origin);
  const page = await context.newPage();
  await openJournal(page);

  // turned on with an empty journal
  let menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Private journal…" }).click();
  const form = menu.getByRole("form", { name: COPY.title });
  await form.getByLabel(COPY.passphrase, { exact: true }).fill(PASSPHRASE);
  await form.getByLabel(COPY.passphraseAgain).fill(PASSPHRASE);
  await form.getByRole("button", { name: COPY.continue }).click();
  await expect(menu.getByTestId("recovery-key")).toHaveText(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/, { timeout: 20_000 });
  await menu.getByLabel(COPY.savedCheckbox).check();
  await menu.getByRole("button", { name: COPY.turnOn }).click();
  await expect(page.getByText(COPY.nowOn)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("Escape");

  // a Day One ZIP: one entry with a photo
  const photo = png();
  const entryId = randomUUID();
  const photoId = randomUUID();
  const journal = {
    metadata: { version: "1.0" },
    entries: [
      {
        uuid: entryId.replace(/-/g, "").toUpperCase(),
        creationDate: "2025-07-12T15:20:00Z",
        text: `Picnic by the lake with Sam.\n\n![](dayone-moment://${photoId.replace(/-/g, "").toUpperCase()})`,
        photos: [{ identifier: photoId.replace(/-/g, "").toUpperCase(), md5: md5(photo), type: "png", width: 48, height: 48 }],
      },
    ],
  };
  const zip = Buffer.from(
    zipSync({ "Journal.json": strToU8(JSON.stringify(journal)), [`photos/${md5(photo)}.png`]: new Uint8Array(photo) }),
  );
  menu = await openAccountMenu(page);
  await menu.getByLabel("Choose a file to import").setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: zip });
  const preview = menu.getByRole("region", { name: "Before anything is saved" });
  await expect(preview).toContainText("1 ripple will be imported");
  await preview.getByRole("button", { name: "Import 1 ripple" }).click();
  const done = menu.getByRole("status").filter({ hasText: "Import finished" });
  await expect(done).toContainText("1 ripple imported", { timeout: 30_000 });
  await expect(done).not.toContainText("photo 1");
  await page.keyboard.press("Escape");

  // the server holds the entry and its photo sealed only
  const listed = (await (await context.request.get("/api/entries")).json()) as {
    entries: unknown[];
    sealed: { id: string; media?: MediaItem[] }[];
  };
  expect(listed.entries).toEqual([]);
  const media = listed.sealed.find((row) => row.id === entryId)!.media!;
  expect(media).toHaveLength(1);
  expect(media[0]).toMatchObject({ id: photoId, kind: "photo", contentType: "image/png", sealed: true, width: 48, height: 48 });
  const stored = await (await context.request.get(`/api/entries/${entryId}/media/${photoId}`)).body();
  expect(stored[0]).toBe(0x80);
  expect(stored.includes(photo.subarray(16, 48))).toBe(false);

  // the photo, opened here, shows in the entry's detail
  await page.getByRole("button", { name: "Ripples" }).click();
  await page
    .getByRole("dialog", { name: "Recent Ripples" })
    .getByRole("button", { name: /^Ripple from/ })
    .first()
    .click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  const shown = detail.getByRole("region", { name: "Photos" }).getByRole("button", { name: /^Photo 1 of 1 from / });
  await expect(shown.locator("img")).toHaveJSProperty("complete", true, { timeout: 20_000 });
  expect(await shown.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await shot(page, "private-journal-import-media-detail", BOTH_WIDTHS);
  await detail.getByRole("button", { name: "Back to Ripples" }).click();
  await page.keyboard.press("Escape");

  // Day One (ZIP), made here: the photo in the clear, byte for byte
  menu = await openAccountMenu(page);
  await menu.getByRole("radio", { name: /Day One/ }).check();
  const [file] = await Promise.all([page.waitForEvent("download"), menu.getByRole("button", { name: "Download" }).click()]);
  expect(await file.failure()).toBeNull();
  expect(file.suggestedFilename()).toMatch(/-dayone\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Buffer.from(files[`photos/${md5(photo)}.png`]!).equals(photo)).toBe(true);
  await context.close();
});
