CREATE TABLE "login_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"device" text NOT NULL,
	"method" text NOT NULL,
	"session_hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_events_account_idx" ON "login_events" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);