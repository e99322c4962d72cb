-- An entry's recording and photos (decision 050): entry_media describes each item and points to its bytes
-- (blob_id); entry_media_chunks holds the database backend's bytes, one sealed chunk per row.
CREATE TABLE "entry_media" (
	"id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"of" uuid,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"storage" text NOT NULL,
	"blob_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_media_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "entry_media_chunks" (
	"blob_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_media_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
ALTER TABLE "entry_media" ADD CONSTRAINT "entry_media_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_media" ADD CONSTRAINT "entry_media_entry_fk" FOREIGN KEY ("user_id","entry_id") REFERENCES "public"."journal_entries"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_media_chunks" ADD CONSTRAINT "entry_media_chunks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_media_user_entry_idx" ON "entry_media" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE INDEX "entry_media_blob_id_idx" ON "entry_media" USING btree ("blob_id");--> statement-breakpoint
CREATE INDEX "entry_media_chunks_user_id_idx" ON "entry_media_chunks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "entry_media_chunks_first_idx" ON "entry_media_chunks" USING btree ("written_at") WHERE "entry_media_chunks"."seq" = 0;