// Photos on a ripple (decision 052), in Chromium against the real server: two photos made in the
// page (one a 3000 × 2000 JPEG whose EXIF says "turn 90°", one a PNG) are added from the detail; they
// show as thumbnails, the drawer's card shows the first one small; the stored photo is a JPEG turned
// upright, at most 2048 px on its longer side, with no EXIF left, its thumbnail at most 320 px; the
// viewer is a dialog named for the photo, moved through with the arrow keys and closed with Escape;
// a photo deleted after a confirmation is gone from the server. On the result screen a refusal shows the
// server's words (and, for want of room, how full the account's media are) and at most 12 are added; a private journal's photo is sealed and shown opened; on a
// phone 'Take a photo' opens the back camera's picker. Screenshots with RIPPLE_SHOTS=1.
import { randomUUID } from "node:crypto";
import { devices } from "@playwright/test";
import type { BrowserContext } from "@playwright/test";
import { PHOTO_MAX_EDGE, THUMBNAIL_EDGE } from "../../src/domain/contract/media";
import { expect, signUpInContext, test } from "./fixtures";
import { drawnImage, jpegSize, withExifOrientation } from "./support/images";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot } from "./support/journal";
import { turnJournalPrivate } from "./support/private-journal";
import { openFirstRippleDetail } from "./support/ripple-detail";

const WORDS = "A walk by the lake at dusk: the water still, two herons, and the first cold air of the year.";

interface StoredItem {
  id: string;
  entryId: string;
  kind: string;
  contentType: string;
  of: string | null;
  width: number | null;
  height: number | null;
}

