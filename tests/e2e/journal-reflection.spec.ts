// A reflection end to end on the keyless app: live transcription, timer,
// analysing, the saved result, the ripple in the drawer, its detail and delete; the silence
// path; the short-reflection acknowledgment; the reply stream falling back to JSON.
import { expect, test } from "./fixtures";
import { speechDoubleScript } from "./support/speech-double";
import { heldUntil, openJournal, say, speak, startRecording, storedEntries } from "./support/journal";
import { REPLY_DEADLINE } from "./support/waits";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("a full reflection: live words, timer, analysis, the saved ripple, its detail, and delete", async ({ page, signedIn }) => {
  await page.clock.install();
  await openJournal(page);
  // The page's clock stands still while recording, so the timer reads what the test lets pass.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect.poll(() => page.evaluate(() => window.__speech?.listening === true)).toBe(true);
  await page.clock.runFor(1);
  await expect(page.getByText("I'm listening with my whole heart...")).toBeVisible();
  const live = page.getByRole("region", { name: "Live Transcription" });
  await expect(live.getByRole("heading", { name: "Live Transcription" })).toBeVisible();
  await expect(live).toContainText("Listening for your voice...");
  const timer = page.getByRole("timer", { name: "Recording time" });
  await expect(timer).toHaveText("00:00");
  await expect(timer).toHaveClass(/text-red-600/);

  await say(page, "This morning I walked along the", { interim: true });
  const interim = live.getByText("This morning I walked along the");
  await expect(interim).toHaveCSS("font-style", "italic");
  const words = "This morning I walked along the harbour with my brother and I feel calm and grateful for the quiet time together.";
  await say(page, words);
  await expect(live.getByText(words)).toHaveCSS("font-style", "normal");
  await expect(live).not.toContainText("Listening for your voice...");
  await page.clock.runFor(5_000);
  await expect(timer).toHaveText("00:05");
  await page.clock.resume();

  // The reflection is held until the analysing screen has been seen.
  const analysingSeen = heldUntil();
  await page.route("**/api/reflections", async (route) => {
    await analysingSeen.promise;
    await route.continue();
  });
  await page.getByRole("button", { name: "Stop recording" }).click();
  await expect(page.getByText("Analyzing your reflection...")).toBeVisible();
  await expect(page.getByText("Processing your beautiful words...")).toBeVisible();
  analysingSeen.release();

  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.locator("blockquote").first()).toHaveText(/^“.{10,}”$/);
  await expect(page.getByText("Here's what I noticed in your thoughts:")).toBeVisible();
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card).toContainText(words);
  await expect(card.getByRole("meter", { name: "Intensity" })).toBeVisible();
  await expect(card).toContainText("Basic emotion detection");
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();

  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  const ripple = drawer.getByRole("button", { name: /^Ripple from/ });
  await expect(ripple).toHaveCount(1);
  await expect(ripple.locator("time")).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)?$/i); // under 24 h: the time
  await expect(ripple).toContainText("This morning I walked along the harbour");
  await expect(ripple).toContainText(/\d{1,2}\/10/);
  await expect(ripple).toContainText(/calm|grateful/i);
  await expect(ripple).toContainText("Click to view analysis");

  await ripple.click();
  const detail = page.getByRole("dialog");
  await expect(detail.getByRole("article", { name: "Reflection analysis" })).toContainText(words);
  await detail.getByRole("button", { name: "Back to Ripples" }).click();
  await expect(page.getByRole("dialog", { name: "Recent Ripples" })).toBeVisible();

  await page.getByRole("button", { name: "Delete ripple" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No ripples yet")).toBeVisible();
  // the list empties at once; the server's delete answers a moment later
  await expect.poll(async () => (await storedEntries(signedIn.calls)).length).toBe(0);
});

test("silence: a quiet recording over 2 s is honoured with the silence message", async ({ page, signedIn }) => {
  await page.clock.install();
  await openJournal(page);
  await startRecording(page);
  await page.clock.runFor(2300); // a silence of 2.3 s
  await page.getByRole("button", { name: "Stop recording" }).click();
  await expect(page.getByRole("heading", { name: "Your moment has been honored" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByText("Sometimes silence says more than words. Thank you for giving yourself this quiet moment.")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Hear it again" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Reflection analysis" })).toHaveCount(0);
  const entries = await storedEntries(signedIn.calls);
  expect(entries.map((e) => [e.entryText, e.emotion])).toEqual([["A moment of silence and reflection.", "contemplative"]]);
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();
});

