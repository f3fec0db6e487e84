CREATE TABLE "base_province" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"quick_query" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text,
	"last_modify_time" bigint,
	"last_modify_user_id" text,
	"delete_time" bigint,
	"delete_user_id" text
);
--> statement-breakpoint
CREATE TABLE "base_job" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"result" text DEFAULT '{}' NOT NULL,
	"creator_user_id" text NOT NULL,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_province_parent_idx" ON "base_province" USING btree ("parent_id","sort_code");--> statement-breakpoint
CREATE INDEX "base_province_code_idx" ON "base_province" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "base_job_creator_idx" ON "base_job" USING btree ("creator_user_id");