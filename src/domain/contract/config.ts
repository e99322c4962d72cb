// GET /api/config: the explicit allowlist of non-secret settings the browser gets (docs/style.md rule 8).
import { z } from "zod";

export const PublicConfigSchema = z.object({
  /** Sign-in methods: email and password always; Google and one other OpenID Connect provider when configured. */
  auth: z.object({ email: z.literal(true), google: z.boolean(), oidc: z.boolean(), oidcName: z.string().nullable() }),
  /** Which provider serves what. */
  providers: z.object({
    emotion: z.enum(["ekman", "openai", "local"]),
    text: z.enum(["gemini", "openai", "local"]),
    speech: z.enum(["elevenlabs", "native"]),
    chat: z.enum(["openai", "gemini", "none"]),
  }),
  /** True when a Whisper-compatible server transcribes recordings (POST /api/transcriptions). */
  transcription: z.boolean(),
  /** CRISIS_REGION when set: the browser shows this country's crisis lines whatever its locale. */
  crisisRegion: z.string().nullable(),
});
export type PublicConfig = z.output<typeof PublicConfigSchema>;
