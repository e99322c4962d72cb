-- Sealed entries (decision 013): one AES-256-GCM envelope per entry (sealed) and per stored reply (sealed_reply).
-- The per-value columns stay, nullable, until the data migration (src/server/db/seal-legacy-entries.ts) has emptied them; a later migration drops them.
ALTER TABLE "journal_entries" ALTER COLUMN "entry_text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "emotion" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "duration" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "duration" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "emotion_intensity" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "emotion_intensity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "mood" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "mood" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "wellness_score" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "wellness_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "ai_suggestions" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "ai_suggestions" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "themes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "themes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "is_ai_generated" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "is_ai_generated" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "sealed" "bytea";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "sealed_reply" "bytea";--> statement-breakpoint
CREATE INDEX "journal_entries_unsealed_idx" ON "journal_entries" USING btree ("user_id","id") WHERE "journal_entries"."sealed" is null;