// The local steps: what a reflection is answered with on the device (offline, decision 020; a
// private journal, decision 021), on an import, and on the server when no provider is configured,
// the daily allowance is used up or a provider fails (each provider step falls back to these):
// the keyword analyser with local wellness (a language it does not read gets the neutral reading,
// decision 025), a canned reply, the template insight, canned suggestions (both avoiding the
// person's recent answers, decision 028) and the built-in support lists.
import { localWellness } from "../analysis/local-wellness";
import type { Random } from "../lib/pick";
import { readFeelings } from "../replies/local-reading";
import { localInsight, localReply, localSuggestions } from "../replies/local-replies";
import { builtInSupportResources } from "../replies/support-resources";
import type { EmotionReading, ReflectionSteps, TextInput } from "./steps";

/** The on-device reading of the words, in the entry's language. */
export function readLocally(text: string, language?: string | null): EmotionReading {
  const result = readFeelings(text, language);
  return {
    primaryEmotion: result.primaryEmotion,
    emotionIntensity: result.emotionIntensity,
    secondaryEmotions: result.secondaryEmotions,
    mood: result.mood,
    wellnessScore: localWellness(result),
    isAiGenerated: false,
  };
}

/** A canned reply in the entry's language, none of the recent ones. */
export function localReplyTo(input: TextInput, random: Random): string {
  const context = { emotion: input.primaryEmotion, intensity: input.emotionIntensity, mood: input.mood, text: input.text };
  return localReply(context, input.language, random, input.recent?.replies);
}

/** The template insight in the entry's language (the words read for a loss, hopelessness or strain). */
export function localInsightFor(input: TextInput): string {
  return localInsight(input, input.language);
}

/** Three canned suggestions in the entry's language, avoiding the recent ones. */
export function localSuggestionsFor(input: TextInput): string[] {
  const context = { text: input.text, emotion: input.primaryEmotion, intensity: input.emotionIntensity, mood: input.mood };
  return localSuggestions(context, input.language, input.recent?.suggestions);
}

/** Every step local; `random` chooses among the canned replies. */
export function localSteps(random: Random): ReflectionSteps {
  return {
    emotion: (text, context) => Promise.resolve(readLocally(text, context.language)),
    reply: (input) => Promise.resolve({ reply: localReplyTo(input, random) }),
    insights: (input) => Promise.resolve(localInsightFor(input)),
    suggestions: (input) => Promise.resolve(localSuggestionsFor(input)),
    support: (input) => Promise.resolve({ resources: builtInSupportResources(input.primaryEmotion) }),
  };
}
