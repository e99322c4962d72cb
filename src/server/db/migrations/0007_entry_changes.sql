-- The order of changes to journals, for incremental sync (decision 016): one global sequence; each entry's
-- place in it (change_seq), taken again on every update; tombstones for deleted entries in the same order.
-- Existing entries get their places in the order they were last written; the trigger makes the writers of
-- one person's journal take their place one after another (see the decision for why).
CREATE SEQUENCE "public"."entry_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "entry_tombstones" (
	"user_id" text NOT NULL,
	"id" uuid NOT NULL,
	"change_seq" bigint DEFAULT nextval('entry_change_seq') NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_tombstones_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "change_seq" bigint;--> statement-breakpoint
UPDATE "journal_entries" AS "e" SET "change_seq" = "o"."seq"
	FROM (SELECT "user_id", "id", row_number() OVER (ORDER BY "updated_at", "created_at", "id") AS "seq" FROM "journal_entries") AS "o"
	WHERE "e"."user_id" = "o"."user_id" AND "e"."id" = "o"."id";--> statement-breakpoint
SELECT setval('entry_change_seq', coalesce((SELECT max("change_seq") FROM "journal_entries"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "change_seq" SET DEFAULT nextval('entry_change_seq');--> statement-breakpoint
ALTER TABLE "journal_entries" ALTER COLUMN "change_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_tombstones" ADD CONSTRAINT "entry_tombstones_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_tombstones_user_change_seq_idx" ON "entry_tombstones" USING btree ("user_id","change_seq");--> statement-breakpoint
CREATE INDEX "journal_entries_user_change_seq_idx" ON "journal_entries" USING btree ("user_id","change_seq");--> statement-breakpoint
-- Every insert and update takes its place after waiting for the person's other writers, and only then:
-- the default's value (taken before the wait) is replaced. A sync reads under the shared form of the lock.
CREATE FUNCTION "entry_take_change_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(1380536400, hashtext(NEW.user_id));
	NEW.change_seq := nextval('entry_change_seq');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_change_seq" BEFORE INSERT OR UPDATE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "entry_take_change_seq"();--> statement-breakpoint
CREATE TRIGGER "entry_tombstones_change_seq" BEFORE INSERT OR UPDATE ON "entry_tombstones" FOR EACH ROW EXECUTE FUNCTION "entry_take_change_seq"();
