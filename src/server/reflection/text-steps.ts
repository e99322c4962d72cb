// The server's text steps of a reflection (src/domain/reflection/pipeline.ts), run concurrently:
// reply, insights, suggestions and support resources. Each uses the configured text model and falls
// back to the local steps (src/domain/reflection/local-steps.ts): a canned reply, a template
// insight, canned suggestions, the built-in support lists. Never throws.
import type { Random } from "../../domain/lib/pick";
import {
  buildInsightsPrompt,
  buildReplyPrompt,
  buildSuggestionsPrompt,
  buildSupportRecommendationsPrompt,
} from "../../domain/replies/prompts";
import type { ReflectionPromptInput } from "../../domain/replies/prompts";
import { OFFLINE_RECOMMENDATIONS_NOTE, builtInSupportResources, parseRecommendationsText } from "../../domain/replies/support-resources";
import { localInsightFor, localReplyTo, localSuggestionsFor } from "../../domain/reflection/local-steps";
import type { ReplyStep, SupportStep, TextInput } from "../../domain/reflection/steps";
import { cleanAiText, parseAiSuggestions } from "../../domain/replies/text-cleaning";
import {
  INSIGHTS_GENERATION,
  RECOMMENDATIONS_GENERATION,
  RECOMMENDATIONS_TIMEOUT_MS,
  REPLY_GENERATION,
  SUGGESTIONS_GENERATION,
} from "../../domain/constants";
import type { CallOptions, TextGenerator } from "../providers/types";
import { isProviderError } from "../providers/types";
import { REPLY_FAILURE_MESSAGE } from "./provider-messages";

const promptInput = (input: TextInput): ReflectionPromptInput => ({
  transcript: input.text,
  emotion: input.primaryEmotion,
  intensity: input.emotionIntensity,
  mood: input.mood,
  themes: input.themes,
  crisis: input.crisis,
  language: input.language,
});

/** The companion reply, streamed through onChunk as it is generated. */
export async function generateReply(
  input: TextInput,
  model: TextGenerator | undefined,
  call: CallOptions,
  random: Random,
  onChunk?: (text: string) => void,
): Promise<ReplyStep> {
  if (!model) return { reply: localReplyTo(input, random) };
  const request = { prompt: buildReplyPrompt(promptInput(input)), ...REPLY_GENERATION };
  let streamed = "";
  try {
    if (onChunk) {
      for await (const chunk of model.stream(request, call)) {
        streamed += chunk;
        onChunk(chunk);
      }
    } else {
      streamed = await model.generate(request, call);
    }
    const reply = cleanAiText(streamed);
    if (reply === "") return { reply: localReplyTo(input, random) };
    return { reply };
  } catch (error) {
    // No candidates: a canned reply without an error; any other failure names it.
    const noContent = isProviderError(error) && error.code === "no_content" && streamed === "";
    return {
      reply: localReplyTo(input, random),
      ...(noContent ? {} : { responseError: REPLY_FAILURE_MESSAGE }),
    };
  }
}

export async function generateInsights(input: TextInput, model: TextGenerator | undefined, call: CallOptions): Promise<string> {
  if (model) {
    try {
      const insights = cleanAiText(await model.generate({ prompt: buildInsightsPrompt(promptInput(input)), ...INSIGHTS_GENERATION }, call));
      if (insights !== "") return insights;
    } catch {
      // the template insight below
    }
  }
  return localInsightFor(input);
}

export async function generateSuggestions(input: TextInput, model: TextGenerator | undefined, call: CallOptions): Promise<string[]> {
  if (!model) return localSuggestionsFor(input);
  try {
    const suggestions = parseAiSuggestions(
      await model.generate({ prompt: buildSuggestionsPrompt(promptInput(input)), ...SUGGESTIONS_GENERATION }, call),
    );
    return suggestions.length > 0 ? suggestions : localSuggestionsFor(input);
  } catch {
    return localSuggestionsFor(input);
  }
}

/** Support recommendations (only asked for at intensity ≥ 7): AI with a 3 s abort, else the built-in lists. */
export async function generateSupport(input: TextInput, model: TextGenerator | undefined, call: CallOptions): Promise<SupportStep> {
  const offline = (): SupportStep => ({ resources: builtInSupportResources(input.primaryEmotion), note: OFFLINE_RECOMMENDATIONS_NOTE });
  if (!model) return { resources: builtInSupportResources(input.primaryEmotion) };
  const deadline = Math.min(call.deadline ?? Number.POSITIVE_INFINITY, Date.now() + RECOMMENDATIONS_TIMEOUT_MS);
  try {
    const text = await model.generate(
      {
        prompt: buildSupportRecommendationsPrompt({
          emotion: input.primaryEmotion,
          intensity: input.emotionIntensity,
          themes: input.themes,
        }),
        ...RECOMMENDATIONS_GENERATION,
      },
      { ...call, deadline, signal: anySignal(call.signal, AbortSignal.timeout(RECOMMENDATIONS_TIMEOUT_MS)) },
    );
    const resources = parseRecommendationsText(text);
    return resources.length > 0 ? { resources } : offline();
  } catch {
    return offline();
  }
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
}
