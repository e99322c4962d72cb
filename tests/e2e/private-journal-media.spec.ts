// A journal with a photo and a recording turned private (decisions 021 and 050), end to end in Chromium
// against an inspectable server: the photo, its thumbnail and the recording are sealed in the browser
// while the journal turns on, so afterwards the server lists no item in the clear (each one sealed,
// its bytes the browser's envelope, format byte 0x80, under a new id; the thumbnail names the sealed
// photo; sizes and duration kept), and the photo still shows in the entry's detail, opened here.
// Turned off again, each item is opened here and put back in the clear, byte for byte.
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import type { MediaItem } from "../../src/domain/contract/media";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../src/domain/private-journal/messages";
import { expect, signUpInContext, test } from "./fixtures";
import { startInspectableApp } from "./support/in-process-app";
import type { InspectableApp } from "./support/in-process-app";
import { BOTH_WIDTHS, openJournal, shot } from "./support/journal";
import { openAccountMenu, turnJournalPrivate } from "./support/private-journal";
import { openFirstRippleDetail, shownPhotoWidth } from "./support/ripple-detail";

// Budget: one measured Argon2id run and a sealing round; each step waits for its own event.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: InspectableApp;

test.beforeAll(async () => {
  server = await startInspectableApp();
});

test.afterAll(async () => {
  await server?.close();
});

/** A photo (a drawn JPEG), its thumbnail and a recording put on the entry through the page's fetch, as the app does. */
async function putMedia(page: Page, entryId: string, ids: { photo: string; thumbnail: string; audio: string }): Promise<number[]> {
  return page.evaluate(
    async ({ entryId, ids }) => {
      const drawn = async (width: number, height: number) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d")!;
        context.fillStyle = "#7c3aed";
        context.fillRect(0, 0, width, height);
        context.fillStyle = "#fde68a";
        context.fillRect(width / 4, height / 4, width / 2, height / 2);
        return new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), "image/jpeg", 0.9));
      };
      const put = async (id: string, query: string, body: Blob) =>
        (await fetch(`/api/entries/${entryId}/media/${id}?${query}`, { method: "PUT", body, headers: { "content-type": body.type } }))
          .status;
      return [
        await put(ids.photo, "kind=photo&width=640&height=480", await drawn(640, 480)),
        await put(ids.thumbnail, `kind=thumbnail&of=${ids.photo}&width=320&height=240`, await drawn(320, 240)),
        await put(ids.audio, "kind=audio&durationMs=4200", new Blob([new Uint8Array(2048).fill(7)], { type: "audio/webm" })),
      ];
    },
    { entryId, ids },
  );
}

test("turning a journal private seals its photo and recording in the browser; the photo still shows; turning it off opens them", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.origin });
  await signUpInContext(context, server.origin);
  const page = await context.newPage();
  const saved = await context.request.post("/api/reflections", {
    headers: { origin: server.origin },
    data: { id: randomUUID(), transcript: "I walked by the river with my camera.", duration: 5, speechDetected: true, mode: "voice" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const entryId = ((await (await context.request.get("/api/entries")).json()) as { entries: { id: string }[] }).entries[0]!.id;

  await openJournal(page);
  const clear = { photo: randomUUID(), thumbnail: randomUUID(), audio: randomUUID() };
  expect(await putMedia(page, entryId, clear)).toEqual([201, 201, 201]);

  // turning it on: account menu → Private journal… → passphrase twice → recovery key saved → Turn on
  await turnJournalPrivate(page);
  expect(((await (await context.request.get("/api/private-journal")).json()) as { status: string }).status).toBe("on");

  // the server lists no item in the clear: each is sealed, under a new id, its bytes the browser's envelope
  const listed = (await (await context.request.get("/api/entries")).json()) as {
    entries: unknown[];
    sealed: { id: string; media?: MediaItem[] }[];
  };
  expect(listed.entries).toEqual([]);
  const media = listed.sealed.find((row) => row.id === entryId)!.media!;
  expect(media.map((item) => item.kind).sort()).toEqual(["audio", "photo", "thumbnail"]);
  for (const item of media) {
    expect(item.sealed).toBe(true);
    expect(Object.values(clear)).not.toContain(item.id);
    const bytes = await (await context.request.get(`/api/entries/${entryId}/media/${item.id}`)).body();
    expect(bytes[0]).toBe(0x80);
  }
  const photo = media.find((item) => item.kind === "photo")!;
  expect(photo).toMatchObject({ contentType: "image/jpeg", width: 640, height: 480 });
  expect(media.find((item) => item.kind === "thumbnail")).toMatchObject({ of: photo.id, width: 320, height: 240 });
  expect(media.find((item) => item.kind === "audio")).toMatchObject({ contentType: "audio/webm", durationMs: 4200 });
  for (const id of Object.values(clear)) {
    expect((await context.request.get(`/api/entries/${entryId}/media/${id}`)).status()).toBe(404);
  }

  // the photo, opened here, still shows in the entry's detail
  const detail = await openFirstRippleDetail(page);
  expect(await shownPhotoWidth(detail)).toBeGreaterThan(0);
  await shot(page, "private-journal-media-detail", BOTH_WIDTHS);
  await detail.getByRole("button", { name: "Back to Ripples" }).click();
  await page.keyboard.press("Escape");

  // turned off again: each item opened here and put back in the clear, the sealed ones gone
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: COPY.turnOff }).click();
  await menu.getByRole("group", { name: COPY.turnOff }).getByRole("button", { name: COPY.turnOffYes }).click();
  await expect(page.getByText(COPY.nowOff)).toBeVisible({ timeout: 60_000 });
  const opened = (await (await context.request.get("/api/entries")).json()) as { entries: { id: string; media?: MediaItem[] }[] };
  const back = opened.entries.find((entry) => entry.id === entryId)!.media!;
  expect(back.map((item) => [item.kind, item.sealed]).sort()).toEqual([
    ["audio", false],
    ["photo", false],
    ["thumbnail", false],
  ]);
  const bytesOf = async (item: MediaItem) => (await context.request.get(`/api/entries/${entryId}/media/${item.id}`)).body();
  const clearPhoto = back.find((item) => item.kind === "photo")!;
  expect([...(await bytesOf(clearPhoto)).subarray(0, 2)]).toEqual([0xff, 0xd8]); // a JPEG again
  expect(back.find((item) => item.kind === "thumbnail")!.of).toBe(clearPhoto.id);
  expect((await bytesOf(back.find((item) => item.kind === "audio")!)).equals(Buffer.alloc(2048, 7))).toBe(true);
  for (const item of media) expect((await context.request.get(`/api/entries/${entryId}/media/${item.id}`)).status()).toBe(404);
  await context.close();
});