test("a silence of 2 s or less is ignored", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  // The page's clock stands still, so the silence lasts 2 s exactly however slow the machine is.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole("button", { name: "Start recording" }).click();
  await page.clock.runFor(2_000);
  await page.getByRole("button", { name: "Stop recording" }).click();
  await page.clock.resume();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  await expect(page.getByText("Analyzing your reflection...")).toHaveCount(0);
});

test("a new recording's stop right after the last recording's stop is not taken for a duplicate", async ({ page, signedIn }) => {
  await openJournal(page);
  // The page's clock stands still between steps, so the two stops are 3 ms apart however
  // busy the machine: a too-short silence is dropped, then the person at once records again.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const pageNow = () => page.evaluate(() => Date.now());
  // The page's clock is installed from its load on (openJournal), so starting may wait on one of its
  // timers: each look moves it on by 1 ms.
  const listening = () =>
    expect
      .poll(async () => {
        await page.clock.runFor(1);
        return page.evaluate(() => window.__speech?.listening === true);
      })
      .toBe(true);
  await page.getByRole("button", { name: "Start recording" }).click();
  await listening();
  await page.clock.runFor(1);
  await page.getByRole("button", { name: "Stop recording" }).click();
  const firstStop = await pageNow();
  await page.clock.runFor(1);
  await page.getByRole("button", { name: "Start recording" }).click();
  await listening();
  await page.clock.runFor(1);
  await say(page, "I finally called my sister after months of silence and we laughed for an hour");
  await page.getByRole("button", { name: "Stop recording" }).click();
  expect((await pageNow()) - firstStop).toBeLessThan(1000);
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const entries = await storedEntries(signedIn.calls);
  expect(entries.map((e) => e.entryText)).toEqual(["I finally called my sister after months of silence and we laughed for an hour"]);
});

test("a very short reflection gets the gentle acknowledgment, without an analysis", async ({ page, signedIn }) => {
  await openJournal(page);
  await speak(page, "hello testing");
  await expect(page.getByRole("heading", { name: "Your moment has been honored" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByText("“I'm here when you're ready to share more of your thoughts.”")).toBeVisible();
  await expect(page.getByRole("article", { name: "Reflection analysis" })).toHaveCount(0);
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await page.getByRole("button", { name: "Ripples" }).click();
  const ripple = page.getByRole("button", { name: /^Ripple from/ });
  await expect(ripple).toContainText("hello testing");
  await expect(ripple).not.toContainText("Click to view analysis");
  await ripple.click();
  await expect(page.getByText("No Analysis Available")).toBeVisible();
  await expect(page.getByText("This reflection was saved without AI analysis.")).toBeVisible();
  expect(await storedEntries(signedIn.calls)).toHaveLength(1);
});

test("when the reply stream breaks off, the reflection is asked for again as JSON and saved once", async ({ page, signedIn }) => {
  const accepts: string[] = [];
  await page.route("**/api/reflections", async (route) => {
    const accept = (await route.request().headerValue("accept")) ?? "";
    accepts.push(accept);
    if (!accept.includes("text/event-stream")) return route.continue();
    return route.fulfill({ status: 200, contentType: "text/event-stream", body: 'event: reply\ndata: {"text":"I hear"}\n\n' });
  });
  await openJournal(page);
  await speak(page, "I finally finished the long report at work and I feel relieved and a little proud of myself.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  expect(accepts).toEqual(["text/event-stream", "application/json"]);
  expect(await storedEntries(signedIn.calls)).toHaveLength(1);
});

test("a ripple saved while the first list load is still on its way appears in the drawer", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  // The first sync (GET /api/entries/changes) is answered from before the save and held until the save is done.
  let savedReflection: () => void = () => undefined;
  const saved = new Promise<void>((resolve) => (savedReflection = resolve));
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/reflections") savedReflection();
  });
  let first = true;
  await page.route("**/api/entries/changes?*", async (route) => {
    if (!first || route.request().method() !== "GET") return route.continue();
    first = false;
    const before = await route.fetch();
    await saved;
    await route.fulfill({ response: before });
  });
  const firstLoad = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/entries/changes");
  await openJournal(page);
  await firstLoad;
  await speak(page, "Tonight I finished the quilt my grandmother started years ago and I feel proud and close to her.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await page.getByRole("button", { name: "Ripples" }).click();
  await expect(page.getByRole("dialog", { name: "Recent Ripples" }).getByRole("button", { name: /^Ripple from/ })).toContainText(
    "finished the quilt",
  );
});
