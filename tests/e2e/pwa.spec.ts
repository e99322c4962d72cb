// Installable and offline (decision 020): a valid web app manifest with its icons, a service worker that
// takes control of the page and precaches the app shell so a reload offline still opens Ripple, and
// an update that waits for the person: a new build served makes the `Reload to update` toast appear,
// and tapping it reloads into the new version.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shot } from "./support/journal";
import { serveBuiltClient } from "./support/static-client";

test.use({ serviceWorkers: "allow" });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until a service worker is active and, after a reload, controls this page. */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

test("the manifest makes Ripple installable: names, standalone, start URL, theme colour and icons (maskable too)", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Ripple — voice journal", short_name: "Ripple", start_url: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe(icon.type);
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test("the service worker controls the page, and with the connection gone a reload still opens Ripple", async ({ page, context }) => {
  await page.goto("/");
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Speak your heart. Discover insights. Find your peace." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  // A screen loaded only on demand is in the precache too: the sign-in dialog opens offline.
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await context.setOffline(false);
});

test("a new build waits for the person: the toast offers Reload to update, and tapping it reloads into the new version", async ({
  page,
}) => {
  // A copy of the build on its own server, so this test alone sees the next build arrive.
  const client = await serveBuiltClient();
  try {
    await page.goto(client.origin);
    await controlledBy(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // The next build: the same worker with different bytes.
    const worker = path.join(client.dir, "sw.js");
    writeFileSync(worker, `${readFileSync(worker, "utf8")}\n// the next build\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const toast = page.getByRole("button", { name: "A new version of Ripple is ready. Reload to update" });
    // the browser fetches the new worker and installs it (precaching the shell) before it waits
    await expect(toast).toBeVisible({ timeout: 15_000 });
    // Until the person taps it, the old version keeps the page: nothing half-old, half-new.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(true);
    await shot(page, "update-toast");
    const reloaded = page.waitForEvent("load");
    await toast.click();
    await reloaded;
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    await expect(page.getByRole("button", { name: /Reload to update/ })).toHaveCount(0);
  } finally {
    await client.close();
  }
});
