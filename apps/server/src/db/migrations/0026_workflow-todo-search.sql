-- The to-do page's keyword (flowBefore/list/1, bench/README "Workflow"): one trigram index over the running tasks' title
-- and bill number as one text (chr(1) between them, which no keyword holds), so the to-do list reads one index and
-- only running tasks (0023's two-column index lost to the full indexes of 0021, which return the finished tasks too).
CREATE INDEX IF NOT EXISTS "flow_task_open_search_trgm" ON "flow_task" USING gin (("full_name" || chr(1) || coalesce("en_code", '')) gin_trgm_ops) WHERE "status" = 1 AND "delete_time" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "flow_task_open_keyword_trgm";
