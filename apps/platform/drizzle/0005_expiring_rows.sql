CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "password_resets_expiry_idx" ON "password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "captchas_expiry_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "game_sessions_trial_idx" ON "game_sessions" USING btree ("expires_at") WHERE "game_sessions"."trial";--> statement-breakpoint
CREATE INDEX "slider_challenges_expiry_idx" ON "slider_challenges" USING btree ("expires_at");