async function saveEntry(context: BrowserContext, baseURL: string): Promise<string> {
  const id = randomUUID();
  const response = await context.request.post("/api/entries", {
    headers: { origin: baseURL },
    data: { id, entryText: WORDS, emotion: "calm", mood: "positive", emotionIntensity: 3, wellnessScore: 8, themes: ["nature"] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return id;
}

async function storedMedia(context: BrowserContext, id: string): Promise<StoredItem[]> {
  const page = (await (await context.request.get("/api/entries")).json()) as { entries: { id: string; media?: StoredItem[] }[] };
  return page.entries.find((entry) => entry.id === id)?.media ?? [];
}

test("photos are added downscaled and upright without EXIF, shown in the detail, the viewer and the drawer, and deleted", async ({
  page,
  context,
  baseURL,
  signedIn,
}) => {
  test.setTimeout(90_000);
  expect(signedIn.user.email).toBeTruthy();
  const entryId = await saveEntry(context, baseURL!);
  await openJournal(page);
  const turned = withExifOrientation(await drawnImage(page, 3000, 2000, "image/jpeg"));
  const png = await drawnImage(page, 800, 600, "image/png");

  const detail = await openFirstRippleDetail(page);
  const photos = detail.getByRole("region", { name: "Photos" });
  await expect(photos.getByRole("button", { name: "Add photos" })).toBeVisible();
  // not a touch screen: the camera control is not offered
  await expect(photos.getByRole("button", { name: "Take a photo" })).toHaveCount(0);

  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photos" }).click();
  const files = await chooser;
  expect(files.isMultiple()).toBe(true);
  await files.setFiles([
    { name: "lake.jpg", mimeType: "image/jpeg", buffer: turned },
    { name: "herons.png", mimeType: "image/png", buffer: png },
  ]);
  await expect(page.getByText("2 photos are added.")).toBeVisible({ timeout: 20_000 });
  const first = photos.getByRole("button", { name: /^Photo 1 of 2 from / });
  const second = photos.getByRole("button", { name: /^Photo 2 of 2 from / });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await expect(first.locator("img")).toHaveJSProperty("complete", true);
  expect(await first.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // What the server keeps: JPEGs within their edges, the turned photo upright, no EXIF left.
  const media = await storedMedia(context, entryId);
  const stored = media.filter((item) => item.kind === "photo");
  expect(stored).toHaveLength(2);
  expect(media.filter((item) => item.kind === "thumbnail").map((item) => item.of)).toEqual(expect.arrayContaining(stored.map((p) => p.id)));
  const bytesOf = async (item: StoredItem) =>
    Buffer.from(await (await context.request.get(`/api/entries/${entryId}/media/${item.id}`)).body());
  const sizes = await Promise.all(
    stored.map(async (item) => {
      const bytes = await bytesOf(item);
      expect(item.contentType).toBe("image/jpeg");
      expect(bytes.includes(Buffer.from("Exif\0\0", "latin1")), "no EXIF block").toBe(false);
      expect(bytes.includes(Buffer.from("RippleCam", "latin1")), "no camera name").toBe(false);
      return { item, ...jpegSize(bytes) };
    }),
  );
  const lake = sizes.find((s) => s.height > s.width)!;
  expect(lake, "the photo whose EXIF said turn 90° is upright (taller than wide)").toBeDefined();
  expect([lake.width, lake.height]).toEqual([1365, PHOTO_MAX_EDGE]);
  expect([lake.item.width, lake.item.height]).toEqual([1365, PHOTO_MAX_EDGE]);
  const small = sizes.find((s) => s !== lake)!;
  expect([small.width, small.height], "a small photo is not enlarged").toEqual([800, 600]);
  for (const thumbnail of media.filter((item) => item.kind === "thumbnail")) {
    const size = jpegSize(await bytesOf(thumbnail));
    expect(Math.max(size.width, size.height)).toBe(THUMBNAIL_EDGE);
  }

  await expectAccessible(page, "ripple detail with photos");
  await shot(page, "photos-detail", BOTH_WIDTHS);

  // The viewer: named for the photo, arrows move, Escape closes and focus returns to the photo opened.
  await first.click();
  const viewer = page.getByRole("dialog", { name: "Photo 1 of 2" });
  await expect(viewer).toBeVisible();
  // the photo itself once loaded (its thumbnail stands in until then)
  const large = viewer.getByRole("img", { name: /^Photo 1 of 2 from / });
  await expect(large).toHaveAttribute("src", `/api/entries/${entryId}/media/${stored[0]!.id}`);
  await expect(large).toHaveJSProperty("complete", true);
  await expect(viewer.getByRole("button", { name: "Previous photo" })).toBeDisabled();
  await expectAccessible(page, "photo viewer");
  await shot(page, "photos-viewer", BOTH_WIDTHS);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Photo 2 of 2" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "Photo 1 of 2" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: /^Photo \d of 2$/ })).toHaveCount(0);
  await expect(detail).toBeVisible();
  await expect(first).toBeFocused();

  // The drawer's card shows the first photo small, from its thumbnail.
  await detail.getByRole("button", { name: "Back to Ripples" }).click();
  const card = page.getByRole("dialog", { name: "Recent Ripples" }).getByRole("button", { name: /^Ripple from .*, 2 photos/ });
  await expect(card).toBeVisible();
  const firstPhoto = sizes.find((s) => s.item.id === stored[0]!.id)!.item;
  const firstThumbnail = media.find((item) => item.kind === "thumbnail" && item.of === firstPhoto.id)!;
  await expect(card.locator("img")).toHaveAttribute("src", `/api/entries/${entryId}/media/${firstThumbnail.id}`);
  await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
  await expect(card.locator("img")).toHaveJSProperty("complete", true);
  await expectAccessible(page, "drawer with a photo");
  await shot(page, "photos-drawer", BOTH_WIDTHS);

  // Delete the second photo after a confirmation: gone here and on the server.
  await card.click();
  await expect(detail).toBeVisible();
  await detail
    .getByRole("region", { name: "Photos" })
    .getByRole("button", { name: /^Photo 2 of 2 from / })
    .click();
  const secondViewer = page.getByRole("dialog", { name: "Photo 2 of 2" });
  await secondViewer.getByRole("button", { name: "Delete photo" }).click();
  await expect(secondViewer.getByRole("button", { name: "Keep it" })).toBeFocused();
  await shot(page, "photos-delete-confirm");
  await secondViewer.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("The photo is deleted.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Photo 1 of 1" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(detail.getByRole("button", { name: /^Photo 1 of 1 from / })).toBeVisible();
  const left = await storedMedia(context, entryId);
  expect(left.filter((item) => item.kind === "photo")).toHaveLength(1);
  const deleted = stored.find((item) => !left.some((kept) => kept.id === item.id))!;
  expect((await context.request.get(`/api/entries/${entryId}/media/${deleted.id}`)).status()).toBe(404);
  expect(left.filter((item) => item.kind === "thumbnail" && item.of === deleted.id)).toHaveLength(0);
});

test("on the result screen a saved reflection takes photos, at most 12, and a refusal from the server is shown in its words", async ({
  page,
  context,
  signedIn,
}) => {
  test.setTimeout(90_000);
  expect(signedIn.user.email).toBeTruthy();
  await openJournal(page);
  const png = await drawnImage(page, 120, 90, "image/png");
  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("textbox", { name: "Your reflection" }).fill(WORDS);
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: 20_000 });
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByRole("heading", { name: "Photos" })).toBeVisible();

  // The server refuses (no room left): its words are shown, nothing is added.
  const quota = "There is no room left for this in your journal's media. Delete some photos or recordings and try again.";
  await page.route("**/api/entries/*/media/*", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 413, json: { error: { code: "media_quota_exceeded", message: quota } } })
      : route.fallback(),
  );
  let chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles([{ name: "one.png", mimeType: "image/png", buffer: png }]);
  // with how full the account's media are (nothing stored yet; the default room of 1 GiB)
  await expect(photos.getByRole("alert")).toHaveText(`${quota}Your journal's photos and recordings use 0 bytes of 1.1 GB.`);
  await expect(photos.getByRole("listitem")).toHaveCount(0);
  await page.unrouteAll();

  // Thirteen chosen: twelve are added, and the thirteenth is left out with the contract's words.
  chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles(Array.from({ length: 13 }, (_, i) => ({ name: `p${i}.png`, mimeType: "image/png", buffer: png })));
  await expect(photos.getByRole("alert")).toHaveText("An entry holds at most 12 photos. One photo was not added.", { timeout: 45_000 });
  await expect(photos.getByRole("listitem")).toHaveCount(12);
  await expect(photos.getByRole("button", { name: "Add photos" })).toBeDisabled();
  const entries = (await (await context.request.get("/api/entries")).json()) as { entries: { media?: StoredItem[] }[] };
  expect(entries.entries[0]!.media!.filter((item) => item.kind === "photo")).toHaveLength(12);
  await expectAccessible(page, "result screen with photos");
  await shot(page, "photos-result", BOTH_WIDTHS);
});

