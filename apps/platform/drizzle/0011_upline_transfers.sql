CREATE TABLE "upline_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"account_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "upline_transfers_reference_key" ON "upline_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "upline_transfers_account_idx" ON "upline_transfers" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "upline_transfers_account_day_idx" ON "upline_transfers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "upline_transfers_agent_idx" ON "upline_transfers" USING btree ("agent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_upline_key" ON "ledger_transactions" USING btree ("kind","reference") WHERE "ledger_transactions"."kind" in ('upline-transfer-out', 'upline-transfer-in');