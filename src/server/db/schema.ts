// The one source of row types: better-auth's tables plus Ripple's own.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Per-account attempt limit (src/domain/account/account-throttle.ts). `key` is "password:" or "two-factor:"
 * followed by an HMAC of the e-mail address or the user id, so no address is stored here.
 */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lockouts: integer("lockouts").notNull().default(0),
});

export const userProfiles = pgTable("user_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  hasAgreedToTerms: boolean("has_agreed_to_terms").notNull().default(false),
  termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }),
  dataUseAcknowledgedAt: timestamp("data_use_acknowledged_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The order of changes to journals (decision 016): every entry saved or changed and every entry
 * deleted takes the next value, so "what changed since" is one index range per user. Global, so
 * a value never repeats across users; a trigger (migration 0007) takes it again on every update.
 */
export const entryChangeSeq = pgSequence("entry_change_seq");
const nextChangeSeq = sql`nextval('entry_change_seq')`;

/** Raw bytes (PGlite gives a Uint8Array, postgres-js a Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A journal entry (decision 013): id, owner and time stamps in clear; every other field inside
 * `sealed`, one AES-256-GCM envelope bound to (user, id, format). The legacy_* columns are the
 * retired per-value format (003): the data migration moves each row into `sealed` and empties
 * them in the same statement; a later migration drops them.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    /** The client's UUID: unique per user, so another user's id is simply free (spec: "as if it did not exist"). */
    id: uuid("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The entry's fields as one envelope: format byte | nonce | ciphertext | tag. Null only on a row not yet converted. */
    sealed: bytea("sealed"),
    /** The companion's reply, sealed on its own so the list never opens it; a retried reflection answers with it. */
    sealedReply: bytea("sealed_reply"),
    legacyEntryText: text("entry_text"),
    legacyEmotion: text("emotion"),
    legacyLanguage: text("language"),
    legacyDuration: real("duration"),
    legacyEmotionIntensity: integer("emotion_intensity"),
    legacyMood: text("mood"),
    legacyWellnessScore: integer("wellness_score"),
    legacyAiInsights: text("ai_insights"),
    legacyAiSuggestions: text("ai_suggestions").array(),
    legacyThemes: text("themes").array(),
    legacyIsAiGenerated: boolean("is_ai_generated"),
    legacyAiResponse: text("ai_response"),
    ...timestamps,
    /** Its place in the order of changes (decision 016): a plain INSERT takes one, every UPDATE a fresh one (trigger). */
    changeSeq: bigint("change_seq", { mode: "number" }).notNull().default(nextChangeSeq),
  },
  // Ascending columns: a backward scan serves "newest first" (ORDER BY created_at DESC, id DESC) exactly.
  (t) => [
    primaryKey({ name: "journal_entries_user_id_id_pk", columns: [t.userId, t.id] }),
    index("journal_entries_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    // Only rows still in the legacy format: empty once converted, so the start-up check is instant.
    index("journal_entries_unsealed_idx")
      .on(t.userId, t.id)
      .where(sql`${t.sealed} is null`),
    index("journal_entries_user_change_seq_idx").on(t.userId, t.changeSeq),
  ],
);

/**
 * A deleted entry, kept as its id and when (decision 016), so a browser replica syncing from a
 * cursor learns of the deletion. Deleting the same id again after re-creating it moves the
 * tombstone forward in the order of changes; a re-created entry with a later change wins over
 * an older tombstone. Gone with the account.
 */
export const entryTombstones = pgTable(
  "entry_tombstones",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    id: uuid("id").notNull(),
    changeSeq: bigint("change_seq", { mode: "number" }).notNull().default(nextChangeSeq),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "entry_tombstones_user_id_id_pk", columns: [t.userId, t.id] }),
    index("entry_tombstones_user_change_seq_idx").on(t.userId, t.changeSeq),
  ],
);

/**
 * An entry's recording and photos (decision 050): what each item is, in clear (kind, type, size,
 * duration, dimensions), and where its bytes are (`storage`: "db" for entry_media_chunks, "s3" for
 * an object). The bytes themselves are sealed chunk by chunk under the server's key, bound to the
 * user, the item and the chunk's place. `blob_id` names the stored bytes: they are written first,
 * under a fresh id, and the row that points to them is inserted afterwards in one short
 * transaction, so bytes no row points to are only ever left-overs, swept away. Gone with the entry
 * and with the account; a photo's thumbnail (`of`) goes with its photo.
 */
