CREATE TABLE "ledger_days" (
	"wallet_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"credit_minor" bigint NOT NULL,
	"debit_minor" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_days_wallet_id_day_category_pk" PRIMARY KEY("wallet_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "round_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor" text NOT NULL,
	"outcome" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"rounds" integer NOT NULL,
	CONSTRAINT "round_days_account_id_day_game_type_vendor_outcome_pk" PRIMARY KEY("account_id","day","game_type","vendor","outcome")
);
--> statement-breakpoint
DROP INDEX "game_rounds_account_idx";--> statement-breakpoint
-- The new columns are filled from what the rows already say, then required (ledgerCategoryOf's mapping).
ALTER TABLE "game_rounds" ADD COLUMN "vendor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "outcome" text DEFAULT 'even' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "category" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
UPDATE "game_rounds" r SET "vendor" = g."vassalage" FROM "games" g WHERE g."node_id" = r."node_id";--> statement-breakpoint
UPDATE "game_rounds" SET "outcome" = CASE WHEN "win_minor" > "stake_minor" THEN 'won' WHEN "win_minor" < "stake_minor" THEN 'lost' ELSE 'even' END;--> statement-breakpoint
UPDATE "ledger_entries" e SET "category" = CASE
	WHEN t."kind" = 'deposit' THEN 'deposit'
	WHEN t."kind" LIKE 'withdrawal-%' THEN 'withdrawal'
	WHEN t."kind" IN ('wallet-transfer', 'wallet-recall') THEN 'transfer'
	WHEN t."kind" = 'game-round' THEN 'game'
	ELSE 'adjustment' END
FROM "ledger_transactions" t WHERE t."id" = e."transaction_id";--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "vendor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "outcome" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "category" DROP DEFAULT;--> statement-breakpoint
INSERT INTO "ledger_days" ("wallet_id", "day", "category", "credit_minor", "debit_minor", "entries")
	SELECT e."wallet_id", (e."created_at" AT TIME ZONE 'UTC')::date, e."category",
		sum(greatest(e."amount", 0)), sum(greatest(-e."amount", 0)), count(*)
	FROM "ledger_entries" e JOIN "wallets" w ON w."id" = e."wallet_id" AND w."account_id" IS NOT NULL
	GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "round_days" ("account_id", "day", "game_type", "vendor", "outcome", "stake_minor", "win_minor", "rounds")
	SELECT "account_id", ("created_at" AT TIME ZONE 'UTC')::date, "game_type", "vendor", "outcome",
		sum("stake_minor"), sum("win_minor"), count(*)
	FROM "game_rounds" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE INDEX "game_rounds_type_idx" ON "game_rounds" USING btree ("account_id","game_type","created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_vendor_idx" ON "game_rounds" USING btree ("account_id","vendor","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_statement_idx" ON "ledger_entries" USING btree ("wallet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_category_idx" ON "ledger_entries" USING btree ("wallet_id","category","created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_account_idx" ON "game_rounds" USING btree ("account_id","created_at","id");