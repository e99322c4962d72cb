-- Key check values (a wrong ENCRYPTION_KEY or AUTH_SECRET refuses to start), and the cloud greeting and voice allowances.
CREATE TABLE "secret_checks" (
	"name" text PRIMARY KEY NOT NULL,
	"check_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "greetings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "speech_chars" integer DEFAULT 0 NOT NULL;
