CREATE TABLE "base_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_time" bigint NOT NULL,
	"available_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_time" bigint
);
--> statement-breakpoint
ALTER TABLE "base_job" ALTER COLUMN "result" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "base_job" ALTER COLUMN "result" SET DATA TYPE jsonb USING "result"::jsonb;--> statement-breakpoint
ALTER TABLE "base_job" ALTER COLUMN "result" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "base_job" ALTER COLUMN "creator_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "run_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "locked_until" bigint;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "progress_message" text;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "base_job" ADD COLUMN "finished_time" bigint;--> statement-breakpoint
CREATE INDEX "base_outbox_waiting_idx" ON "base_outbox" USING btree ("available_at") WHERE "base_outbox"."delivered_time" is null;--> statement-breakpoint
CREATE INDEX "base_outbox_delivered_idx" ON "base_outbox" USING btree ("delivered_time");--> statement-breakpoint
CREATE INDEX "base_job_due_idx" ON "base_job" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "base_job_dedupe_idx" ON "base_job" USING btree ("dedupe_key") WHERE "base_job"."dedupe_key" is not null;--> statement-breakpoint
-- Jobs of the detached promises before the worker: nothing can resume them.
UPDATE "base_job" SET "status" = 'failed', "error" = 'interrupted by a restart' WHERE "status" = 'running';