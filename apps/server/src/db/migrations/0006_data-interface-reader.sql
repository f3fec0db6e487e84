-- SQL data interfaces read only these views, as the role app_interface_reader (ADR 0010).
-- The views hide soft-deleted rows and every secret column (base_user has no password hash here).
CREATE SCHEMA IF NOT EXISTS app_interface;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_user AS
  SELECT id, account, real_name, quick_query, nick_name, head_icon, gender, mobile_phone, tele_phone, email,
         organize_id, manager_id, enabled_mark, sort_code, description, creator_time, last_modify_time
  FROM public.base_user WHERE delete_time IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_organize AS SELECT * FROM public.base_organize WHERE delete_time IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_position AS SELECT * FROM public.base_position WHERE delete_time IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_role AS SELECT * FROM public.base_role WHERE delete_time IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_user_relation AS SELECT * FROM public.base_user_relation;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_dictionary_type AS SELECT * FROM public.base_dictionary_type WHERE delete_time IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_dictionary_data AS SELECT * FROM public.base_dictionary_data WHERE delete_time IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW app_interface.base_province AS SELECT * FROM public.base_province WHERE delete_time IS NULL;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_interface_reader') THEN
    CREATE ROLE app_interface_reader NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
  GRANT USAGE ON SCHEMA app_interface TO app_interface_reader;
  GRANT SELECT ON ALL TABLES IN SCHEMA app_interface TO app_interface_reader;
  IF NOT pg_has_role(current_user, 'app_interface_reader', 'MEMBER') THEN
    EXECUTE format('GRANT app_interface_reader TO %I', current_user);
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR duplicate_object THEN
    RAISE NOTICE 'app_interface_reader not set up (%): SQL interfaces run with the parser checks only', SQLERRM;
END $$;
