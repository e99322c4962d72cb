// The analysis card for an intense feeling: amber banner, support and crisis lines, colours.
import { expect, test } from "./fixtures";
import { openJournal, startRecording } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";

test("high intensity shows support with the crisis lines, the amber banner and red intensity", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(speechDoubleScript());
  await page.route("**/api/reflections", (route) =>
    route.fulfill({
      json: {
        result: {
          analysis: {
            primaryEmotion: "anxious",
            emotionIntensity: 9,
            secondaryEmotions: [],
            mood: "negative",
            insights: "They seem to be carrying a heavy load.",
            suggestions: ["Take three slow breaths before you begin tomorrow."],
            themes: ["stress"],
            wellnessScore: 2,
            isAiGenerated: false,
            errorMessage: "Emotion analysis temporarily unavailable: timeout",
            crisis: false,
            crisisLevel: "none",
          },
          aiResponse: "That sounds like a lot to hold.",
          shouldShowAnalysis: true,
          conversationFlow: "deepen",
        },
        // an answer the client's contract accepts (domain/contract/reflections.ts)
        entry: {
          id: "5f1f8c4e-1b0c-4c1e-9a53-6d2f4b7b1a10",
          entryText: "I cannot stop worrying and everything feels like too much right now.",
          emotion: "anxious",
          language: "en",
          duration: 6,
          emotionIntensity: 9,
          mood: "negative",
          wellnessScore: 2,
          aiInsights: "They seem to be carrying a heavy load.",
          aiSuggestions: ["Take three slow breaths before you begin tomorrow."],
          themes: ["stress"],
          isAiGenerated: false,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      },
    }),
  );
  await openJournal(page);
  await startRecording(page);
  await page.evaluate(() => window.__speech!.say("I cannot stop worrying and everything feels like too much right now."));
  await page.getByRole("button", { name: "Stop recording" }).click();
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card.getByText("Emotion analysis temporarily unavailable: timeout")).toBeVisible();
  await expect(card).toContainText("741741");
  await expect(card).toContainText("988");
  await expect(card).toContainText("911");
  await expect(card.getByRole("meter")).toHaveAttribute("aria-valuenow", "9");
  await expect(card.locator('[data-colour="red"]').first()).toBeVisible();
  await expect(card).toContainText("9/10");
  await expect(card).toContainText("2/10");
  await expect(card).toContainText("Basic emotion detection");
});
