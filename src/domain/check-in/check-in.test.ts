// A check-in without words (decision 048): its result and stored fields, the kind in the entry
// contract, the input schema and the sealed payload (payloads written before check-ins read the
// same), the request's validation, and the exports that carry the kind.
import { describe, expect, it } from "vitest";
import { buildEntry, buildEntryInput, buildPayload } from "../../../tests/setup/factories";
import { CheckInRequestSchema } from "../contract/check-ins";
import { JournalEntrySchema } from "../contract/entries";
import { crisisLinesForCountry } from "../crisis/lines";
import { crisisReply } from "../crisis/safety";
import { EMOTION_CHOICE_MESSAGE, INTENSITY_CHOICE_MESSAGE, PICKABLE_EMOTIONS } from "../analysis/emotion-choices";
import { EntryInputSchema } from "../entries/entry-schema";
import { aggregatePatterns } from "../patterns/aggregate";
import { emotionMix } from "../patterns/emotion-mix";
import { patternEntry } from "../patterns/test-entries";
import { parseEntryPayload, serialiseEntryPayload } from "../entries/sealed-entry";
import { CSV_COLUMNS, csvRow } from "../transfer/csv-export";
import { frontMatterOf } from "../transfer/markdown-export";
import { rippleEntryItem } from "../transfer/ripple-import";
import { checkInFields, checkInReply, checkInResult } from "./check-in";
import { CHECK_IN_NOTE_MESSAGE, MAX_CHECK_IN_NOTE, entryKind, isCheckIn } from "./kinds";

const US = crisisLinesForCountry("US");
const DESPAIR = "I want to die, nothing matters anymore, I cannot go on";

describe("a check-in's result and fields", () => {
  it("is the person's feeling, with its family's mood, local wellness, a calm reply and no support for a light feeling", () => {
    const checkIn = { emotion: "content", emotionIntensity: 4, note: "", language: "en" };
    const result = checkInResult(checkIn, { crisisLines: US });
    expect(result.analysis).toMatchObject({ primaryEmotion: "content", emotionIntensity: 4, mood: "positive", crisis: false });
    expect(result.analysis.supportResources).toBeUndefined();
    expect(result.aiResponse).toBe(checkInReply(checkIn));
    expect(checkInFields(checkIn, result)).toEqual({
      entryText: "",
      emotion: "content",
      emotionIntensity: 4,
      mood: "positive",
      wellnessScore: result.analysis.wellnessScore,
      aiInsights: null,
      aiSuggestions: [],
      themes: [],
      isAiGenerated: false,
      kind: "check-in",
      emotionSetBy: "person",
    });
  });

  it("shows the support block in proportion for a strong hard feeling, with the region's lines", () => {
    const result = checkInResult({ emotion: "sad", emotionIntensity: 9, note: "" }, { crisisLines: US });
    expect(result.analysis.crisis).toBe(false);
    expect(result.analysis.supportResources?.some((resource) => resource.isEmergency)).toBe(true);
  });

  it("reads the line for crisis language: the lines first, the calm reply, wellness at most 3; the stored feeling stays the person's", () => {
    const checkIn = { emotion: "happy", emotionIntensity: 2, note: DESPAIR, language: "en" };
    const result = checkInResult(checkIn, { crisisLines: US });
    expect(result.analysis).toMatchObject({ crisis: true, crisisLevel: "crisis", mood: "negative" });
    expect(result.analysis.supportResources?.slice(0, US.lines.length)).toEqual(US.lines);
    expect(result.aiResponse).toBe(crisisReply("crisis", US));
    const fields = checkInFields(checkIn, result);
    expect(fields).toMatchObject({ emotion: "happy", emotionIntensity: 2, mood: "positive", entryText: DESPAIR });
    expect(fields.wellnessScore).toBeLessThanOrEqual(3);
  });

  it("reads the line in its language", () => {
    const result = checkInResult({ emotion: "sad", emotionIntensity: 5, note: "Je veux mourir", language: "fr-FR" }, { crisisLines: US });
    expect(result.analysis.crisis).toBe(true);
  });
});

