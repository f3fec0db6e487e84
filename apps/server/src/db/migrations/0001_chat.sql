CREATE TABLE "base_im_connection" (
	"id" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"ip" text NOT NULL,
	"platform" text NOT NULL,
	"connected_at" bigint NOT NULL,
	"last_active_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_im_content" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation" text NOT NULL,
	"send_user_id" text NOT NULL,
	"send_time" bigint NOT NULL,
	"receive_user_id" text NOT NULL,
	"receive_time" bigint,
	"content" text NOT NULL,
	"content_type" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_im_node" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" bigint NOT NULL,
	"heartbeat_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_im_connection_user_idx" ON "base_im_connection" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "base_im_connection_node_idx" ON "base_im_connection" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "base_im_content_conv_idx" ON "base_im_content" USING btree ("conversation","send_time","id");--> statement-breakpoint
CREATE INDEX "base_im_content_unread_idx" ON "base_im_content" USING btree ("receive_user_id","send_user_id","send_time") WHERE "base_im_content"."state" = 0;