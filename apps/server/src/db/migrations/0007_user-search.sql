-- Keyword search on users (account, name, pinyin initials) uses trigram indexes, so `ilike '%kw%'` stays fast
-- on a million users. pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "base_user_account_trgm" ON "base_user" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "base_user_real_name_trgm" ON "base_user" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "base_user_quick_query_trgm" ON "base_user" USING gin ("quick_query" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "base_user_list_order_idx" ON "base_user" ("sort_code", "creator_time" DESC) WHERE "delete_time" IS NULL;
