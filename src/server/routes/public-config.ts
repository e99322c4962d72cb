// GET /api/config: an explicit allowlist of non-secret flags for the browser.
import { Hono } from "hono";
import type { PublicConfig } from "../../domain/contract/config";
import type { Config } from "../config";

function publicConfig(config: Config): PublicConfig {
  return {
    auth: { email: true, google: Boolean(config.google), oidc: Boolean(config.oidc), oidcName: config.oidc?.name ?? null },
    providers: {
      emotion: config.ekman ? "ekman" : config.openai ? "openai" : "local",
      text: config.gemini ? "gemini" : config.openai ? "openai" : "local",
      speech: config.elevenlabs ? "elevenlabs" : "native",
      chat: config.openai ? "openai" : config.gemini ? "gemini" : "none",
    },
    transcription: Boolean(config.transcription),
    /** CRISIS_REGION when set: the browser shows this country's crisis lines whatever its locale. */
    crisisRegion: config.crisisRegion ?? null,
  };
}

export function configRoutes(config: Config) {
  const body = publicConfig(config);
  return new Hono().get("/", (c) => c.json(body));
}
