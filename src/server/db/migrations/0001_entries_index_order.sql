DROP INDEX "journal_entries_user_created_idx";--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_at_idx" ON "journal_entries" USING btree ("user_id","created_at","id");