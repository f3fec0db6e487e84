CREATE TABLE "base_data_interface_log" (
	"id" text PRIMARY KEY NOT NULL,
	"invok_id" text NOT NULL,
	"invok_time" bigint NOT NULL,
	"invok_waste_time" integer NOT NULL,
	"user_id" text,
	"invok_ip" text DEFAULT '' NOT NULL,
	"invok_device" text DEFAULT '' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"is_ok" integer DEFAULT 1 NOT NULL,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "base_data_interface" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"data_type" integer NOT NULL,
	"db_link_id" text DEFAULT '0' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"request_method" text DEFAULT 'get' NOT NULL,
	"response_type" text DEFAULT 'json' NOT NULL,
	"request_parameters" text DEFAULT '[]' NOT NULL,
	"request_headers" text DEFAULT '' NOT NULL,
	"check_type" integer DEFAULT 1 NOT NULL,
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
CREATE INDEX "base_data_interface_log_invok_idx" ON "base_data_interface_log" USING btree ("invok_id","invok_time");--> statement-breakpoint
CREATE INDEX "base_data_interface_category_idx" ON "base_data_interface" USING btree ("category_id");