ALTER TABLE "base_user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(account || chr(1) || real_name || chr(1) || quick_query)) STORED;--> statement-breakpoint
CREATE INDEX "base_user_org_order_idx" ON "base_user" USING btree ("organize_id","sort_code","creator_time" DESC NULLS LAST,"id") WHERE "base_user"."delete_time" is null;--> statement-breakpoint
-- One GIN index over (organisation, search text): the users page with a keyword and an organisation filter
-- intersects the two inside the index instead of ANDing a 20,000-row organisation bitmap with three trigram
-- bitmaps (3.5 ms -> 0.4 ms on 1,000,000 users). btree_gin is a trusted extension (PostgreSQL 13+); PGlite loads it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "base_user_search_gin" ON "base_user" USING gin ("organize_id", "search_text" gin_trgm_ops) WHERE "delete_time" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "base_user_account_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "base_user_real_name_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "base_user_quick_query_trgm";
