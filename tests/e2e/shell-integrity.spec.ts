// Subresource integrity for the app's own code (decision 021): the page's import map lists the
// SHA-384 of every chunk, allowed by the CSP through its hash. A chunk changed on the way (or in a
// cache) is refused by the browser instead of run: here the sign-in dialog's code is altered after
// the landing page has loaded, and pressing Enter Ripple runs none of it.
import { expect, test } from "./fixtures";

test("the page loads with no CSP or integrity complaint, and a chunk altered on the way does not run", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  expect(problems.filter((text) => /Content Security Policy|integrity/i.test(text))).toEqual([]);

  // from now on, every script is served with one extra byte at its end
  let altered = 0;
  await page.route("**/assets/*.js", async (route) => {
    // a chunk still on its way when the test ends is let go: the page is closing
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    altered += 1;
    await route.fulfill({ response, body: `${await response.text()}\n` }).catch(() => undefined);
  });
  const refused = page.waitForEvent("console", (message) => /integrity/i.test(message.text()));
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  await refused;
  expect(altered).toBeGreaterThan(0);
  await expect(page.getByRole("dialog", { name: /Welcome to\s*Ripple/ })).toHaveCount(0);
  // a script still being altered when the test ends is let go, not reported as an error
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
