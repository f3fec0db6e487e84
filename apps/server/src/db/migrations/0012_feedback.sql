CREATE TABLE "base_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"page_path" text,
	"state" integer DEFAULT 0 NOT NULL,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text NOT NULL,
	"handled_time" bigint,
	"handled_user_id" text
);
--> statement-breakpoint
CREATE INDEX "base_feedback_created_idx" ON "base_feedback" USING btree ("creator_time");--> statement-breakpoint
CREATE INDEX "base_feedback_writer_idx" ON "base_feedback" USING btree ("creator_user_id","creator_time");