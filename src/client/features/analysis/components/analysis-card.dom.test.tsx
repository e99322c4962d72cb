// @vitest-environment happy-dom
// The analysis card for three kinds of result: crisis language (the lines first, before anything
// else), a strong hard feeling (a few resources, the lines one tap away) and an ordinary one (no
// support block; the insights, suggestions and themes).
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { crisisLinesForCountry } from "../../../../domain/crisis/lines";
import { MAX_SUPPORT_RESOURCES, SUPPORT_LINES_COPY } from "../../../../domain/replies/support-resources";
import type { Analysis } from "../../../../domain/types";
import { ANALYSIS_CARD_COPY, SUPPORT_COPY } from "../../../../domain/ui-copy";
import { renderInApp } from "../../../../../tests/setup/dom";
import { AnalysisCard } from "./analysis-card";

const US = crisisLinesForCountry("US");
const analysis = (overrides: Partial<Analysis> = {}): Analysis => ({
  primaryEmotion: "sad",
  emotionIntensity: 9,
  secondaryEmotions: [],
  mood: "negative",
  insights: "You carried a lot today.",
  suggestions: ["Take a slow walk.", "Call a friend."],
  themes: ["family"],
  wellnessScore: 3,
  isAiGenerated: true,
  crisis: false,
  crisisLevel: "none",
  ...overrides,
});

function card(value: Analysis, transcript: string, crisisShownAbove = false) {
  renderInApp(<AnalysisCard analysis={value} transcript={transcript} lines={US} crisisShownAbove={crisisShownAbove} />);
  return screen.getByRole("article", { name: "Reflection analysis" });
}

const headings = (root: HTMLElement) =>
  within(root)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("AnalysisCard", () => {
  it("shows the crisis lines first, before the reflection, each a call", () => {
    const article = card(analysis({ crisis: true, crisisLevel: "crisis" }), "I don't want to be here anymore");
    expect(headings(article)[0]).toBe(SUPPORT_COPY.crisis.heading);
    const crisis = screen.getByRole("region", { name: SUPPORT_COPY.crisis.heading });
    expect(crisis.textContent).toContain(SUPPORT_COPY.crisis.intro);
    const first = US.lines[0];
    expect(within(crisis).getByRole("heading", { name: first?.title }).textContent).toBe(first?.title);
    const call = within(crisis).getAllByRole("link")[0];
    expect(call?.getAttribute("href")).toBe(first?.url);
    expect(call?.textContent).toMatch(/^Call /);
    // the support wording is not used for a crisis
    expect(screen.queryByRole("region", { name: SUPPORT_COPY.support.heading })).toBeNull();
    expect(headings(article).indexOf(ANALYSIS_CARD_COPY.yourReflection)).toBeGreaterThan(0);
  });

  it("leaves the lines out when the result shows them above", () => {
    card(analysis({ crisis: true, crisisLevel: "crisis" }), "I don't want to be here anymore", true);
    expect(screen.queryByRole("region", { name: SUPPORT_COPY.crisis.heading })).toBeNull();
  });

  it("for a strong hard feeling: a few resources, and the lines behind one tap", async () => {
    const user = userEvent.setup();
    const article = card(analysis(), "I feel really sad today, I cried after the call");
    expect(headings(article)[0]).toBe(SUPPORT_COPY.support.heading);
    const support = screen.getByRole("region", { name: SUPPORT_COPY.support.heading });
    expect(support.textContent).toContain(SUPPORT_LINES_COPY.intro);
    const cards = within(support).getAllByRole("heading", { level: 4 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(MAX_SUPPORT_RESOURCES);

    const talk = within(support).getByRole("button", { name: SUPPORT_LINES_COPY.talkNow });
    expect(talk.getAttribute("aria-expanded")).toBe("false");
    expect(within(support).queryByRole("list", { name: SUPPORT_LINES_COPY.linesLabel })).toBeNull();
    await user.click(talk);
    expect(talk.getAttribute("aria-expanded")).toBe("true");
    const lines = within(support).getByRole("list", { name: SUPPORT_LINES_COPY.linesLabel });
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((li) => li.firstElementChild?.textContent),
    ).toEqual(US.lines.map((line) => line.title));
  });

  it("for an ordinary feeling: no support block, the reading, insights, suggestions and themes", () => {
    const article = card(
      analysis({ primaryEmotion: "happy", mood: "positive", emotionIntensity: 5, wellnessScore: 8, isAiGenerated: false }),
      "A calm walk by the sea.",
    );
    expect(within(article).queryByRole("region")).toBeNull();
    expect(headings(article)).toEqual([
      ANALYSIS_CARD_COPY.yourReflection,
      ANALYSIS_CARD_COPY.emotionalLandscape,
      ANALYSIS_CARD_COPY.insights,
      ANALYSIS_CARD_COPY.gentleSuggestions,
      ANALYSIS_CARD_COPY.themes,
    ]);
    expect(article.textContent).toContain("A calm walk by the sea.");
    expect(article.textContent).toContain(ANALYSIS_CARD_COPY.disclaimer);
    expect(screen.getByText("Take a slow walk.")).toBeTruthy();
    expect(screen.getByText("family")).toBeTruthy();
    expect(within(article).getByRole("contentinfo").textContent).toBe(ANALYSIS_CARD_COPY.footerBasic);
  });
});
