import { describe, expect, it } from "vitest";
import { CAPTURE_LANGUAGES, DEFAULT_CAPTURE_LANGUAGE, captureLanguage } from "./capture-languages";
import { EntryInputSchema } from "../entries/entry-schema";
import { whisperLanguage } from "../contract/transcriptions";

describe("the capture languages", () => {
  it("start at the spec's en-US and keep only a tag from the list", () => {
    expect(DEFAULT_CAPTURE_LANGUAGE).toBe("en-US");
    expect(captureLanguage("fr-FR")).toBe("fr-FR");
    expect(captureLanguage("xx-YY")).toBe("en-US");
    expect(captureLanguage(undefined)).toBe("en-US");
    expect(captureLanguage(42)).toBe("en-US");
  });

  it("are each a tag an entry stores and a Whisper server takes, listed once", () => {
    const tags = CAPTURE_LANGUAGES.map((language) => language.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) {
      expect(EntryInputSchema.shape.language.safeParse(tag).success, tag).toBe(true);
      expect(whisperLanguage(tag), tag).toMatch(/^[a-z]{2}$/);
    }
  });
});
