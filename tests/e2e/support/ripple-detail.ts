// Steps specs share: the newest ripple's detail opened from the drawer, and a photo shown there
// once its image has loaded.
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Ripples → the first card of Recent Ripples: the detail dialog, once visible. */
export async function openFirstRippleDetail(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Ripples" }).click();
  await page
    .getByRole("dialog", { name: "Recent Ripples" })
    .getByRole("button", { name: /^Ripple from/ })
    .first()
    .click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  await expect(detail).toBeVisible();
  return detail;
}

/** The detail's only photo, waited for until its image has loaded: its natural width. */
export async function shownPhotoWidth(detail: Locator): Promise<number> {
  const shown = detail.getByRole("region", { name: "Photos" }).getByRole("button", { name: /^Photo 1 of 1 from / });
  await expect(shown.locator("img")).toHaveJSProperty("complete", true, { timeout: 20_000 });
  return shown.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth);
}
