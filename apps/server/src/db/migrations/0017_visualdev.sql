CREATE TABLE "base_visualdev_release" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"version" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"column_data" jsonb,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text
);
--> statement-breakpoint
CREATE TABLE "base_visualdev" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" integer NOT NULL,
	"category" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"form_data" jsonb,
	"column_data" jsonb,
	"tables" text DEFAULT '' NOT NULL,
	"db_link_id" text DEFAULT '' NOT NULL,
	"web_type" integer DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"release_version" integer DEFAULT 0 NOT NULL,
	"table_layout" jsonb,
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
CREATE UNIQUE INDEX "base_visualdev_release_model_version_uq" ON "base_visualdev_release" USING btree ("model_id","version");--> statement-breakpoint
CREATE INDEX "base_visualdev_type_idx" ON "base_visualdev" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "base_visualdev_en_code_uq" ON "base_visualdev" USING btree ("en_code") WHERE "base_visualdev"."delete_time" is null;