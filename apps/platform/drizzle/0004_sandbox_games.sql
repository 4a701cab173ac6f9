CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer,
	"member_session_hash" text,
	"node_id" integer NOT NULL,
	"kind" text NOT NULL,
	"trial" boolean NOT NULL,
	"balance_minor" bigint,
	"staked_minor" bigint DEFAULT 0 NOT NULL,
	"won_minor" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"back_url" text DEFAULT '/' NOT NULL,
	"prize_mode" text,
	"view" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_round_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"result" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_game_code_numero_pk" PRIMARY KEY("game_code","numero")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"prize_mode" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" integer NOT NULL,
	"game_group_code" text NOT NULL,
	"draw_interval_seconds" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "lottery_games_prize_mode_game_code_pk" PRIMARY KEY("prize_mode","game_code")
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"seats" integer NOT NULL,
	"players" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_rounds_account_idx" ON "game_rounds" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_win_idx" ON "game_rounds" USING btree ("win_minor","created_at") WHERE "game_rounds"."win_minor" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_key" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_account_idx" ON "game_sessions" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_opened_idx" ON "lottery_draws" USING btree ("game_code","opened_at");--> statement-breakpoint
CREATE INDEX "lottery_games_code_idx" ON "lottery_games" USING btree ("game_code");--> statement-breakpoint
CREATE INDEX "lottery_games_mode_idx" ON "lottery_games" USING btree ("prize_mode","game_group_code","sort");--> statement-breakpoint
CREATE INDEX "pvp_rooms_game_idx" ON "pvp_rooms" USING btree ("node_id","sort");