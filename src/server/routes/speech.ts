// POST /api/speech: text → audio/mpeg through the cloud voice, or a JSON error telling the client
// to use the browser's own voice (no key, 401, 429, the daily allowance used up, or any failure).
import { Hono } from "hono";
import type { SpeechFallback, VoicesResponse } from "../../domain/contract/speech";
import { SpeechRequestSchema } from "../../domain/contract/speech";
import { SPEECH_SYNTHESIS_MESSAGES } from "../../domain/messages";
import { SPEECH_ALLOWANCE_USED_MESSAGE, SPEECH_MAX_CHARS, speechTooLongMessage } from "../../domain/voice/speech-limits";
import { CHAT_VOICE_SETTINGS, MINDFULNESS_VOICE_SETTINGS, RECOMMENDED_VOICES } from "../../domain/voice/voice-settings";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { errorBody } from "../lib/http-error";
import { parseJsonBody } from "../lib/parse";
import type { ElevenLabsClient } from "../providers/elevenlabs";
import { isProviderError } from "../providers/types";

const SPEECH_DEADLINE_MS = 15_000;

export interface SpeechDeps {
  speech?: ElevenLabsClient;
  /** Takes `chars` characters from the person's daily cloud-voice allowance; false when used up. */
  allowSpeech: (userId: string, chars: number) => Promise<boolean>;
}

export function speechRoutes({ speech, allowSpeech }: SpeechDeps) {
  return new Hono<AppEnv>()
    .get("/voices", (c) => c.json({ voices: [...RECOMMENDED_VOICES], enabled: Boolean(speech) } satisfies VoicesResponse, 200))
    .post("/", async (c) => {
      const user = requireUser(c);
      const body = await parseJsonBody(c, SpeechRequestSchema);
      const text = body.text.trim();
      if (text === "") return c.json(errorBody("empty_text", SPEECH_SYNTHESIS_MESSAGES.noText), 400);
      if (text.length > SPEECH_MAX_CHARS) return c.json(errorBody("text_too_long", speechTooLongMessage()), 413);
      const fallback = (code: string, message: string, status: 429 | 503 = 503) =>
        c.json({ ...errorBody(code, message), fallback: "native" } satisfies SpeechFallback, status);
      if (!speech) return fallback("not_configured", SPEECH_SYNTHESIS_MESSAGES.missingVoiceKey);
      if (!(await allowSpeech(user.id, text.length))) return fallback("allowance_used", SPEECH_ALLOWANCE_USED_MESSAGE, 429);
      try {
        const audio = await speech.synthesize(
          text,
          { voiceId: body.voiceId, settings: body.style === "chat" ? CHAT_VOICE_SETTINGS : MINDFULNESS_VOICE_SETTINGS },
          { deadline: Date.now() + SPEECH_DEADLINE_MS },
        );
        return c.body(audio.bytes as Uint8Array<ArrayBuffer>, 200, { "content-type": "audio/mpeg", "cache-control": "no-store" });
      } catch (error) {
        const code = isProviderError(error) ? error.code : "speech_failed";
        return fallback(code, "Cloud voice is unavailable right now; use the browser's voice.");
      }
    });
}
