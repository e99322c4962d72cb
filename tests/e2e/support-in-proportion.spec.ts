// Support in proportion (docs/decisions/024-support-in-proportion.md), on the keyless app at a
// phone's width: an ordinary sad entry gets a support block of at most three compact cards that
// fits in about one screen, and the crisis lines are one tap away behind "Talk to someone now".
import { expect, test } from "./fixtures";
import { openJournal, shot, speak } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

const SAD = "I feel really sad today. I cried after the phone call and everything feels so heavy and lonely.";

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("an ordinary sad entry gets a compact support block with the lines one tap away", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await speak(page, SAD);
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });

  const card = page.getByRole("article", { name: "Reflection analysis" });
  const block = card.getByRole("region", { name: "Support is here if you need it" });
  await expect(block).toBeVisible();
  // not a crisis: no crisis block anywhere
  await expect(page.getByRole("region", { name: "You don't have to carry this alone" })).toHaveCount(0);

  // at most three resources, none of them a crisis line
  const cards = block.getByRole("heading", { level: 4 });
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards).not.toContainText(["988 Suicide & Crisis Lifeline"]);
  await expect(block.getByRole("link", { name: "Call 988" })).toBeHidden();

  // about one screen tall at 375 px (it was 3,400 px with five full cards)
  const closed = (await block.boundingBox())!;
  expect(closed.height).toBeLessThanOrEqual(900);
  await shot(page, "support-in-proportion", [375, 1280]);

  // one tap shows the region's lines, each a call or a text
  const talk = block.getByRole("button", { name: "Talk to someone now" });
  await expect(talk).toHaveAttribute("aria-expanded", "false");
  await talk.click();
  await expect(talk).toHaveAttribute("aria-expanded", "true");
  await expect(block.getByRole("link", { name: "Call 988" }).first()).toHaveAttribute("href", "tel:988");
  await expect(block.getByRole("link", { name: "Text 741741" }).first()).toHaveAttribute("href", "sms:741741?&body=HOME");
  await expect(block.getByRole("link", { name: "Call 911" }).first()).toHaveAttribute("href", "tel:911");
  const open = (await block.boundingBox())!;
  expect(open.height).toBeLessThanOrEqual(900 + 250);
  await block.screenshot({ path: "/tmp/shots/e2e/support-block-open-375.png", animations: "disabled" });
});
