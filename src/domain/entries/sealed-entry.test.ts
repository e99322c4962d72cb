import { describe, expect, it } from "vitest";
import { parseEntryPayload, serialiseEntryPayload } from "./sealed-entry";
import type { EntryPayload } from "./sealed-entry";

const payload: EntryPayload = {
  entryText: "Café by the sea, 🌊 and a quiet mind",
  emotion: "calm",
  language: "en",
  duration: 42.5,
  emotionIntensity: 6,
  mood: "positive",
  wellnessScore: 8,
  aiInsights: null,
  aiSuggestions: ["Walk again"],
  themes: ["nature"],
  isAiGenerated: true,
};

describe("entry payload", () => {
  it("round-trips every field, in the entry JSON's order, leaving out anything else", () => {
    const json = serialiseEntryPayload({ ...payload, id: "x", aiResponse: "not in the payload" } as EntryPayload);
    expect(Object.keys(JSON.parse(json) as object)).toEqual([
      "entryText",
      "emotion",
      "language",
      "duration",
      "emotionIntensity",
      "mood",
      "wellnessScore",
      "aiInsights",
      "aiSuggestions",
      "themes",
      "isAiGenerated",
    ]);
    expect(parseEntryPayload(json)).toEqual(payload);
  });

  it("refuses what is not a payload: bad JSON, a missing field, a wrong type, an unknown mood", () => {
    const json = serialiseEntryPayload(payload);
    const without = (field: string) => {
      const value = JSON.parse(json) as Record<string, unknown>;
      delete value[field];
      return JSON.stringify(value);
    };
    const changed = (field: string, to: unknown) => JSON.stringify({ ...(JSON.parse(json) as object), [field]: to });
    expect(parseEntryPayload("{not json")).toBeNull();
    expect(parseEntryPayload("null")).toBeNull();
    expect(parseEntryPayload('"text"')).toBeNull();
    expect(parseEntryPayload(without("entryText"))).toBeNull();
    expect(parseEntryPayload(without("aiInsights"))).toBeNull();
    expect(parseEntryPayload(changed("emotionIntensity", "6"))).toBeNull();
    expect(parseEntryPayload(changed("aiSuggestions", ["ok", 3]))).toBeNull();
    expect(parseEntryPayload(changed("themes", "nature"))).toBeNull();
    expect(parseEntryPayload(changed("mood", "furious"))).toBeNull();
    expect(parseEntryPayload(changed("isAiGenerated", "true"))).toBeNull();
    expect(parseEntryPayload(changed("aiInsights", "An insight"))).toEqual({ ...payload, aiInsights: "An insight" });
    expect(parseEntryPayload(changed("editedAt", 1_700_000_000_000))).toBeNull();
  });

  it("keeps editedAt when the text was edited, last, and leaves it out (not undefined) when it never was", () => {
    const edited = { ...payload, editedAt: "2026-11-24T10:15:30.123Z" };
    const json = serialiseEntryPayload(edited);
    expect(Object.keys(JSON.parse(json) as object).at(-1)).toBe("editedAt");
    expect(parseEntryPayload(json)).toEqual(edited);
    const never = parseEntryPayload(serialiseEntryPayload({ ...payload, editedAt: undefined }));
    expect(never).toEqual(payload);
    expect(never && "editedAt" in never).toBe(false);
  });

  it("drops unknown fields it reads and keeps the optional ones absent, in the entry JSON's order", () => {
    const json = JSON.stringify({
      ...payload,
      aiResponse: "a reply",
      id: "x",
      createdAt: "2026-11-24T10:15:30.123Z",
      extra: { nested: 1 },
    });
    const parsed = parseEntryPayload(json);
    expect(parsed).toEqual(payload);
    expect(Object.keys(parsed ?? {})).toEqual(Object.keys(payload));
    for (const field of ["editedAt", "dateOnly", "emotionSetBy", "kind"]) expect(parsed && field in parsed).toBe(false);
  });

  it("reads the optional fields as they are written and refuses other values for them", () => {
    const json = JSON.parse(serialiseEntryPayload(payload)) as object;
    const read = (extra: object) => parseEntryPayload(JSON.stringify({ ...json, ...extra }));
    const full = { editedAt: "2026-11-24T10:15:30.123Z", dateOnly: true, emotionSetBy: "person", kind: "check-in" } as const;
    expect(read(full)).toEqual({ ...payload, ...full });
    expect(Object.keys(read(full) ?? {}).slice(-4)).toEqual(["editedAt", "dateOnly", "emotionSetBy", "kind"]);
    // a reflection says nothing: it reads as a payload without a kind
    const reflection = read({ kind: "reflection" });
    expect(reflection).toEqual(payload);
    expect(reflection && "kind" in reflection).toBe(false);
    expect(read({ dateOnly: false })).toBeNull();
    expect(read({ emotionSetBy: "analysis" })).toBeNull();
    expect(read({ kind: "dream" })).toBeNull();
    expect(read({ editedAt: null })).toBeNull();
    expect(parseEntryPayload(JSON.stringify([payload]))).toBeNull();
  });

  it("never carries a media list inside the envelope: written without one, and one in the JSON is dropped", () => {
    const item = { id: "m", entryId: "e", kind: "photo", contentType: "image/jpeg", byteSize: 1, sealed: true, of: null };
    const media = [{ ...item, durationMs: null, width: 1, height: 1, createdAt: "2026-11-24T10:15:30.123Z" }];
    expect(JSON.parse(serialiseEntryPayload({ ...payload, media } as typeof payload))).not.toHaveProperty("media");
    const json = JSON.parse(serialiseEntryPayload(payload)) as object;
    const read = parseEntryPayload(JSON.stringify({ ...json, media }));
    expect(read).toEqual(payload);
    expect(read && "media" in read).toBe(false);
  });
});
