// The only reader of process.env: parses it once with zod and names every bad variable.
import { existsSync } from "node:fs";
import { z } from "zod";
import { MEDIA_DEFAULT_QUOTA_BYTES } from "../domain/contract/media";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** With only TRANSCRIPTION_API_KEY set, audio goes to OpenAI's own API. */
const TRANSCRIPTION_DEFAULT_BASE_URL = "https://api.openai.com/v1";
const TRANSCRIPTION_DEFAULT_MODEL = "whisper-1";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  APP_URL: optionalUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes)")
      .optional(),
  ),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default("Single sign-on"),
  EKMAN_API_KEY: optionalString,
  EKMAN_BASE_URL: z.url().default("https://ekman-emotion-analysis.p.rapidapi.com"),
  EKMAN_HOST: z.string().default("ekman-emotion-analysis.p.rapidapi.com"),
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: z.url().default("https://generativelanguage.googleapis.com"),
  GEMINI_MODEL: z.string().default("gemini-2.0-flash"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: z.url().default("https://api.elevenlabs.io"),
  ELEVENLABS_VOICE_ID: optionalString,
  TRANSCRIPTION_API_KEY: optionalString,
  TRANSCRIPTION_BASE_URL: optionalUrl.pipe(
    z
      .string()
      .regex(/^https?:\/\//i, "must be an http:// or https:// URL")
      .optional(),
  ),
  TRANSCRIPTION_MODEL: optionalString,
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).optional(),
  AI_RETRY_BASE_MS: z.coerce.number().int().min(0).default(200),
  REFLECTION_DEADLINE_MS: z.coerce.number().int().min(1000).default(15_000),
  CRISIS_REGION: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "must be a two-letter country code such as US, GB or AU" })
    .transform((code) => code.toUpperCase())
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Web Push (decision 047): a P-256 key pair in base64url, generated into the database when unset.
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (87 characters)")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "must be a mailto: address or an https:// URL")
      .optional(),
  ),
  // An entry's media (decision 050): each account's room, and S3-compatible storage in place of the database.
  MEDIA_QUOTA_BYTES: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(MEDIA_DEFAULT_QUOTA_BYTES),
  S3_ENDPOINT: optionalUrl.pipe(
    z
      .string()
      .regex(/^https?:\/\//i, "must be an http:// or https:// URL")
      .optional(),
  ),
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens")
      .optional(),
  ),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1")),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  logLevel: Env["LOG_LEVEL"];
  authSecret?: string;
  encryptionKey?: string;
  authRateLimit: { max: number; window: number };
  /** Reverse proxies in front of Ripple whose X-Forwarded-For entry is trusted (0: none). */
  trustedProxyHops: number;
  google?: { clientId: string; clientSecret: string };
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
  ekman?: { apiKey: string; baseUrl: string; host: string };
  gemini?: { apiKey: string; baseUrl: string; model: string };
  openai?: { apiKey: string; baseUrl: string; model: string };
  elevenlabs?: { apiKey: string; baseUrl: string; voiceId?: string };
  /** Any OpenAI-compatible /audio/transcriptions server; apiKey "" when none (local whisper servers). */
  transcription?: { apiKey: string; baseUrl: string; model: string };
  aiDailyLimit?: number;
  aiRetryBaseMs: number;
  reflectionDeadlineMs: number;
  /** Crisis lines for this country whatever the person's locale (CRISIS_REGION). */
  crisisRegion?: string;
  /** Web Push: the configured VAPID pair, else one generated into the database; the subject push services may contact. */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Each account's room for media, in bytes (decision 050). */
  mediaQuotaBytes: number;
  /** S3-compatible storage for media; the database keeps it when unset (decision 050). */
  s3?: S3Config;
}

export interface S3Config {
  /** Omitted: AWS's own endpoint for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (most self-hosted servers) rather than in the host name. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment (process.env by default) into a typed Config or throws ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const pair = (a: string, b: string) => {
    if (Boolean(source[a]?.trim()) !== Boolean(source[b]?.trim())) problems.push(`${a} and ${b} must be set together`);
  };
  pair("GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET");
  pair("OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET");
  pair("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY");
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) problems.push("OIDC_CLIENT_ID: required when OIDC_ISSUER is set");
  pair("S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY");
  const s3Named = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"].filter((name) =>
    source[name]?.trim(),
  );
  if (!env.S3_BUCKET && s3Named.length > 0)
    problems.push(`S3_BUCKET: required when ${s3Named.join(", ")} ${s3Named.length > 1 ? "are" : "is"} set`);
  if (env.S3_BUCKET && !env.S3_ACCESS_KEY_ID) problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set");
  if (problems.length > 0) throw new ConfigError(problems);

  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    appUrl,
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
    encryptionKey: env.ENCRYPTION_KEY,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, window: env.AUTH_RATE_LIMIT_WINDOW },
    trustedProxyHops: env.TRUST_PROXY_HOPS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, name: env.OIDC_NAME }
        : undefined,
    ekman: env.EKMAN_API_KEY ? { apiKey: env.EKMAN_API_KEY, baseUrl: env.EKMAN_BASE_URL, host: env.EKMAN_HOST } : undefined,
    gemini: env.GEMINI_API_KEY ? { apiKey: env.GEMINI_API_KEY, baseUrl: env.GEMINI_BASE_URL, model: env.GEMINI_MODEL } : undefined,
    openai:
      env.OPENAI_API_KEY || env.OPENAI_BASE_URL
        ? {
            apiKey: env.OPENAI_API_KEY ?? "", // local servers (Ollama, llama.cpp) take no key: no header is sent
            baseUrl: (env.OPENAI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/$/, ""),
            model: env.OPENAI_MODEL,
          }
        : undefined,
    elevenlabs: env.ELEVENLABS_API_KEY
      ? { apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL, voiceId: env.ELEVENLABS_VOICE_ID }
      : undefined,
    transcription:
      env.TRANSCRIPTION_API_KEY || env.TRANSCRIPTION_BASE_URL
        ? {
            apiKey: env.TRANSCRIPTION_API_KEY ?? "", // whisper.cpp, faster-whisper and LocalAI take no key: no header is sent
            baseUrl: (env.TRANSCRIPTION_BASE_URL ?? TRANSCRIPTION_DEFAULT_BASE_URL).replace(/\/+$/, ""),
            model: env.TRANSCRIPTION_MODEL ?? TRANSCRIPTION_DEFAULT_MODEL,
          }
        : undefined,
    aiDailyLimit: env.AI_DAILY_LIMIT,
    aiRetryBaseMs: env.AI_RETRY_BASE_MS,
    reflectionDeadlineMs: env.REFLECTION_DEADLINE_MS,
    crisisRegion: env.CRISIS_REGION,
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      // Push services accept a mailto: or https: subject; an http:// APP_URL (a laptop) gets a mailto.
      subject: env.VAPID_SUBJECT ?? (appUrl.startsWith("https://") ? appUrl : "mailto:reminders@ripple.invalid"),
    },
    mediaQuotaBytes: env.MEDIA_QUOTA_BYTES,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ""),
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? "us-east-1",
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            // self-hosted servers (MinIO, Garage, Ceph) usually want the bucket in the path; AWS in the host
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
          }
        : undefined,
  };
}

/** Reads a .env file (if there is one) into the environment; variables already set win. */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
