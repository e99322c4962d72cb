// Builds everything the app needs from a Config: database, secrets, auth, cipher, logger.
import type { DestinationStream } from "pino";
import { createAuth } from "./auth/create-auth";
import type { Config } from "./config";
import { createDb } from "./db/create-db";
import type { CreateDbOptions } from "./db/create-db";
import { sealLegacyEntries } from "./db/seal-legacy-entries";
import { createCipher } from "./lib/encryption";
import { createLogger } from "./lib/logger";
import { loadOrCreateSecrets, secretsFile, verifySecretChecks } from "./lib/secrets";
import { loadOrCreateVapidKeys } from "./reminders/vapid";
import { createMediaService } from "./media/media-service";
import { mediaStoreFor } from "./media/media-store";

export async function createServerDeps(
  config: Config,
  options: { pglite?: CreateDbOptions["pglite"]; logDestination?: DestinationStream } = {},
) {
  const needsStoredSecrets = !config.authSecret || !config.encryptionKey;
  const stored = needsStoredSecrets ? loadOrCreateSecrets(config.dataDir) : undefined;
  const secret = config.authSecret ?? stored!.authSecret;
  const encryptionKey = config.encryptionKey ?? stored!.encryptionKey;
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: options.pglite });
  // Another key or secret than the database was set up with refuses to start (decision 011).
  const file = stored ? secretsFile(config.dataDir) : undefined;
  await verifySecretChecks(database.db, [
    { name: "ENCRYPTION_KEY", value: encryptionKey, file: config.encryptionKey ? undefined : file },
    { name: "AUTH_SECRET", value: secret, file: config.authSecret ? undefined : file },
  ]).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const logger = createLogger(config.logLevel, options.logDestination);
  const auth = createAuth({ config, db: database.db, secret, logger });
  const cipher = createCipher(encryptionKey);
  // Entries still in the per-value format are sealed (decision 013): it needs the key, so it runs here.
  await sealLegacyEntries(database.db, cipher, logger);
  // The Web Push key pair: configured, or generated once into the database (decision 047).
  const vapid = await loadOrCreateVapidKeys(database.db, config, encryptionKey);
  // Entries' media, in the database or an S3 bucket (decision 050), sealed under a key derived from ENCRYPTION_KEY.
  const media = createMediaService({
    db: database.db,
    encryptionKey,
    store: mediaStoreFor(config, database.db),
    quotaBytes: config.mediaQuotaBytes,
    logger,
  });
  return { config, database, auth, cipher, logger, vapid, media };
}