describe("the kind of an entry", () => {
  it("is a reflection unless it says it is a check-in", () => {
    expect(entryKind({})).toBe("reflection");
    expect(entryKind({ kind: "check-in" })).toBe("check-in");
    expect(isCheckIn({ kind: "reflection" })).toBe(false);
  });

  it("is in the contract's entry, and nothing else is a kind", () => {
    expect(JournalEntrySchema.parse(buildEntry({ kind: "check-in" })).kind).toBe("check-in");
    expect(JournalEntrySchema.parse(buildEntry()).kind).toBeUndefined();
    expect(JournalEntrySchema.safeParse({ ...buildEntry(), kind: "poem" }).success).toBe(false);
  });

  it("lets only a check-in go without words in the entry input", () => {
    expect(EntryInputSchema.parse(buildEntryInput({ entryText: "  ", kind: "check-in" })).entryText).toBe("");
    const empty = EntryInputSchema.safeParse(buildEntryInput({ entryText: "  " }));
    expect(empty.error?.issues).toEqual([expect.objectContaining({ path: ["entryText"], message: "must not be empty" })]);
    expect(EntryInputSchema.safeParse(buildEntryInput({ entryText: "", kind: "reflection" })).success).toBe(false);
  });

  it("is sealed in the payload only for a check-in: older payloads and reflections read as before", () => {
    const reflection = buildPayload();
    expect(serialiseEntryPayload(reflection)).not.toContain("kind");
    expect(serialiseEntryPayload({ ...reflection, kind: "reflection" })).toBe(serialiseEntryPayload(reflection));
    const checkIn = buildPayload({ entryText: "", kind: "check-in", emotionSetBy: "person" });
    expect(parseEntryPayload(serialiseEntryPayload(checkIn))).toEqual(checkIn);
    expect(parseEntryPayload(serialiseEntryPayload(reflection))).toEqual(reflection);
    expect(parseEntryPayload(JSON.stringify({ ...reflection, kind: "poem" }))).toBeNull();
  });
});

describe("POST /api/check-ins's body", () => {
  const body = (overrides: Record<string, unknown>) => ({ id: crypto.randomUUID(), emotion: "sad", emotionIntensity: 5, ...overrides });
  const message = (overrides: Record<string, unknown>) => CheckInRequestSchema.safeParse(body(overrides)).error?.issues[0]?.message;

  it("takes a feeling of the app's set in any case, a whole strength 1-10 and an optional trimmed line", () => {
    expect(CheckInRequestSchema.parse(body({ emotion: " Anxious ", note: "  a line  " }))).toMatchObject({
      emotion: "anxious",
      note: "a line",
    });
    expect(CheckInRequestSchema.parse(body({})).note).toBe("");
  });

  it("refuses anything else with words that say why", () => {
    expect(message({ emotion: "joy" })).toBe(EMOTION_CHOICE_MESSAGE);
    expect(message({ emotionIntensity: 0 })).toBe(INTENSITY_CHOICE_MESSAGE);
    expect(message({ emotionIntensity: "5" })).toBe(INTENSITY_CHOICE_MESSAGE);
    expect(message({ note: "x".repeat(MAX_CHECK_IN_NOTE + 1) })).toBe(CHECK_IN_NOTE_MESSAGE);
    expect(CheckInRequestSchema.safeParse(body({ wellnessScore: 3 })).success).toBe(false);
  });
});

