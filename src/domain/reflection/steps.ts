// The steps a reflection is made of, passed in to the one pipeline (pipeline.ts): the server passes
// its AI providers' steps with their local fallbacks (src/server/reflection/), the browser and an
// import pass the local steps (local-steps.ts). A step never throws: a failing provider falls back
// inside it, with a message saying why.
import type { RecentAnswers } from "../replies/local-replies";
import type { Mood, SupportRecommendation } from "../types";

/** How long a step may take: the epoch ms by which it must have finished (none on the device). */
export interface StepCall {
  deadline?: number;
}

/** What the emotion step read (and, from one structured call, what else it wrote). */
export interface EmotionReading {
  primaryEmotion: string;
  emotionIntensity: number;
  secondaryEmotions: string[];
  mood: Mood;
  wellnessScore: number;
  isAiGenerated: boolean;
  /** Why the reading is the local one (a provider failed), for the card. */
  errorMessage?: string;
  /** Filled only by a chat-model analysis, which returns them with the emotion. */
  insights?: string;
  suggestions?: string[];
  themes?: string[];
  /** The companion reply, when one structured call returned everything. */
  reply?: string;
  /** Support recommendations the one structured call decided on together with the intensity. */
  supportResources?: SupportRecommendation[];
}

interface EmotionContext {
  /** The crisis detector saw crisis language: a model's prompt carries the crisis note. */
  crisis: boolean;
  /** The entry's language (a BCP 47 tag): a model is told it, the local reading reads only what it covers. */
  language?: string | null;
}

/** What the reply, insights, suggestions and support steps are given. */
export interface TextInput {
  text: string;
  primaryEmotion: string;
  emotionIntensity: number;
  mood: Mood;
  themes: string[];
  /** The crisis detector saw crisis language: the prompts carry the crisis note. */
  crisis?: boolean;
  /** The entry's language (a BCP 47 tag): the prompts name it, the local prose is written in it (decision 025). */
  language?: string | null;
  /** What the person's last entries answered: local prose avoids repeating it (decision 028). */
  recent?: RecentAnswers;
}

export interface ReplyStep {
  reply: string;
  responseError?: string;
}

export interface SupportStep {
  resources: SupportRecommendation[];
  /** Why the resources are the built-in lists (the provider failed). */
  note?: string;
}

export interface ReflectionSteps {
  emotion(text: string, context: EmotionContext, call: StepCall): Promise<EmotionReading>;
  /**
   * True when the emotion step's one structured call also wrote the reply and decided support: it
   * has the whole time, its reply is used (else the reply step's), and support is its own or the
   * built-in lists, never a second call.
   */
  emotionWritesAll?: boolean;
  /** The companion reply; streamed through onChunk as it is written when onChunk is given. */
  reply(input: TextInput, call: StepCall, onChunk?: (text: string) => void): Promise<ReplyStep>;
  insights(input: TextInput, call: StepCall): Promise<string>;
  suggestions(input: TextInput, call: StepCall): Promise<string[]>;
  /** Support resources, asked for only when support is shown (shouldShowSupport). */
  support(input: TextInput, call: StepCall): Promise<SupportStep>;
}
