CREATE TABLE "announcements" (
	"id" integer NOT NULL,
	"lang" text NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"execution" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"sort" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"ip" text NOT NULL,
	"category" text,
	"content" text NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"reference" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer NOT NULL,
	"lang" text NOT NULL,
	"type" text NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"content" text,
	CONSTRAINT "notices_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer NOT NULL,
	"lang" text NOT NULL,
	"category" text NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promotions_id_lang_pk" PRIMARY KEY("id","lang")
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"account_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "vip_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("lang","starts_at");--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("group_name","sort");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_images_feedback_idx" ON "feedback_images" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("account_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_reference_key" ON "inbox_messages" USING btree ("account_id","reference");--> statement-breakpoint
CREATE INDEX "notices_type_idx" ON "notices" USING btree ("type","lang","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_account_key" ON "social_identities" USING btree ("account_id","provider");