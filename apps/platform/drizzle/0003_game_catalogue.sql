CREATE TABLE "favourites" (
	"account_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_account_id_node_id_pk" PRIMARY KEY("account_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_announcements" (
	"id" integer PRIMARY KEY NOT NULL,
	"vassalage" text DEFAULT '' NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ar" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en_key" text NOT NULL,
	"name_ar_key" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"is_new" integer DEFAULT 0 NOT NULL,
	"is_hot" integer DEFAULT 0 NOT NULL,
	"freeplay" integer DEFAULT 0 NOT NULL,
	"support_play" integer,
	"is_game" integer DEFAULT 1 NOT NULL,
	"sort" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"account_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_account_id_node_id_pk" PRIMARY KEY("account_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name_en" text NOT NULL,
	"display_name_ar" text NOT NULL,
	"account_type_name" text NOT NULL,
	"game_types" text[] NOT NULL,
	"sort" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"game_list_card" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "favourites_account_idx" ON "favourites" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "game_announcements_start_idx" ON "game_announcements" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_game_code_key" ON "games" USING btree ("game_code");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vassalage","game_type","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_classify_idx" ON "games" USING btree ("game_type","game_classify","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_new_idx" ON "games" USING btree ("game_type","sort","node_id") WHERE "games"."is_new" = 1;--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("popularity","node_id") WHERE "games"."is_hot" = 1;--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity","node_id");--> statement-breakpoint
CREATE INDEX "recent_games_account_idx" ON "recent_games" USING btree ("account_id","last_played_at");