-- An entry id is unique per user: another user's id is free to use, exactly as if it did not exist.
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_pkey";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_id_pk" PRIMARY KEY("user_id","id");
