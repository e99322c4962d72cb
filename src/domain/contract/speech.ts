// POST /api/speech: text → audio/mpeg from the cloud voice, or a JSON answer telling the client to
// use the browser's own voice. GET /api/speech/voices: the voices on offer.
import { z } from "zod";
import { RECOMMENDED_VOICES } from "../voice/voice-settings";
import { ErrorBodySchema } from "./errors";

const SPEECH_MODES = ["chat", "mindfulness"] as const;
export type SpeechStyle = (typeof SPEECH_MODES)[number];

const VOICE_IDS = RECOMMENDED_VOICES.map((voice) => voice.id) as [string, ...string[]];

export const SpeechRequestSchema = z.strictObject({
  // The length is checked after trimming (413 past SPEECH_MAX_CHARS); the body limit bounds it before.
  text: z.string(),
  voiceId: z.enum(VOICE_IDS).optional(),
  style: z.enum(SPEECH_MODES).default("mindfulness"),
});
export type SpeechRequest = z.input<typeof SpeechRequestSchema>;

/** 503 (429 past the daily allowance): the cloud voice cannot serve this text; speak it natively. */
export const SpeechFallbackSchema = z.object({ ...ErrorBodySchema.shape, fallback: z.literal("native") });
export type SpeechFallback = z.output<typeof SpeechFallbackSchema>;

export const VoicesResponseSchema = z.object({
  voices: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), language: z.string() })),
  /** True when the cloud voice is configured. */
  enabled: z.boolean(),
});
export type VoicesResponse = z.output<typeof VoicesResponseSchema>;
