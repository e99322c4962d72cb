// What Ripple keeps per account beside its journal: the profile, a private journal's wrapped key,
// cloud-AI use per day, and the secrets' check values.
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

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

export type UserProfileRow = typeof userProfiles.$inferSelect;
