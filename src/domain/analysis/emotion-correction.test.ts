// The person's own emotion (decision 026): what a correction changes and what it keeps, a
// re-analysis keeping it, the crisis reading untouched, the sealed payload carrying the mark, and
// the readers of the journal — patterns, search filters, the greeting and the three export
// formats — taking the corrected emotion.
import { describe, expect, it } from "vitest";
import { buildAnalysis } from "./analysis";
import { detectCrisis } from "../crisis/detector";
import { shouldShowSupport } from "../crisis/safety";
import { builtInSupportResources } from "../replies/support-resources";
import { EntryEditSchema, JournalEntrySchema } from "../contract/entries";
import { PICKABLE_EMOTIONS } from "./emotion-choices";
import { analysisWithChoice, correctEntry, correctedFields, keepPersonsChoice } from "./emotion-correction";
import { greetingEntryOf, localGreeting } from "../replies/greeting";
import { aggregatePatterns } from "../patterns/aggregate";
import { emotionMix } from "../patterns/emotion-mix";
import { zonedClock } from "../lib/zoned-days";
import { patternEntry } from "../patterns/test-entries";
import { emotionOptions, filterEntries, NO_FILTERS } from "../search/filters";
import { parseEntryPayload, serialiseEntryPayload } from "../entries/sealed-entry";
import { CSV_COLUMNS, entriesToCsv } from "../transfer/csv-export";
import { frontMatterOf } from "../transfer/markdown-export";
import { rippleEntryItem } from "../transfer/ripple-import";
import type { JournalEntry } from "../types";
import { EMOTION_COLOURS } from "./colours";
import { emotionFamily } from "./emotion-family";

const NOW = new Date("2025-11-20T12:00:00Z");

/** An entry the analyser read as joyful, which the person says was sad. */
function correctedSad(createdAt = "2025-11-19T09:00:00.000Z"): JournalEntry {
  const analysed = patternEntry(createdAt, { emotion: "happy", mood: "positive", emotionIntensity: 6, wellnessScore: 7 });
  return correctEntry(analysed, { emotion: "sad", emotionIntensity: 8 });
}

describe("correcting the emotion", () => {
  it("offers only emotions the app knows: each has its colour, and only 'reflective' is of the reflective family", () => {
    for (const emotion of PICKABLE_EMOTIONS) {
      expect(EMOTION_COLOURS[emotion], emotion).toBeDefined();
      expect(emotionFamily(emotion) === "reflective", emotion).toBe(emotion === "reflective");
    }
  });

  it("sets the emotion (lower case), the intensity, the mood of the emotion's family and the mark; wellness stays", () => {
    const entry = patternEntry("2025-11-19T09:00:00.000Z", { emotion: "happy", mood: "positive", emotionIntensity: 6, wellnessScore: 7 });
    expect(correctEntry(entry, { emotion: " Anxious ", emotionIntensity: 9 })).toEqual({
      ...entry,
      emotion: "anxious",
      emotionIntensity: 9,
      mood: "negative",
      emotionSetBy: "person",
    });
    expect(correctedFields(entry, { emotion: "confused" }).mood).toBe("neutral");
    expect(correctedFields(entry, { emotion: "grateful" }).mood).toBe("positive");
  });

  it("an intensity alone keeps the emotion and the mood (even a mixed one)", () => {
    const entry = patternEntry("2025-11-19T09:00:00.000Z", { emotion: "tired", mood: "mixed", emotionIntensity: 6 });
    expect(correctedFields(entry, { emotionIntensity: 2 })).toEqual({
      emotion: "tired",
      emotionIntensity: 2,
      mood: "mixed",
      emotionSetBy: "person",
    });
  });

  it("a re-analysis keeps the person's emotion, intensity and mood, and takes the rest; an analyser's reading is replaced", () => {
    const analysed = { emotion: "joy", emotionIntensity: 3, mood: "positive" as const, wellnessScore: 4, themes: ["work"] };
    expect(keepPersonsChoice(correctedSad(), analysed)).toEqual({ ...analysed, emotion: "sad", emotionIntensity: 8, mood: "negative" });
    expect(keepPersonsChoice(patternEntry("2025-11-19T09:00:00.000Z"), analysed)).toEqual(analysed);
  });

  it("never changes the crisis reading of a result: its level, its lines and the rest stay", () => {
    const analysis = buildAnalysis({
      primaryEmotion: "sad",
      emotionIntensity: 9,
      mood: "negative",
      wellnessScore: 2,
      isAiGenerated: false,
      crisis: detectCrisis("I want to die, I can't do this anymore.", { language: "en" }),
      supportResources: builtInSupportResources("sad"),
    });
    expect(analysis.crisis).toBe(true);
    const shown = analysisWithChoice(
      analysis,
      correctEntry(patternEntry("2025-11-19T09:00:00.000Z"), { emotion: "happy", emotionIntensity: 2 }),
    );
    expect(shown).toEqual({ ...analysis, primaryEmotion: "happy", emotionIntensity: 2, mood: "positive" });
    expect(shown.crisis).toBe(analysis.crisis);
    expect(shown.crisisLevel).toBe(analysis.crisisLevel);
    // a happy 2 still shows the support block, because the words are a crisis
    expect(shouldShowSupport(shown)).toBe(true);
  });
});

