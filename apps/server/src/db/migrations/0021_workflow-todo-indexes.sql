-- The to-do page (flowBefore/list/1, bench/README "Why the to-do page misses"): the keyword on task title and bill
-- number through trigram indexes (like the users' search, 0007), and the open operators of a task by one partial index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "flow_task_full_name_trgm" ON "flow_task" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "flow_task_en_code_trgm" ON "flow_task" USING gin ("en_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "flow_task_operator_open_idx" ON "flow_task_operator" ("task_id") WHERE "completion" = 0 AND "state" = 0;