describe("exports and Ripple's own import", () => {
  const checkIn = buildEntry({
    entryText: "",
    kind: "check-in",
    emotionSetBy: "person",
    aiInsights: null,
    aiSuggestions: [],
    themes: [],
  });

  it("the CSV ends with the kind", () => {
    expect(CSV_COLUMNS.at(-1)).toBe("kind");
    expect(csvRow(checkIn).at(-1)).toBe("check-in");
    expect(csvRow(buildEntry()).at(-1)).toBe("reflection");
  });

  it("the Markdown front matter says a check-in", () => {
    expect(frontMatterOf(checkIn)).toMatchObject({ kind: "check-in", emotion_set_by: "person" });
    expect(frontMatterOf(buildEntry())).not.toHaveProperty("kind");
  });

  it("the JSON export reads back a check-in without words, and still refuses a reflection without any", () => {
    const item = rippleEntryItem(JSON.parse(JSON.stringify(checkIn)), 0, "ripple.json");
    expect(item).toMatchObject({ ok: true, entry: { entryText: "", analysis: { kind: "check-in", emotionSetBy: "person" } } });
    expect(rippleEntryItem({ ...checkIn, kind: undefined }, 0, "ripple.json").ok).toBe(false);
  });
});

describe("Your patterns", () => {
  it("counts check-ins in the mood, wellness and emotion charts like any entry", () => {
    const now = new Date("2025-11-20T12:00:00Z");
    const checkIn = patternEntry("2025-11-19T09:00:00Z", {
      kind: "check-in",
      entryText: "",
      emotion: "sad",
      mood: "negative",
      wellnessScore: 3,
    });
    const reflection = patternEntry("2025-11-18T09:00:00Z", { emotion: "happy", mood: "positive", wellnessScore: 8 });
    const data = aggregatePatterns([checkIn, reflection], { now });
    expect(data.total).toBe(2);
    const shares = emotionMix(data, "month").rows.at(-1)!.shares;
    expect(shares.map((share) => [share.family, share.count]).sort()).toEqual([
      ["joy", 1],
      ["sadness", 1],
    ]);
  });
});

describe("a check-in's reply in the capture language (decisions 025 and 048)", () => {
  const sad = { emotion: "sad", emotionIntensity: 4 };

  it("is written in Spanish, French, German, Italian and Portuguese, naming the feeling in that language", () => {
    const replies = ["es-ES", "fr-FR", "de-DE", "it-IT", "pt-BR"].map(
      (language) => checkInResult({ ...sad, note: "", language }, { crisisLines: US }).aiResponse,
    );
    expect(replies).toEqual([
      "Gracias por contarme cómo estás: la tristeza, 4 de 10.",
      "Merci d'avoir noté comment vous allez : la tristesse, 4 sur 10.",
      "Danke, dass du festhältst, wie es dir geht: Traurigkeit, 4 von 10.",
      "Grazie di aver condiviso come stai: la tristezza, 4 su 10.",
      "Agradeço por você contar como está: a tristeza, 4 de 10.",
    ]);
    expect(checkInReply({ ...sad, note: "Un jour long.", language: "fr" })).toBe(
      "Merci d'avoir noté comment vous allez : la tristesse, 4 sur 10, et vos mots avec.",
    );
  });

  it("stays English for English, for no language and for a language without local prose", () => {
    for (const language of ["en-US", undefined, "nl-NL", "ja"]) {
      expect(checkInReply({ ...sad, note: "", language })).toBe("Thank you for checking in: sad, 4 of 10.");
    }
  });

  it("names every feeling the sheet offers in the language's own word, and is never upbeat", () => {
    for (const language of ["es", "fr", "de", "it", "pt"]) {
      for (const emotion of PICKABLE_EMOTIONS) {
        for (const note of ["", "words"]) {
          const reply = checkInReply({ emotion, emotionIntensity: 9, note, language });
          expect(reply, `${language} ${emotion}`).not.toMatch(new RegExp(`\\b${emotion}\\b|!|«`, "u"));
        }
      }
    }
  });

  it("gives way to the calm crisis reply when the line holds crisis language", () => {
    const result = checkInResult({ ...sad, note: "Je veux mourir", language: "fr-FR" }, { crisisLines: US });
    expect(result.aiResponse).not.toContain("Merci d'avoir noté");
  });
});
