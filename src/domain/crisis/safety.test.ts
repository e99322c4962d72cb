import { describe, expect, it } from "vitest";
import type { CrisisAssessment } from "./detector";
import { crisisLinesForCountry, isCrisisLine } from "./lines";
import {
  CRISIS_MAX_WELLNESS,
  applyCrisisToAnalysis,
  applyCrisisToResult,
  crisisAdjusted,
  crisisReply,
  crisisSuggestions,
  isSafeCrisisReply,
  shouldShowSupport,
  withCrisisLinesFirst,
} from "./safety";
import { BUILT_IN_SUPPORT, CRISIS_RESOURCES } from "../replies/support-resources";
import type { Analysis, OrchestratorResult } from "../types";

const US = crisisLinesForCountry("US");
const GB = crisisLinesForCountry("GB");
const CRISIS: CrisisAssessment = { crisis: true, level: "crisis", reasons: ["intent", "plan"] };
const CONCERN: CrisisAssessment = { crisis: true, level: "concern", reasons: ["hopelessness"] };
const NONE: CrisisAssessment = { crisis: false, level: "none", reasons: [] };

const analysis = (overrides: Partial<Analysis> = {}): Analysis => ({
  primaryEmotion: "hopeful",
  emotionIntensity: 3,
  secondaryEmotions: [],
  mood: "positive",
  insights: "The person centers on hope.",
  suggestions: ["Set a clear end time for work today."],
  themes: ["work"],
  wellnessScore: 8,
  isAiGenerated: false,
  crisis: false,
  crisisLevel: "none",
  ...overrides,
});

const result = (overrides: Partial<OrchestratorResult> = {}): OrchestratorResult => ({
  analysis: analysis(),
  aiResponse: "That sense of possibility is precious. I'm glad you're feeling it.",
  shouldShowAnalysis: true,
  conversationFlow: "complete",
  ...overrides,
});

const POSITIVE_FRAMING = /possibilit|glad|warmth|wonderful|happy|joy|great|!/i;

describe("the support block", () => {
  it("shows in a crisis whatever the intensity and mood", () => {
    expect(shouldShowSupport({ emotionIntensity: 1, mood: "positive", crisis: true })).toBe(true);
  });

  it("otherwise needs intensity 7 or more with a negative or mixed mood (a joyful 7/10 gets none)", () => {
    expect(shouldShowSupport({ emotionIntensity: 7, mood: "negative" })).toBe(true);
    expect(shouldShowSupport({ emotionIntensity: 7, mood: "mixed" })).toBe(true);
    expect(shouldShowSupport({ emotionIntensity: 6, mood: "negative" })).toBe(false);
    expect(shouldShowSupport({ emotionIntensity: 7, mood: "positive" })).toBe(false);
    expect(shouldShowSupport({ emotionIntensity: 10, mood: "neutral" })).toBe(false);
  });
});

describe("a crisis analysis", () => {
  it("is never positive, has wellness at most 3, and is raised to high intensity", () => {
    const safe = applyCrisisToAnalysis(analysis(), CRISIS, US);
    expect(safe.mood).toBe("negative");
    expect(safe.primaryEmotion).toBe("sad");
    expect(safe.wellnessScore).toBe(CRISIS_MAX_WELLNESS);
    expect(safe.emotionIntensity).toBe(8);
    expect(applyCrisisToAnalysis(analysis({ wellnessScore: 2 }), CRISIS, US).wellnessScore).toBe(2);
    expect(applyCrisisToAnalysis(analysis(), CONCERN, US).emotionIntensity).toBe(7);
    expect(applyCrisisToAnalysis(analysis({ primaryEmotion: "joy" }), CRISIS, US).primaryEmotion).toBe("sadness");
    expect(applyCrisisToAnalysis(analysis({ primaryEmotion: "anxious", mood: "negative" }), CRISIS, US).primaryEmotion).toBe("anxious");
  });

  it("carries crisis, its level, and the region's lines first, whatever the provider sent", () => {
    const fromProvider = analysis({ supportResources: [BUILT_IN_SUPPORT.sad[0]!, BUILT_IN_SUPPORT.sad[1]!] });
    const safe = applyCrisisToAnalysis(fromProvider, CRISIS, GB);
    expect(safe.crisis).toBe(true);
    expect(safe.crisisLevel).toBe("crisis");
    expect(safe.supportResources?.slice(0, GB.lines.length)).toEqual(GB.lines);
    expect(safe.supportResources?.map((r) => r.title)).toContain("Self-Compassion Meditation");
    // another region's lines never show: the US lifeline is dropped for the UK's
    const withUsLines = applyCrisisToAnalysis(analysis({ supportResources: [...CRISIS_RESOURCES] }), CRISIS, GB);
    expect(JSON.stringify(withUsLines.supportResources)).not.toContain("988");
  });

  it("replaces upbeat insights and unfitting suggestions with ones about getting support now", () => {
    const safe = applyCrisisToAnalysis(analysis(), CRISIS, US);
    expect(safe.insights).not.toMatch(POSITIVE_FRAMING);
    expect(safe.suggestions).toEqual(crisisSuggestions("crisis", US));
    expect(safe.suggestions[0]).toContain("988");
    expect(safe.suggestions.join(" ")).toContain("911");
    for (const suggestion of safe.suggestions) expect(suggestion.length).toBeGreaterThan(15);
  });

  it("leaves a reading alone when there is no crisis", () => {
    const reading = { primaryEmotion: "happy", emotionIntensity: 7, mood: "positive" as const, wellnessScore: 9 };
    expect(crisisAdjusted(reading, NONE)).toEqual(reading);
  });
});

