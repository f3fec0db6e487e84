CREATE TABLE "flow_delegate" (
	"id" text PRIMARY KEY NOT NULL,
	"to_user_id" text NOT NULL,
	"to_user_name" text,
	"flow_id" text NOT NULL,
	"flow_name" text,
	"flow_category" text,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
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
CREATE TABLE "flow_engine_version" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"version" integer NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" integer NOT NULL,
	"category" text NOT NULL,
	"form_type" integer NOT NULL,
	"form_template_json" text,
	"flow_template_json" text NOT NULL,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text
);
--> statement-breakpoint
CREATE TABLE "flow_engine_visible" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"operator_type" text NOT NULL,
	"operator_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_engine" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"form_type" integer DEFAULT 2 NOT NULL,
	"form_template_json" text,
	"flow_template_json" text NOT NULL,
	"visible_type" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"icon_background" text,
	"version" integer DEFAULT 0 NOT NULL,
	"version_id" text,
	"tables" text DEFAULT '[]' NOT NULL,
	"db_link_id" text,
	"app_form_url" text,
	"form_url" text,
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
CREATE TABLE "flow_task_circulate" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"node_code" text NOT NULL,
	"node_name" text NOT NULL,
	"object_type" text DEFAULT 'user' NOT NULL,
	"object_id" text NOT NULL,
	"creator_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task_node" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"node_code" text NOT NULL,
	"node_name" text NOT NULL,
	"node_type" text NOT NULL,
	"node_next" text NOT NULL,
	"completion" integer DEFAULT 0 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"phase" text NOT NULL,
	"creator_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task_operator" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"run" integer NOT NULL,
	"node_code" text NOT NULL,
	"node_name" text NOT NULL,
	"handle_type" text NOT NULL,
	"handle_id" text NOT NULL,
	"handle_status" integer,
	"handle_time" bigint,
	"completion" integer DEFAULT 0 NOT NULL,
	"due_at" bigint,
	"state" integer DEFAULT 0 NOT NULL,
	"parent_id" text,
	"creator_time" bigint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task_record" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"run" integer NOT NULL,
	"node_code" text NOT NULL,
	"node_name" text NOT NULL,
	"task_operator_id" text,
	"handle_id" text NOT NULL,
	"handle_status" integer NOT NULL,
	"handle_time" bigint NOT NULL,
	"handle_opinion" text DEFAULT '' NOT NULL,
	"sign_img" text,
	"operator_id" text,
	"status" integer DEFAULT 0 NOT NULL,
	"delegator_id" text
);
--> statement-breakpoint
CREATE TABLE "flow_task" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"process_id" text NOT NULL,
	"en_code" text,
	"full_name" text NOT NULL,
	"flow_urgent" integer DEFAULT 1 NOT NULL,
	"flow_id" text NOT NULL,
	"flow_version_id" text NOT NULL,
	"flow_code" text NOT NULL,
	"flow_name" text NOT NULL,
	"flow_type" integer NOT NULL,
	"flow_category" text NOT NULL,
	"form_type" integer NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"completion" integer DEFAULT 0 NOT NULL,
	"this_step" text,
	"this_step_id" text,
	"start_time" bigint,
	"end_time" bigint,
	"version" integer DEFAULT 0 NOT NULL,
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
CREATE INDEX "flow_delegate_creator_idx" ON "flow_delegate" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "flow_delegate_to_idx" ON "flow_delegate" USING btree ("to_user_id","flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_engine_version_uq" ON "flow_engine_version" USING btree ("flow_id","version");--> statement-breakpoint
CREATE INDEX "flow_engine_visible_flow_idx" ON "flow_engine_visible" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "flow_engine_visible_op_idx" ON "flow_engine_visible" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_engine_en_code_uq" ON "flow_engine" USING btree ("en_code") WHERE "flow_engine"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_engine_full_name_uq" ON "flow_engine" USING btree ("full_name") WHERE "flow_engine"."delete_time" is null;--> statement-breakpoint
CREATE INDEX "flow_task_circulate_task_idx" ON "flow_task_circulate" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "flow_task_circulate_user_idx" ON "flow_task_circulate" USING btree ("object_id","creator_time");--> statement-breakpoint
CREATE INDEX "flow_task_node_task_idx" ON "flow_task_node" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "flow_task_operator_task_idx" ON "flow_task_operator" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "flow_task_operator_todo_idx" ON "flow_task_operator" USING btree ("handle_id","creator_time") WHERE "flow_task_operator"."completion" = 0 and "flow_task_operator"."state" = 0;--> statement-breakpoint
CREATE INDEX "flow_task_record_task_idx" ON "flow_task_record" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "flow_task_record_handler_idx" ON "flow_task_record" USING btree ("handle_id","handle_time");--> statement-breakpoint
CREATE INDEX "flow_task_creator_idx" ON "flow_task" USING btree ("creator_user_id","status");--> statement-breakpoint
CREATE INDEX "flow_task_flow_idx" ON "flow_task" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "flow_task_parent_idx" ON "flow_task" USING btree ("parent_id");