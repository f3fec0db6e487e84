CREATE TABLE "base_notify_log" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"user_id" text,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"status" integer NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_notify_log_time_idx" ON "base_notify_log" USING btree ("created_time");