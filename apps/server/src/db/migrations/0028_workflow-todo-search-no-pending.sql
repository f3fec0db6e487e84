-- The to-do keyword's index without a pending list (fastupdate off): a search reads the whole pending list, up to
-- 4 MB (412 pages against the index's own 39 for a 3-digit keyword among 100,000 open rows, bench/README "Workflow").
DROP INDEX "flow_task_operator_todo_search_idx";--> statement-breakpoint
CREATE INDEX "flow_task_operator_todo_search_idx" ON "flow_task_operator" USING gin ("handle_id","search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "flow_task_operator"."completion" = 0 and "flow_task_operator"."state" = 0 and "flow_task_operator"."search_text" is not null;