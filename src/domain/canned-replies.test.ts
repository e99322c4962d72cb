import { describe, expect, it } from "vitest";
import { EKMAN_EMOTIONS, LOCAL_EMOTIONS } from "./types";
import {
  CANNED_REPLIES,
  cannedReply,
  CHAT_FALLBACK_REPLY,
  GENTLE_SUFFIX,
  HONORED_THANK_YOU,
  honoredThankYou,
  INTENSE_SUFFIX,
  LOCAL_COMPANION_REPLIES,
  localCompanionReply,
  MIXED_SUFFIX,
  replySuffix,
  SILENCE_THANK_YOU,
  VOICE_PROCESSING_ERROR_REPLY,
} from "./canned-replies";
import { emotionFamily } from "./emotion-family";

const first = () => 0;
const last = () => 0.999_999;

describe("CANNED_REPLIES", () => {
  it("has replies for every emotion of both vocabularies", () => {
    for (const emotion of [...EKMAN_EMOTIONS, ...LOCAL_EMOTIONS, "reflective", "contemplative"]) {
      expect(CANNED_REPLIES[emotionFamily(emotion)].length).toBeGreaterThan(1);
    }
  });
});

describe("replySuffix", () => {
  it("adds the intense line at 8 or more", () => {
    expect(replySuffix(8, "negative")).toBe(" These feelings seem really intense right now.");
    expect(replySuffix(10, "mixed")).toBe(INTENSE_SUFFIX);
  });

  it("adds the gentle line at 3 or less", () => {
    expect(replySuffix(3, "neutral")).toBe(" Even gentle feelings like these deserve acknowledgment.");
    expect(replySuffix(1, "mixed")).toBe(GENTLE_SUFFIX);
  });

  it("adds the complexity line for a mixed mood between 4 and 7", () => {
    expect(replySuffix(4, "mixed")).toBe(MIXED_SUFFIX);
    expect(replySuffix(7, "mixed")).toBe(MIXED_SUFFIX);
  });

  it("adds nothing between 4 and 7 otherwise", () => {
    expect(replySuffix(4, "negative")).toBe("");
    expect(replySuffix(7, "positive")).toBe("");
  });
});

describe("cannedReply", () => {
  it("chooses from the emotion's replies with the random source", () => {
    const replies = CANNED_REPLIES.sadness;
    expect(cannedReply({ emotion: "sad", intensity: 5, mood: "negative" }, first)).toBe(replies[0]);
    expect(cannedReply({ emotion: "sadness", intensity: 5, mood: "negative" }, last)).toBe(replies.at(-1));
  });

  it("appends the suffix", () => {
    const reply = cannedReply({ emotion: "fear", intensity: 9, mood: "negative" }, first);
    expect(reply).toBe(`${CANNED_REPLIES.fear[0]} These feelings seem really intense right now.`);
  });

  it("survives an out-of-range random value", () => {
    expect(cannedReply({ emotion: "joy", intensity: 5, mood: "positive" }, () => 1)).toBe(CANNED_REPLIES.joy.at(-1));
  });
});

describe("fixed replies", () => {
  it("quotes the spec", () => {
    expect(VOICE_PROCESSING_ERROR_REPLY).toBe("Thank you for sharing this moment with me.");
    expect(CHAT_FALLBACK_REPLY).toBe("I'm here with you. Take your time, and share whatever feels right.");
  });
});

describe("localCompanionReply", () => {
  it("chooses by response tone", () => {
    expect(localCompanionReply("joy", 5, first)).toBe(LOCAL_COMPANION_REPLIES.encouraging[0]);
    expect(localCompanionReply("joy", 8, first)).toBe(LOCAL_COMPANION_REPLIES.empathetic[0]);
    expect(localCompanionReply("anger", 5, last)).toBe(LOCAL_COMPANION_REPLIES.supportive.at(-1));
    expect(localCompanionReply(undefined, 5, first)).toBe(CHAT_FALLBACK_REPLY);
  });
});

describe("honoredThankYou", () => {
  it("gives the silence message when the transcript mentions silence or moment", () => {
    expect(honoredThankYou("A moment of silence and reflection.")).toBe(SILENCE_THANK_YOU);
    expect(honoredThankYou("just a MOMENT")).toBe(SILENCE_THANK_YOU);
    expect(honoredThankYou("Silence.")).toBe(SILENCE_THANK_YOU);
  });

  it("gives the general thank-you otherwise", () => {
    expect(honoredThankYou("")).toBe(HONORED_THANK_YOU);
    expect(SILENCE_THANK_YOU).not.toBe(HONORED_THANK_YOU);
  });
});
