CREATE TABLE "base_portal" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"layout" jsonb NOT NULL,
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
CREATE UNIQUE INDEX "base_portal_en_code_uq" ON "base_portal" USING btree ("en_code") WHERE "base_portal"."delete_time" is null;