test("a private journal's photo is sealed before it leaves the browser and shown opened from its key", async ({
  page,
  context,
  signedIn,
}) => {
  // turning the journal private waits for a measured Argon2id run and a sealing round, then each
  // photo is sealed before upload; every step waits for its own event, the budget bounds a busy machine
  test.setTimeout(60_000);
  expect(signedIn.user.email).toBeTruthy();
  await openJournal(page);
  const png = await drawnImage(page, 600, 400, "image/png");

  // the journal turns private
  await turnJournalPrivate(page);

  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("textbox", { name: "Your reflection" }).fill(WORDS);
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: 20_000 });
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByText("Sealed with your private journal's key before it leaves this device.")).toBeVisible();

  const uploads: { sealed: string | null; type: string | null }[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/media/")) {
      uploads.push({
        sealed: request.headers()["x-ripple-sealed"] ?? null,
        type: new URL(request.url()).searchParams.get("type"),
      });
    }
  });
  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photos" }).click();
  await (await chooser).setFiles([{ name: "private.png", mimeType: "image/png", buffer: png }]);
  await expect(page.getByText("Your photo is added.")).toBeVisible({ timeout: 20_000 });

  // what left the browser: marked sealed, its real type beside it
  expect(uploads).toEqual([
    { sealed: "1", type: "image/jpeg" },
    { sealed: "1", type: "image/jpeg" },
  ]);
  const entries = (await (await context.request.get("/api/entries")).json()) as { sealed: { id: string; media?: StoredItem[] }[] };
  const media = entries.sealed[0]!.media!;
  expect(media.map((item) => [item.kind, (item as StoredItem & { sealed: boolean }).sealed])).toEqual(
    expect.arrayContaining([
      ["photo", true],
      ["thumbnail", true],
    ]),
  );
  // the server keeps the bytes as they came: the envelope (browser format byte), no JPEG inside
  for (const item of media) {
    const stored = Buffer.from(await (await context.request.get(`/api/entries/${item.entryId}/media/${item.id}`)).body());
    expect(stored[0]).toBe(0x80);
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  }

  // shown here from the opened bytes
  const thumbnail = photos.getByRole("button", { name: /^Photo 1 of 1 from / }).locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^blob:/);
  await expect(thumbnail).toHaveJSProperty("complete", true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await page.getByRole("button", { name: "Ripples" }).click();
  const card = page.getByRole("dialog", { name: "Recent Ripples" }).getByRole("button", { name: /^Ripple from .*, 1 photo/ });
  await expect(card.locator("img")).toHaveAttribute("src", /^blob:/);
  await expect(card.locator("img")).toHaveJSProperty("complete", true);
  await shot(page, "photos-private-drawer");
});

test("on a phone the camera is offered beside the files: 'Take a photo' opens the back camera's picker", async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  const { calls } = await signUpInContext(phone, baseURL!);
  try {
    const page = await phone.newPage();
    await openJournal(page);
    await page.getByRole("button", { name: "Type instead" }).click();
    await page.getByRole("textbox", { name: "Your reflection" }).fill(WORDS);
    await page.getByRole("button", { name: "Save reflection" }).click();
    const photos = page.getByRole("region", { name: "Photos" });
    await expect(photos.getByRole("button", { name: "Take a photo" })).toBeVisible({ timeout: 20_000 });
    const chooser = page.waitForEvent("filechooser");
    await photos.getByRole("button", { name: "Take a photo" }).click();
    const camera = await chooser;
    expect(camera.isMultiple()).toBe(false);
    expect(await camera.element().getAttribute("capture")).toBe("environment");
    expect(await camera.element().getAttribute("accept")).toBe("image/*");
    await shot(page, "photos-result-phone");
  } finally {
    await calls.deleteAccount();
    await phone.close();
  }
});
