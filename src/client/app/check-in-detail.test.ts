// A check-in's detail as the app composes it (the ripple's check-in view and the analysis card in its slot),
// rendered to markup (no DOM needed, decision 048): a strong hard feeling or a line with crisis
// language brings the analysis card, which shows no 'Your Reflection' section for a check-in: the
// line, when there is one, shows once, in the check-in's summary.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildEntry } from "../../../tests/setup/factories";
import { checkInFields, checkInResult } from "../../domain/check-in/check-in";
import { crisisLinesForCountry } from "../../domain/crisis/lines";
import { AnalysisCard } from "../features/analysis/components/analysis-card";
import { CheckInRipple } from "../features/ripples/components/check-in-ripple";
import { AnalysisSlotProvider } from "../ui/analysis-slot";
import type { RenderAnalysis } from "../ui/analysis-slot";

const US = crisisLinesForCountry("US");

function detail(checkIn: { emotion: string; emotionIntensity: number; note: string }) {
  const withLanguage = { ...checkIn, language: "en" };
  const entry = buildEntry({ ...checkInFields(withLanguage, checkInResult(withLanguage, { crisisLines: US })), language: "en" });
  const renderAnalysis: RenderAnalysis = (props) => createElement(AnalysisCard, { ...props, lines: US });
  return renderToStaticMarkup(createElement(AnalysisSlotProvider, { value: renderAnalysis }, createElement(CheckInRipple, { entry })));
}

const sections = (html: string) => [...html.matchAll(/<h3[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/h3>/g)].map((match) => match[1]);

describe("CheckInRipple", () => {
  it("shows the card for a strong hard feeling without a line, with no 'Your Reflection' section", () => {
    const html = detail({ emotion: "sad", emotionIntensity: 9, note: "" });
    expect(html).toContain('aria-label="Reflection analysis"');
    expect(html).toContain("No words, just the feeling.");
    expect(sections(html)).not.toContain("Your Reflection");
    expect(sections(html)).toContain("Emotional Landscape");
  });

  it("shows the line once, in the summary, and no 'Your Reflection' section in the card", () => {
    const html = detail({ emotion: "sad", emotionIntensity: 9, note: "A long day at the hospital." });
    expect(html).toContain('aria-label="Reflection analysis"');
    expect(sections(html)).not.toContain("Your Reflection");
    expect(html.split("A long day at the hospital.")).toHaveLength(2);
    const summary = html.slice(html.indexOf('data-testid="check-in-summary"'), html.indexOf('aria-label="Reflection analysis"'));
    expect(summary).toContain("A long day at the hospital.");
  });

  it("shows no card for a light feeling", () => {
    expect(detail({ emotion: "content", emotionIntensity: 4, note: "" })).not.toContain("Reflection analysis");
  });
});
