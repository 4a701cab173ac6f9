CREATE TABLE "handover_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "handover_codes_expiry_idx" ON "handover_codes" USING btree ("expires_at");