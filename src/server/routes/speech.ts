// POST /api/speech: text → audio/mpeg through the cloud voice, or a JSON error telling the client
// to use the browser's own voice (no key, 401, 429 or any failure).
import { Hono } from "hono";
import { z } from "zod";
import { SPEECH_SYNTHESIS_MESSAGES } from "../../domain/messages";
import { CHAT_VOICE_SETTINGS, MINDFULNESS_VOICE_SETTINGS, RECOMMENDED_VOICES } from "../../domain/voice-settings";
import type { AppEnv } from "../auth/session";
import { requireUser } from "../auth/session";
import { errorBody } from "../lib/http-error";
import { parseJsonBody } from "../lib/parse";
import type { ElevenLabsClient } from "../providers/elevenlabs";
import { isProviderError } from "../providers/types";

const SpeechSchema = z
  .object({
    text: z.string().max(5_000),
    voiceId: z.enum(RECOMMENDED_VOICES.map((v) => v.id) as [string, ...string[]]).optional(),
    style: z.enum(["chat", "mindfulness"]).default("mindfulness"),
  })
  .strict();

const SPEECH_DEADLINE_MS = 15_000;

export function speechRoutes(speech: ElevenLabsClient | undefined) {
  return new Hono<AppEnv>()
    .get("/voices", (c) => c.json({ voices: RECOMMENDED_VOICES, enabled: Boolean(speech) }, 200))
    .post("/", async (c) => {
      requireUser(c);
      const body = await parseJsonBody(c, SpeechSchema);
      if (body.text.trim() === "") return c.json(errorBody("empty_text", SPEECH_SYNTHESIS_MESSAGES.noText), 400);
      const fallback = (code: string, message: string) => c.json({ ...errorBody(code, message), fallback: "native" }, 503);
      if (!speech) return fallback("not_configured", SPEECH_SYNTHESIS_MESSAGES.missingVoiceKey);
      try {
        const audio = await speech.synthesize(
          body.text,
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
