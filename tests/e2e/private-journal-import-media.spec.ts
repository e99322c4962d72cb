// A private journal (decisions 021 and 053) imports a Day One ZIP with a photo through the account
// menu: the entry and its photo are sealed in the browser, so the server holds the photo only as the
// browser's envelope (format byte 0x80, under the id Day One's identifier gives it, its real type and
// size kept beside it), and the photo, opened here, shows in the entry's detail. Then Day One (ZIP)
// is downloaded from the export dialog, made here: the photo comes back in the clear, byte for byte.
import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { MediaItem } from "../../src/domain/contract/media";
import { expect, signUpInContext, test } from "./fixtures";
import { startInspectableApp } from "./support/in-process-app";
import type { InspectableApp } from "./support/in-process-app";
import { png } from "./support/images";
import { BOTH_WIDTHS, openJournal, shot } from "./support/journal";
import { openAccountMenu, turnJournalPrivate } from "./support/private-journal";
import { openFirstRippleDetail, shownPhotoWidth } from "./support/ripple-detail";

// Budget: a measured Argon2id run when the journal turns private, an import sealed in the browser and
// an export opened there; each step waits for its own event, the budget only bounds a loaded machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: InspectableApp;
test.beforeAll(async () => {
  server = await startInspectableApp();
});
test.afterAll(async () => {
  await server?.close();
});

const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

test("a private journal imports a Day One photo sealed in the browser, shows it, and exports it back as Day One", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  await signUpInContext(context, server.origin);
  const page = await context.newPage();
  await openJournal(page);

  // turned on with an empty journal
  await turnJournalPrivate(page);

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
  let menu = await openAccountMenu(page);
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
  const detail = await openFirstRippleDetail(page);
  expect(await shownPhotoWidth(detail)).toBe(48);
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
