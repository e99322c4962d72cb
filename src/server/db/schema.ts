// The one source of row types: better-auth's tables plus Ripple's own, one file per group of
// tables in schema/. Drizzle (create-db.ts, create-auth.ts) and drizzle-kit (drizzle.config.ts)
// read them all from here.
export * from "./schema/account";
export * from "./schema/auth";
export * from "./schema/journal";
export * from "./schema/media";
export * from "./schema/reminders";
