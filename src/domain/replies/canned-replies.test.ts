import { describe, expect, it } from "vitest";
import { EKMAN_EMOTIONS, LOCAL_EMOTIONS } from "../types";
import {
  CANNED_REPLIES,
  cannedReply,
  CHAT_FALLBACK_REPLY,
  GENTLE_SUFFIX,
  HARD_TEXT_REPLIES,
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
import { emotionFamily } from "../analysis/emotion-family";

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

/** A seeded source, so a run of entries is reproducible. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const sentences = (reply: string) => (reply.match(/[^.?!]+[.?!]*/g) ?? []).map((s) => s.trim().toLowerCase());
/** The first sentence seen twice within `window` successive replies, or null. */
function repeatWithin(replies: readonly string[], window: number): string | null {
  for (let i = 0; i < replies.length; i++) {
    const seen = new Set(replies.slice(Math.max(0, i - window + 1), i).flatMap(sentences));
    const again = sentences(replies[i]!).find((sentence) => seen.has(sentence));
    if (again) return again;
  }
  return null;
}

describe("replies across entries", () => {
  const contexts = [
    { emotion: "sad", intensity: 8, mood: "negative", text: "I feel so sad and heavy today" },
    { emotion: "anxious", intensity: 9, mood: "mixed", text: "I'm panicking about tomorrow" },
    { emotion: "angry", intensity: 5, mood: "mixed", text: "My flatmate ate my food again and I'm furious" },
    { emotion: "tired", intensity: 6, mood: "negative", text: "I'm exhausted" },
    { emotion: "happy", intensity: 5, mood: "positive", text: "A good walk in the sun with my dog" },
    { emotion: "reflective", intensity: 2, mood: "neutral", text: "Just noting the day" },
    { emotion: "sad", intensity: 7, mood: "negative", text: "My grandmother passed away last year and I miss her so much" },
    { emotion: "angry", intensity: 7, mood: "negative", text: "I'm so tired of everything, nothing will ever change" },
    { emotion: "happy", intensity: 5, mood: "mixed", text: "this exam is killing me lol" },
  ] as const;

  it.each(contexts)("do not repeat a sentence within 5 successive $emotion entries ($text)", (context) => {
    const random = seeded(7);
    const replies: string[] = [];
    for (let i = 0; i < 20; i++) replies.push(cannedReply(context, random, replies.slice(-4).reverse()));
    expect(repeatWithin(replies, 5)).toBeNull();
  });
});

const UPBEAT = /\b(warmth|lovely|glad|wonderful|happiness|joy|brightness|precious|pleasure)\b|!/i;

describe("replies to a hard text", () => {
  it.each([
    ["happy", "mixed", "this exam is killing me lol"],
    ["happy", "mixed", "I'm happy for her but I cried the whole night"],
    ["grateful", "negative", "thanks for nothing, I feel awful"],
    ["hopeful", "mixed", "I'm so tired of everything, nothing will ever change"],
    ["reflective", "negative", "I feel empty and alone tonight"],
    ["calm", "neutral", "My dad passed away in the spring"],
    ["sad", "negative", "I feel so sad"],
    ["anxious", "negative", "I'm anxious about the presentation"],
    ["angry", "negative", "I'm furious with him"],
  ])("never gets an upbeat reply: %s / %s / %s", (emotion, mood, text) => {
    for (let i = 0; i < 40; i++) {
      const reply = cannedReply({ emotion, intensity: 6, mood, text }, () => i / 40);
      expect(reply, reply).not.toMatch(UPBEAT);
    }
  });

  it("answers an exam joke with the strain, not warm gratitude", () => {
    const reply = cannedReply({ emotion: "happy", intensity: 5, mood: "mixed", text: "this exam is killing me lol" }, () => 0);
    expect(
      HARD_TEXT_REPLIES.strain.some((fitting) => reply.startsWith(fitting)),
      reply,
    ).toBe(true);
    expect(reply).not.toMatch(/warmth|gratitude|lovely|glad/i);
  });

  it("answers hopelessness read as anger without 'frustration is telling you something matters'", () => {
    for (let i = 0; i < 20; i++) {
      const reply = cannedReply(
        { emotion: "angry", intensity: 7, mood: "negative", text: "I'm so tired of everything, nothing will ever change" },
        () => i / 20,
      );
      expect(HARD_TEXT_REPLIES.hopeless).toContain(reply);
    }
  });

  it("answers a loss with grief replies", () => {
    const reply = cannedReply({ emotion: "sad", intensity: 7, mood: "negative", text: "I miss her so much since she died" }, () => 0);
    expect(HARD_TEXT_REPLIES.loss).toContain(reply);
  });

  it("keeps upbeat replies for a plainly good entry", () => {
    expect(cannedReply({ emotion: "joy", intensity: 5, mood: "positive", text: "We got engaged today" }, () => 0)).toBe(
      CANNED_REPLIES.joy[0],
    );
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

  // Turn after turn of the same feeling, each reply added to the conversation's earlier ones (newest first).
  const turns = (count: number, emotion: string | undefined, random: () => number, message = "") => {
    const said: string[] = [];
    for (let turn = 0; turn < count; turn += 1) said.unshift(localCompanionReply(emotion, 5, random, { message, said }));
    return said.reverse();
  };
  const sentences = (text: string) => (text.match(/[^.?!]+[.?!]*/g) ?? []).map((sentence) => sentence.trim());

  it("says a sentence of the conversation only once until the tone's replies are used up, then the one said longest ago", () => {
    for (const [emotion, tone] of [
      ["sadness", "empathetic"],
      ["joy", "encouraging"],
      ["anger", "supportive"],
      [undefined, "gentle"],
    ] as const) {
      for (const random of [first, last, () => 0.5]) {
        const pool = LOCAL_COMPANION_REPLIES[tone];
        const replies = turns(pool.length + 2, emotion, random);
        const firstRound = replies.slice(0, pool.length);
        expect(new Set(firstRound.flatMap(sentences)).size).toBe(firstRound.flatMap(sentences).length);
        expect([...firstRound].sort()).toEqual([...pool].sort());
        expect(replies.slice(pool.length)).toEqual(firstRound.slice(0, 2));
      }
    }
  });

  it("with nothing said before, answers as it always did", () => {
    expect(localCompanionReply("joy", 5, last, { said: [] })).toBe(LOCAL_COMPANION_REPLIES.encouraging.at(-1));
  });

  it("never answers a hard text upbeat, whatever the feeling it is given", () => {
    const upbeat = new Set(LOCAL_COMPANION_REPLIES.encouraging);
    for (const message of ["My grandmother passed away last week.", "I'm so stressed about the deadline.", "I feel so lonely and sad."]) {
      for (const random of [first, last]) {
        const replies = turns(6, "joy", random, message);
        expect(replies.filter((reply) => upbeat.has(reply))).toEqual([]);
        expect(new Set(replies.slice(0, 4)).size).toBe(4);
      }
    }
    expect(upbeat.has(localCompanionReply("joy", 5, first, { message: "We won the match today!" }))).toBe(true);
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
