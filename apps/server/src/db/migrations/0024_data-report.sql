CREATE TABLE "base_data_report" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text NOT NULL,
	"source_type" integer NOT NULL,
	"source_id" text NOT NULL,
	"columns" jsonb NOT NULL,
	"group_by" jsonb,
	"filters" jsonb NOT NULL,
	"charts" jsonb NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text,
	"last_modify_time" bigint,
	"last_modify_user_id" text,
	"delete_time" bigint,
	"delete_user_id" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_data_report_category_idx" ON "base_data_report" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_report_en_code_uq" ON "base_data_report" USING btree ("en_code") WHERE "base_data_report"."delete_time" is null;