describe("the mark travels with the entry", () => {
  it("is kept in the sealed payload and read back; absent stays absent; another value is not a payload", () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...payload } = correctedSad();
    const json = serialiseEntryPayload(payload);
    expect(JSON.parse(json)).toMatchObject({ emotion: "sad", emotionSetBy: "person" });
    expect(parseEntryPayload(json)).toEqual(payload);
    const { emotionSetBy: _s, ...plain } = payload;
    expect(serialiseEntryPayload(plain)).not.toContain("emotionSetBy");
    expect(parseEntryPayload(serialiseEntryPayload(plain))).toEqual(plain);
    expect(parseEntryPayload(json.replace('"emotionSetBy":"person"', '"emotionSetBy":"analysis"'))).toBeNull();
  });

  it("is part of the entry's contract, and PATCH takes the emotion and intensity alone", () => {
    const entry = correctedSad();
    expect(JournalEntrySchema.parse(entry)).toEqual(entry);
    expect(EntryEditSchema.parse({ emotion: "SAD", baseUpdatedAt: entry.updatedAt })).toEqual({
      emotion: "sad",
      baseUpdatedAt: entry.updatedAt,
    });
    expect(EntryEditSchema.safeParse({ emotion: "joy", baseUpdatedAt: entry.updatedAt }).success).toBe(false);
  });
});

describe("the journal's readers take the corrected emotion", () => {
  const clock = zonedClock("Europe/London");

  it("Your patterns counts the person's emotion, not the analyser's", () => {
    const entries = [correctedSad(), patternEntry("2025-11-18T09:00:00.000Z", { emotion: "happy", mood: "positive" })];
    const mix = emotionMix(aggregatePatterns(entries, { now: NOW, clock }), "week", "en-GB");
    const thisWeek = mix.rows.at(-1)!;
    expect(thisWeek.shares.map((share) => [share.family, share.count])).toEqual(
      expect.arrayContaining([
        ["sadness", 1],
        ["joy", 1],
      ]),
    );
    expect(thisWeek.total).toBe(2);
  });

  it("the search filters find it under the corrected emotion and mood, and list that emotion", () => {
    const entries = [correctedSad()];
    expect(filterEntries(entries, { ...NO_FILTERS, emotion: "sad" })).toHaveLength(1);
    expect(filterEntries(entries, { ...NO_FILTERS, emotion: "happy" })).toHaveLength(0);
    expect(filterEntries(entries, { ...NO_FILTERS, mood: "negative" })).toHaveLength(1);
    expect(emotionOptions(entries)).toEqual([{ value: "sad", count: 1 }]);
  });

  it("the greeting reads the corrected feeling", () => {
    const greet = (entry: JournalEntry) =>
      localGreeting({ recentEntries: [greetingEntryOf(entry)], userName: "Ada", timeOfDay: "morning" });
    const analysedAsHappy = patternEntry("2025-11-19T09:00:00.000Z", { emotion: "happy", mood: "positive", emotionIntensity: 6 });
    expect(greet(correctedSad())).toMatch(/heavy/);
    expect(greet(analysedAsHappy)).not.toMatch(/heavy/);
  });

  it("CSV, Markdown and Ripple's JSON export carry the corrected emotion and that the person set it", () => {
    const entry = correctedSad();
    const [header, row] = entriesToCsv([entry]).replace("\uFEFF", "").split("\r\n");
    const cells = (line: string) => line.split(",");
    const byColumn = Object.fromEntries(cells(header!).map((name, i) => [name, cells(row!)[i]]));
    expect(CSV_COLUMNS).toContain("emotion_set_by");
    expect(byColumn).toMatchObject({ emotion: "sad", intensity: "8", mood: "negative", emotion_set_by: "person" });
    expect(frontMatterOf(entry)).toMatchObject({ emotion: "sad", intensity: 8, mood: "negative", emotion_set_by: "person" });
    expect(frontMatterOf(patternEntry("2025-11-19T09:00:00.000Z"))).not.toHaveProperty("emotion_set_by");
    // the JSON export is the entries as they are; reading it back keeps the mark
    const item = rippleEntryItem(JSON.parse(JSON.stringify({ ...entry, id: "8d5f1d7e-4b5a-4f7e-9a57-1b2c3d4e5f60" })), 0, "export.json");
    expect(item.ok && item.entry.analysis).toMatchObject({ emotion: "sad", emotionSetBy: "person" });
  });
});
