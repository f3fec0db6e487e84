-- The to-do keyword on the operator rows themselves (flowBefore/list/1, bench/README "Workflow"): each open operator
-- of a running task carries its task's title and bill number (chr(1) between them, as 0026's index), kept in step by
-- the command that writes the task (flow-task.repo.ts), under one index with the handler, so the to-do page with a
-- keyword reads the caller's matching rows from one index instead of probing the task of every running match.
ALTER TABLE "flow_task_operator" ADD COLUMN "search_text" text;--> statement-breakpoint
UPDATE "flow_task_operator" o SET "search_text" = t."full_name" || chr(1) || coalesce(t."en_code", '') FROM "flow_task" t WHERE t."id" = o."task_id" AND t."status" = 1 AND t."delete_time" IS NULL;--> statement-breakpoint
CREATE INDEX "flow_task_operator_todo_search_idx" ON "flow_task_operator" USING gin ("handle_id","search_text" gin_trgm_ops) WHERE "flow_task_operator"."completion" = 0 and "flow_task_operator"."state" = 0 and "flow_task_operator"."search_text" is not null;