describe("outside a crisis", () => {
  it("marks crisis false and drops the support block from a joyful 7/10", () => {
    const joyful = applyCrisisToAnalysis(
      analysis({ primaryEmotion: "happy", emotionIntensity: 7, supportResources: [...BUILT_IN_SUPPORT.default] }),
      NONE,
      US,
    );
    expect(joyful.crisis).toBe(false);
    expect(joyful.crisisLevel).toBe("none");
    expect(joyful.supportResources).toBeUndefined();
  });

  it("keeps the support block for an intense negative mood, with the region's lines instead of another's", () => {
    const sad = applyCrisisToAnalysis(
      analysis({
        primaryEmotion: "sad",
        mood: "negative",
        emotionIntensity: 8,
        supportResources: [...CRISIS_RESOURCES, ...BUILT_IN_SUPPORT.sad],
      }),
      NONE,
      GB,
    );
    const text = JSON.stringify(sad.supportResources);
    expect(text).toContain("116123");
    expect(text).not.toContain("988");
    expect(sad.supportResources?.[0]?.title).toBe("Self-Compassion Meditation");
  });
});

describe("the support block outside a crisis, in proportion (decision 024)", () => {
  const hard = (overrides: Partial<Analysis>) => analysis({ mood: "negative", emotionIntensity: 9, ...overrides });

  it("holds at most three resources for the feeling, then the region's lines, whatever was sent", () => {
    const sent = [...BUILT_IN_SUPPORT.default, ...BUILT_IN_SUPPORT.anxious, ...BUILT_IN_SUPPORT.grief];
    const block = applyCrisisToAnalysis(hard({ primaryEmotion: "anxious", supportResources: sent }), NONE, US).supportResources ?? [];
    const others = block.filter((r) => !isCrisisLine(r));
    expect(others.length).toBeLessThanOrEqual(3);
    expect(block.slice(others.length)).toEqual(US.lines);
  });

  it("reads the words: despair gets no anger meditation, a loss gets grief resources", () => {
    const despair = applyCrisisToAnalysis(hard({ primaryEmotion: "angry", supportResources: [...BUILT_IN_SUPPORT.angry] }), NONE, US, {
      text: "I'm so tired of everything, nothing will ever change",
    });
    expect(despair.supportResources?.map((r) => r.title)).not.toContain("Calming Anger Meditation");
    const loss = applyCrisisToAnalysis(hard({ primaryEmotion: "sad", supportResources: [] }), NONE, US, {
      text: "I keep thinking about my grandmother who passed away last year",
    });
    expect(loss.supportResources?.[0]?.title).toBe("Meditation for Grief");
  });

  it("leaves a crisis as decision 009 says: the lines first, full", () => {
    const safe = applyCrisisToAnalysis(hard({ primaryEmotion: "sad", supportResources: [...BUILT_IN_SUPPORT.sad] }), CRISIS, US, {
      text: "I don't want to be here anymore",
    });
    expect(safe.supportResources?.slice(0, US.lines.length)).toEqual(US.lines);
  });
});

