CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"institution" text NOT NULL,
	"holder_name" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"account_id" integer NOT NULL,
	"payout_account_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt" text,
	"receipt_auto" boolean DEFAULT false NOT NULL,
	"receipt_due_at" timestamp with time zone,
	"receipt_at" timestamp with time zone,
	"proof_image" "bytea",
	"proof_image_type" text,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_password_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_number_key" ON "payout_accounts" USING btree ("account_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_key" ON "withdrawals" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "withdrawals_receipt_due_idx" ON "withdrawals" USING btree ("receipt_due_at") WHERE "withdrawals"."receipt" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_withdrawal_key" ON "ledger_transactions" USING btree ("kind","reference") WHERE "ledger_transactions"."kind" in ('withdrawal-hold', 'withdrawal-payout', 'withdrawal-return');