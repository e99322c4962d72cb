// createApp(deps): middleware, error handling and routes. Never listens (see index.ts).
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Auth } from "./auth/create-auth";
import type { AppEnv } from "./auth/session";
import { sessionMiddleware } from "./auth/session";
import type { Config } from "./config";
import type { Database } from "./db/create-db";
import { databaseErrorCode, isDatabaseUnavailable } from "./db/query-deadlines";
import { createEntryQueries } from "./db/entry-queries";
import { createProfileQueries } from "./db/profile-queries";
import { createAiAllowance, createUsageQueries, usageDay } from "./db/usage-queries";
import type { Cipher } from "./lib/encryption";
import { DATABASE_UNAVAILABLE_MESSAGE, HttpError, errorBody } from "./lib/http-error";
import type { Logger } from "./lib/logger";
import { requestLogger } from "./middleware/request-logger";
import { pageScriptSources } from "./lib/inline-scripts";
import { noStore, sameOriginGuard, securityHeaders, staticCaching } from "./middleware/security";
import { createEntryImport } from "./db/entry-import";
import { accountRoutes } from "./routes/account";
import { exportRoutes } from "./routes/export";
import { importRoutes } from "./routes/import";
import type { ImportHooks } from "./transfer/import-service";
import { createMediaImportWriter } from "./transfer/media-import";
import { authRoutes } from "./routes/auth";
import { chatRoutes } from "./routes/chat";
import { conversationRoutes } from "./routes/conversations";
import { checkInRoutes } from "./routes/check-ins";
import { entryRoutes } from "./routes/entries";
import { privateJournalRoutes } from "./routes/private-journal";
import { createPrivateJournalQueries } from "./db/private-journal-queries";
import { createPrivateGuard } from "./lib/private-guard";
import { healthRoutes } from "./routes/health";
import { openApiRoutes } from "./routes/openapi";
import { routes } from "../domain/contract/routes";
import { profileRoutes } from "./routes/profile";
import { configRoutes } from "./routes/public-config";
import { greetingRoutes } from "./routes/greeting";
import { reflectionRoutes } from "./routes/reflections";
import { AUTH_BASE_PATH } from "../domain/contract/routes/auth";
import { speechRoutes } from "./routes/speech";
import { transcriptionRoutes } from "./routes/transcriptions";
import { weekSummaryRoutes } from "./routes/week-summaries";
import type { AiServices } from "./reflection/ai-services";
import { createAiServices } from "./reflection/ai-services";
import { createCheckInService } from "./reflection/check-in-service";
import { createReflectionService } from "./reflection/reflection-service";
import type { PushSender } from "./reminders/push-sender";
import { createPushSender } from "./reminders/push-sender";
import { createReminderStore } from "./reminders/reminder-store";
import type { VapidDetails } from "./reminders/vapid";
import { loadOrCreateVapidKeys } from "./reminders/vapid";
import { reminderRoutes } from "./routes/reminders";
import { mediaRoutes } from "./routes/media";
import type { MediaService } from "./media/media-service";
import { createMediaService } from "./media/media-service";
import { mediaStoreFor } from "./media/media-store";
import { entriesWithMedia, reanalyseWithMedia } from "./media/entries-with-media";

const MAX_BODY_BYTES = 1024 * 1024;
/** Routes that take larger bodies and count them themselves (transcriptions: 25 MB of audio; imports: IMPORT_MAX_BYTES). */
const OWN_BODY_LIMIT = new Set<string>([routes.transcriptions.path, routes.import.path]);
// (an import's ZIP with its media may be up to IMPORT_MAX_MEDIA_ZIP_BYTES, spooled to disk: decision 053)
/** An entry's media upload streams up to MEDIA_MAX_BYTES and counts them itself (decision 050). */
const MEDIA_UPLOAD = /^\/api\/entries\/[^/]+\/media\/[^/]+$/;

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  cipher: Cipher;
  logger: Logger;
  now?: () => Date;
  /** Randomness for canned replies and greetings (tests pass a fixed one). */
  random?: () => number;
  /** AI providers; built from config when omitted. */
  services?: AiServices;
  /** Smaller import limits for tests (the defaults are the contract's IMPORT_MAX_BYTES and IMPORT_MAX_UNPACKED_BYTES). */
  importLimits?: { maxBytes?: number; maxUnpackedBytes?: number; maxZipBytes?: number };
  /** Called after each batch an import writes (tests hold an import there to be mid-import without guessing times). */
  importHooks?: ImportHooks;
  /** Folder with the built client; omitted in API tests. */
  clientDir?: string;
  /** The VAPID pair (createServerDeps loads it); API tests let the app load it from the database. */
  vapid?: VapidDetails;
  /** Sends a reminder's push message (tests pass one that trusts the loopback push service). */
  sendPush?: PushSender;
  /** Entries' media (createServerDeps builds it; API tests let the app build it from the config). */
  media?: MediaService;
}

function missingKey(): never {
  throw new Error("createApp needs ENCRYPTION_KEY in the config, or a media service built with the stored key (createServerDeps)");
}