describe("the reply to a crisis", () => {
  it("is calm, says they are not alone and points to the region's lines", () => {
    for (const country of ["US", "GB", "AU", "DE", "FR", "IT", "JP", "CN", "TR", "LU"]) {
      const lines = crisisLinesForCountry(country);
      for (const level of ["crisis", "concern"] as const) {
        const reply = crisisReply(level, lines);
        expect(reply).toMatch(/not alone/);
        expect(reply).toContain(lines.spokenAction);
        expect(reply).not.toMatch(POSITIVE_FRAMING);
        expect(isSafeCrisisReply(reply)).toBe(true);
      }
    }
    expect(crisisReply("crisis", US)).toContain("call 911");
  });

  it("replaces a cheerful model reply, and keeps a safe one", () => {
    const cheerful = applyCrisisToResult(result(), CRISIS, US);
    expect(cheerful.aiResponse).toBe(crisisReply("crisis", US));
    expect(cheerful.shouldShowAnalysis).toBe(true);
    expect(cheerful.conversationFlow).toBe("deepen");
    const careful = "I'm so sorry you're hurting this much. You're not alone — please call or text 988 right now.";
    expect(applyCrisisToResult(result({ aiResponse: careful }), CRISIS, US).aiResponse).toBe(careful);
  });

  it("judges model replies: upbeat words, no 'not alone' or no pointer to help are replaced", () => {
    expect(isSafeCrisisReply("You're not alone. I'm glad you shared; call 988.")).toBe(false);
    expect(isSafeCrisisReply("You're not alone! Call 988.")).toBe(false);
    expect(isSafeCrisisReply("That sounds painful. Please call 988.")).toBe(false);
    expect(isSafeCrisisReply("That sounds painful and you're not alone.")).toBe(false);
    expect(isSafeCrisisReply("")).toBe(false);
  });

  it("keeps a calm reply that points to any region's line by its number or name alone", () => {
    for (const pointer of [
      "Please reach 3114 now.",
      "The people at 188 are there for you tonight.",
      "CVV 188 is there for you tonight.",
      "TelefonSeelsorge is there tonight, on 0800 111 0 111.",
      "The Telefonseelsorge on 142 is there for you.",
      "Die Dargebotene Hand is there for you.",
      "Telefono Amico is there for you this evening.",
      "The Línea 024 is there for you.",
      "Línea de la Vida, 800 911 2000, is there for you.",
      "SOS Voz Amiga is there for you this evening.",
      "The national line 1411 is there for you.",
      "113 Zelfmoordpreventie is there for you, also on 0800-0113.",
      "The Zelfmoordlijn 1813 is there for you.",
      "The Centrum Wsparcia on 800 70 2222 is there for you.",
      "Mind Självmordslinjen, 90101, is there for you.",
      "Tele-MANAS on 14416 is there for you.",
      "よりそいホットライン is there for you.",
      "いのちの電話 is there for you.",
      "109 is there for you at any hour.",
      "12356 is there for you.",
      "findahelpline.com lists people who are there for you.",
    ]) {
      expect(isSafeCrisisReply(`I'm so sorry you're hurting. You're not alone. ${pointer}`), pointer).toBe(true);
    }
  });

  it("does not take a number or a word that names no line as pointing to help", () => {
    for (const other of [
      "It has been 15 years of this.",
      "You have carried this for 31145 days.",
      "Keep in mind that feelings change.",
      "You don't have to shout to be heard.",
      "It has been hard since 2024.",
    ]) {
      expect(isSafeCrisisReply(`I'm so sorry you're hurting. You're not alone. ${other}`), other).toBe(false);
    }
  });

  it("says a line answers day or night only when it does", () => {
    const italy = crisisLinesForCountry("IT");
    expect(crisisReply("concern", italy)).not.toMatch(/any time|day or night/);
    expect(crisisReply("concern", italy)).toContain("02 2327 2327, from 10 am to midnight");
    expect(crisisSuggestions("concern", italy)[0]).toBe(
      "Call Telefono Amico on 02 2327 2327, from 10 am to midnight: someone is there to listen.",
    );
    expect(crisisReply("concern", crisisLinesForCountry("FR"))).toContain("call 3114 free, any time of day or night");
    expect(crisisSuggestions("crisis", crisisLinesForCountry("FR"))[0]).toBe("Call 3114 free: someone is there to listen, day or night.");
    expect(crisisReply("crisis", crisisLinesForCountry("JP"))).toContain("call 119");
  });

  it("answers a silent or failed pipeline with the safe reply and the analysis shown", () => {
    const failed = applyCrisisToResult(
      result({
        aiResponse: "Thank you for sharing this moment with me.",
        shouldShowAnalysis: false,
        responseError: "AI services temporarily unavailable",
      }),
      CRISIS,
      US,
    );
    expect(failed.aiResponse).toBe(crisisReply("crisis", US));
    expect(failed.responseError).toBeUndefined();
    expect(failed.shouldShowAnalysis).toBe(true);
  });
});

describe("withCrisisLinesFirst", () => {
  it("puts the lines first and keeps at most two other resources, never a line twice", () => {
    const list = withCrisisLinesFirst(US, [...BUILT_IN_SUPPORT.anxious, ...BUILT_IN_SUPPORT.angry]);
    expect(list.slice(0, 3)).toEqual(US.lines);
    expect(list).toHaveLength(5);
    expect(new Set(list.map((r) => r.url)).size).toBe(list.length);
  });
});
