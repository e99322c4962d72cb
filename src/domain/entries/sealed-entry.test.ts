import { describe, expect, it } from "vitest";
import { ENVELOPE_FORMAT, SEAL_PURPOSE, envelopeOwner, parseEntryPayload, sealAssociatedData, serialiseEntryPayload } from "./sealed-entry";
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
});

describe("envelope", () => {
  it("tells server formats (below 0x80) from browser formats (0x80 and up)", () => {
    expect(envelopeOwner(ENVELOPE_FORMAT.serverV2)).toBe("server");
    expect(envelopeOwner(0x7f)).toBe("server");
    expect(envelopeOwner(ENVELOPE_FORMAT.browserV1)).toBe("browser");
    expect(envelopeOwner(0x80)).toBe("browser");
    expect(envelopeOwner(0xff)).toBe("browser");
  });

  it("binds purpose, format, user and row in associated data a browser can rebuild byte for byte", () => {
    const binding = { purpose: SEAL_PURPOSE.entry, userId: "user-1", rowId: "5f0c6a1e-0000-4000-8000-000000000001" };
    expect(new TextDecoder().decode(sealAssociatedData(2, binding))).toBe(
      '["journal_entries.sealed",2,"user-1","5f0c6a1e-0000-4000-8000-000000000001"]',
    );
    // a user id with the separator in it cannot pass for another user and row
    const tricky = sealAssociatedData(2, { purpose: SEAL_PURPOSE.entry, userId: 'a","b', rowId: "c" });
    const plain = sealAssociatedData(2, { purpose: SEAL_PURPOSE.entry, userId: "a", rowId: 'b","c' });
    expect(Buffer.from(tricky).equals(Buffer.from(plain))).toBe(false);
  });
});