export function createApp(deps: AppDeps) {
  const { config, database, auth, cipher, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const entries = createEntryQueries(database.db, cipher, logger, database.statistics);
  const profiles = createProfileQueries(database.db);
  const usage = createUsageQueries(database.db);
  const random = deps.random ?? Math.random;
  const services = deps.services ?? createAiServices(config);

  const app = new Hono<AppEnv>();
  app.use(requestLogger(logger));
  app.use(securityHeaders(config.appUrl, pageScriptSources(deps.clientDir)));
  app.use("/api/*", noStore());
  app.use("/api/*", sameOriginGuard(config.appUrl));
  const globalBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "The request body is larger than 1 MB."), 413),
  });
  app.use("/api/*", (c, next) => {
    const path = c.req.path.replace(/\/+$/, "");
    return OWN_BODY_LIMIT.has(path) || (c.req.method === "PUT" && MEDIA_UPLOAD.test(path)) ? next() : globalBodyLimit(c, next);
  });
  app.route(AUTH_BASE_PATH, authRoutes(auth, config.trustedProxyHops));
  app.use("/api/*", sessionMiddleware(auth));

  // Each mount is the path of its routes in the route table (decision 056); openapi.test.ts checks every route.
  app.route(routes.health.path, healthRoutes({ kind: database.kind, ping: database.ping }));
  app.route(routes.openapi.path, openApiRoutes());
  app.route(routes.config.path, configRoutes(config));
  app.route(routes.profile.path, profileRoutes(profiles, now));
  const turnDeps = {
    entries,
    usage,
    services,
    aiDailyLimit: config.aiDailyLimit,
    deadlineMs: config.reflectionDeadlineMs,
    now,
    random,
    crisisRegion: config.crisisRegion,
  };
  const reflections = createReflectionService(turnDeps);
  const journals = createPrivateJournalQueries(database.db, database.statistics);
  const guard = createPrivateGuard(journals);
  app.route(routes.privateJournal.path, privateJournalRoutes(journals));
  const media =
    deps.media ??
    createMediaService({
      db: database.db,
      encryptionKey: config.encryptionKey ?? missingKey(),
      store: mediaStoreFor(config, database.db),
      quotaBytes: config.mediaQuotaBytes,
      now,
      logger,
    });
  app.route("/api", mediaRoutes({ media, guard }));
  app.route(
    routes.entries.path,
    entryRoutes({
      entries: entriesWithMedia(entries, media),
      reflections: reanalyseWithMedia(reflections, media),
      journals,
      guard,
      now,
    }),
  );
  app.route(routes.reflections.path, reflectionRoutes({ reflections, logger, guard }));
  app.route(routes.checkIns.path, checkInRoutes({ checkIns: createCheckInService(turnDeps), logger, guard }));
  app.route(routes.chat.path, chatRoutes({ ...turnDeps, reflections, logger }));
  app.route(routes.conversations.path, conversationRoutes({ reflections, logger, guard }));
  // Greetings and the cloud voice have their own shares of AI_DAILY_LIMIT.
  const allowance = createAiAllowance({ usage, dailyLimit: config.aiDailyLimit, now });
  app.route(routes.greeting.path, greetingRoutes({ entries, text: services.text, now, random, allowGreeting: allowance.greeting }));
  app.route(routes.speech.path, speechRoutes({ speech: services.speech, allowSpeech: allowance.speech }));
  // A transcription takes one use of AI_DAILY_LIMIT, as a reflection does (see routes/transcriptions.ts).
  const allowTranscription = async (userId: string) =>
    config.aiDailyLimit === undefined || usage.tryTake(userId, usageDay(now()), config.aiDailyLimit);
  app.route(routes.transcriptions.path, transcriptionRoutes({ transcription: services.transcription, allowTranscription, logger }));
  // A week's paragraph takes one use of AI_DAILY_LIMIT, as a reflection does (see routes/week-summaries.ts).
  app.route(routes.weekSummaries.path, weekSummaryRoutes({ text: services.text, allowUse: allowTranscription, logger }));
  app.route(routes.export.path, exportRoutes({ entries, profiles, now, media, logger }));
  const importWriter = createEntryImport(database.db, cipher, database.statistics);
  app.route(
    routes.import.path,
    importRoutes({
      writer: importWriter,
      writeWithMedia: createMediaImportWriter(database.db, importWriter, media),
      guard,
      logger,
      crisisRegion: config.crisisRegion,
      ...deps.importLimits,
      hooks: deps.importHooks,
      now,
    }),
  );
  app.route(routes.accountDelete.path, accountRoutes({ db: database.db, now, auth, media }));
  // Gentle reminders (decision 047). Without a pair from createServerDeps, it is loaded on first use.
  let vapid: Promise<VapidDetails> | undefined = deps.vapid && Promise.resolve(deps.vapid);
  const loadVapid = () => (vapid ??= loadOrCreateVapidKeys(database.db, config, config.encryptionKey ?? ""));
  const sendPush: PushSender =
    deps.sendPush ?? (async (subscription, payload) => createPushSender(await loadVapid())(subscription, payload));
  app.route(
    routes.reminders.path,
    reminderRoutes({
      store: createReminderStore(database.db),
      vapidPublicKey: async () => (await loadVapid()).publicKey,
      send: sendPush,
      now,
    }),
  );
  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API route."), 404));

  if (deps.clientDir) {
    const root = deps.clientDir;
    app.use("/*", staticCaching());
    app.use("/*", serveStatic({ root }));
    // The single-page app handles its own paths (/, /terms-of-service).
    app.get("/*", serveStatic({ root, path: "index.html" }));
  }

  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message), error.status);
    // PostgreSQL out of reach or not answering in time (decision 042): 503, "try again". Codes only
    // in the log: a failed query's message carries its parameters, which may be journal text.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: { name: error.name, code: databaseErrorCode(error) }, route: c.req.path }, "database unavailable");
      return c.json(errorBody("database_unavailable", DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    logger.error({ err: { name: error.name, stack: config.env === "production" ? undefined : error.stack } }, "unhandled error");
    return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
  });
  return app;
}
