CREATE TABLE "base_user" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"quick_query" text DEFAULT '' NOT NULL,
	"nick_name" text,
	"head_icon" text DEFAULT '' NOT NULL,
	"gender" text,
	"birthday" bigint,
	"mobile_phone" text,
	"tele_phone" text,
	"landline" text,
	"email" text,
	"nation" text,
	"native_place" text,
	"entry_date" bigint,
	"certificates_type" text,
	"certificates_number" text,
	"education" text,
	"urgent_contacts" text,
	"urgent_tele_phone" text,
	"postal_address" text,
	"signature" text,
	"password_hash" text NOT NULL,
	"change_password_date" bigint,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"organize_id" text,
	"manager_id" text,
	"portal_id" text,
	"theme" text,
	"language" text,
	"property_json" text,
	"first_log_time" bigint,
	"first_log_ip" text,
	"prev_log_time" bigint,
	"prev_log_ip" text,
	"prev_log_place" text,
	"last_log_time" bigint,
	"last_log_ip" text,
	"last_log_place" text,
	"log_success_count" integer DEFAULT 0 NOT NULL,
	"log_error_count" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "base_user_relation" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"creator_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_organize" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"category" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"manager_id" text,
	"property_json" text,
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
CREATE TABLE "base_position" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text,
	"organize_id" text NOT NULL,
	"property_json" text,
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
CREATE TABLE "base_role" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text,
	"property_json" text,
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
CREATE TABLE "base_module_button" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"property_json" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text,
	"last_modify_time" bigint,
	"last_modify_user_id" text,
	"delete_time" bigint,
	"delete_user_id" text,
	"icon" text,
	"url_address" text
);
--> statement-breakpoint
CREATE TABLE "base_module_column" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"property_json" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text,
	"last_modify_time" bigint,
	"last_modify_user_id" text,
	"delete_time" bigint,
	"delete_user_id" text,
	"bind_table" text,
	"bind_table_name" text
);
--> statement-breakpoint
CREATE TABLE "base_module_data_scheme" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"property_json" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text,
	"last_modify_time" bigint,
	"last_modify_user_id" text,
	"delete_time" bigint,
	"delete_user_id" text,
	"condition_json" text DEFAULT '[]' NOT NULL,
	"condition_text" text
);
--> statement-breakpoint
CREATE TABLE "base_module_form" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"property_json" text,
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
CREATE TABLE "base_module" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"type" integer NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"url_address" text DEFAULT '' NOT NULL,
	"link_target" text DEFAULT '_self' NOT NULL,
	"category" text DEFAULT 'Web' NOT NULL,
	"property_json" text DEFAULT '{}' NOT NULL,
	"is_button_authorize" integer DEFAULT 1 NOT NULL,
	"is_column_authorize" integer DEFAULT 0 NOT NULL,
	"is_form_authorize" integer DEFAULT 0 NOT NULL,
	"is_data_authorize" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "base_authorize" (
	"id" text PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text
);
--> statement-breakpoint
CREATE TABLE "base_login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" bigint NOT NULL,
	"locked_until" bigint
);
--> statement-breakpoint
CREATE TABLE "base_qr_ticket" (
	"id" text PRIMARY KEY NOT NULL,
	"poll_key_hash" text NOT NULL,
	"status" text NOT NULL,
	"user_id" text,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"revoked_at" bigint,
	"revoke_reason" text,
	"ip" text DEFAULT '' NOT NULL,
	"ip_place" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_sms_code" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_sys_log" (
	"id" text PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"user_id" text,
	"user_name" text,
	"ip_address" text,
	"ip_address_name" text,
	"request_url" text,
	"request_method" text,
	"request_duration" integer,
	"status_code" integer,
	"abstracts" text,
	"json" text,
	"plat_form" text,
	"module_name" text,
	"creator_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_file" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"creator_user_id" text,
	"creator_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'SysConfig' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"dictionary_type_id" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"simple_spelling" text,
	"is_default" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "base_dictionary_type" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"is_tree" integer DEFAULT 0 NOT NULL,
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
CREATE UNIQUE INDEX "base_user_account_uq" ON "base_user" USING btree (lower("account")) WHERE "base_user"."delete_time" is null;--> statement-breakpoint
CREATE INDEX "base_user_organize_idx" ON "base_user" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "base_user_mobile_idx" ON "base_user" USING btree ("mobile_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "base_user_relation_uq" ON "base_user_relation" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "base_user_relation_object_idx" ON "base_user_relation" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "base_organize_parent_idx" ON "base_organize" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "base_position_organize_idx" ON "base_position" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "base_module_button_module_idx" ON "base_module_button" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "base_module_column_module_idx" ON "base_module_column" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "base_module_data_scheme_module_idx" ON "base_module_data_scheme" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "base_module_form_module_idx" ON "base_module_form" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "base_module_parent_idx" ON "base_module" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_authorize_uq" ON "base_authorize" USING btree ("object_type","object_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "base_authorize_item_idx" ON "base_authorize" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "base_session_user_idx" ON "base_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "base_sys_log_cat_time_idx" ON "base_sys_log" USING btree ("category","creator_time");--> statement-breakpoint
CREATE INDEX "base_sys_log_user_idx" ON "base_sys_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_file_stored_uq" ON "base_file" USING btree ("kind","stored_name");--> statement-breakpoint
CREATE INDEX "base_file_creator_idx" ON "base_file" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "base_dictionary_data_type_idx" ON "base_dictionary_data" USING btree ("dictionary_type_id");--> statement-breakpoint
CREATE INDEX "base_dictionary_type_parent_idx" ON "base_dictionary_type" USING btree ("parent_id");