export const entryMedia = pgTable(
  "entry_media",
  {
    /** The client's UUID, lower-cased (decision 030); unique per user like an entry's. */
    id: uuid("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    kind: text("kind").notNull(),
    /** The real type, also of an item sealed in the browser. */
    contentType: text("content_type").notNull(),
    /** The bytes as uploaded (for a browser-sealed item: the browser's envelope). */
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    /** Sealed in the browser with a private journal's key: the server never opens it. */
    sealed: boolean("sealed").notNull().default(false),
    /** A thumbnail's photo. */
    of: uuid("of"),
    durationMs: integer("duration_ms"),
    width: integer("width"),
    height: integer("height"),
    storage: text("storage").notNull(),
    blobId: uuid("blob_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "entry_media_user_id_id_pk", columns: [t.userId, t.id] }),
    foreignKey({
      name: "entry_media_entry_fk",
      columns: [t.userId, t.entryId],
      foreignColumns: [journalEntries.userId, journalEntries.id],
    }).onDelete("cascade"),
    index("entry_media_user_entry_idx").on(t.userId, t.entryId),
    index("entry_media_blob_id_idx").on(t.blobId),
  ],
);

/**
 * The database backend's bytes (decision 050): one row per sealed chunk of a blob, written and read
 * one chunk at a time. `written_at` lets the sweep tell an upload in progress from a left-over.
 */
export const entryMediaChunks = pgTable(
  "entry_media_chunks",
  {
    blobId: uuid("blob_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "entry_media_chunks_blob_id_seq_pk", columns: [t.blobId, t.seq] }),
    index("entry_media_chunks_user_id_idx").on(t.userId),
    // the sweep looks at each blob's first chunk only
    index("entry_media_chunks_first_idx")
      .on(t.writtenAt)
      .where(sql`${t.seq} = 0`),
  ],
);

/**
 * A private journal (decision 021): the journal key wrapped by the person's passphrase and recovery key
 * (PrivateJournalKeys: wraps and Argon2id parameters, never a key the server can use), and where
 * the switch stands — "enabling" while the browser seals and replaces the entries, "on", or
 * "disabling" while it opens and replaces them as ordinary ones. No row: an ordinary journal.
 * Gone with the account.
 */
export const privateJournals = pgTable("private_journals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  keys: jsonb("keys").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Cloud-AI calls per user per day, for the optional AI_DAILY_LIMIT allowance. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
    /** Cloud greetings generated that day (their own allowance: AI_DAILY_LIMIT a day). */
    greetings: integer("greetings").notNull().default(0),
    /** Characters sent to the cloud voice that day. */
    speechChars: integer("speech_chars").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * One check value per secret (HMAC of a fixed label under the secret), so an instance started
 * with another ENCRYPTION_KEY or AUTH_SECRET than the one this database was set up with refuses
 * to start instead of failing every page. Never the secret itself.
 */
export const secretChecks = pgTable("secret_checks", {
  name: text("name").primaryKey(),
  checkValue: text("check_value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Gentle reminders (decision 047), opt-in: the days of the week (0 Sunday … 6 Saturday) and the
 * minute of the day in the person's IANA time zone, and quiet hours (minutes of the day, may wrap
 * past midnight) a reminder waits out. `inAppDueAt`: a reminder fell due that no push reached;
 * the app shows it on the next visit until dismissed. Gone with the account.
 */
export const reminderSettings = pgTable("reminder_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  days: integer("days").array().notNull(),
  minuteOfDay: integer("minute_of_day").notNull(),
  timeZone: text("time_zone").notNull(),
  quietStart: integer("quiet_start"),
  quietEnd: integer("quiet_end"),
  inAppDueAt: timestamp("in_app_due_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The next reminder of each person who turned reminders on: instances claim due rows with
 * FOR UPDATE SKIP LOCKED and move them to the next occurrence before sending, so each is sent once.
 */
export const reminderJobs = pgTable(
  "reminder_jobs",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("reminder_jobs_due_at_idx").on(t.dueAt)],
);

/** One Web Push subscription per device (the endpoint is unique); removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);

/**
 * The server's VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: generated by the
 * first instance to start, the private key sealed with ENCRYPTION_KEY, so every instance on this
 * database signs with the same pair. One row (id 1).
 */
export const vapidKeys = pgTable("vapid_keys", {
  id: integer("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type NewJournalEntryRow = typeof journalEntries.$inferInsert;
export type EntryMediaRow = typeof entryMedia.$inferSelect;
export type UserProfileRow = typeof userProfiles.$inferSelect;
