import { describe, expect, it } from "vitest";
import { cleanAiText, cleanLine, parseAiSuggestions } from "./text-cleaning";

describe("cleanLine", () => {
  it.each([
    ["- Take a short walk outside", "Take a short walk outside"],
    ["* Take a short walk outside", "Take a short walk outside"],
    ["• Take a short walk outside", "Take a short walk outside"],
    ["1. Take a short walk outside", "Take a short walk outside"],
    ["2) Take a short walk outside", "Take a short walk outside"],
    ["10. Take a short walk outside", "Take a short walk outside"],
    ["**Take** a short walk outside", "Take a short walk outside"],
    ["1. **Breathe:** slowly, four counts in", "Breathe: slowly, four counts in"],
    ["## Take a *short* walk", "Take a short walk"],
    ["Use `box breathing` now", "Use box breathing now"],
  ])("%j → %j", (input, output) => {
    expect(cleanLine(input)).toBe(output);
  });

  it("keeps numbers that are not list numbering", () => {
    expect(cleanLine("Drink 2 glasses of water")).toBe("Drink 2 glasses of water");
    expect(cleanLine("3 deep breaths can help")).toBe("3 deep breaths can help");
  });
});

describe("cleanAiText", () => {
  it("removes bold markers, numbering and bullets and joins lines", () => {
    const text = "**Insight:** The writer feels stretched thin.\n\n1. Work dominates.\n- Rest is scarce.";
    expect(cleanAiText(text)).toBe("Insight: The writer feels stretched thin. Work dominates. Rest is scarce.");
  });

  it("leaves plain text alone", () => {
    expect(cleanAiText("The person sounds hopeful about change.")).toBe("The person sounds hopeful about change.");
  });
});

describe("parseAiSuggestions", () => {
  it("splits by line, strips bullets and markdown, keeps at most 3", () => {
    const text = [
      "1. **Take a gentle walk** around the block",
      "2. Write down three things that went well",
      "- Call a friend you trust tonight",
      "* Stretch for five minutes before bed",
    ].join("\n");
    expect(parseAiSuggestions(text)).toEqual([
      "Take a gentle walk around the block",
      "Write down three things that went well",
      "Call a friend you trust tonight",
    ]);
  });

  it("keeps a line of 16 characters and drops one of 15", () => {
    expect("Breathe slowly.".length).toBe(15);
    expect(parseAiSuggestions("Breathe slowly.")).toEqual([]);
    expect(parseAiSuggestions("Breathe slowly!!")).toEqual(["Breathe slowly!!"]);
  });

  it("drops lines containing 'suggestion' in any case", () => {
    const text = "Here are some Suggestions for you:\nA suggestion: walk outside today\nDrink a warm cup of tea slowly";
    expect(parseAiSuggestions(text)).toEqual(["Drink a warm cup of tea slowly"]);
  });

  it("counts length after stripping markers", () => {
    expect(parseAiSuggestions("- **Breathe slowly.**")).toEqual([]);
  });

  it("handles CRLF and blank lines", () => {
    expect(parseAiSuggestions("\r\nTake a short mindful pause\r\n\r\n")).toEqual(["Take a short mindful pause"]);
  });
});
