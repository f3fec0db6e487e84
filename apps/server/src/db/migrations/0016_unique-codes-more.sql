-- Stops with the clashing codes named when live rows already share a code: which one to keep is a person's call
-- (rename or delete the extra rows, then migrate again); demo data has none.
DO $$
DECLARE
  checks text[][] := ARRAY[
    ['base_organize', 'lower(en_code)'],
    ['base_module', 'lower(en_code)'],
    ['base_module_button', 'module_id || '':'' || lower(en_code)'],
    ['base_module_column', 'module_id || '':'' || lower(en_code)'],
    ['base_module_form', 'module_id || '':'' || lower(en_code)'],
    ['base_module_data_scheme', 'module_id || '':'' || lower(en_code)'],
    ['base_dictionary_type', 'en_code'],
    ['base_dictionary_data', 'dictionary_type_id || '':'' || en_code'],
    ['base_bill_rule', 'en_code'],
    ['base_province', 'en_code'],
    ['base_data_interface', 'en_code']
  ];
  clashes text;
BEGIN
  FOR i IN 1 .. array_length(checks, 1) LOOP
    EXECUTE format(
      'SELECT string_agg(k, '', '') FROM (SELECT %s AS k FROM %I WHERE delete_time IS NULL GROUP BY 1 HAVING count(*) > 1 LIMIT 20) d',
      checks[i][2], checks[i][1]) INTO clashes;
    IF clashes IS NOT NULL THEN
      RAISE EXCEPTION 'unique-codes-more: live rows of % share a code (%); rename or delete the extra ones, then migrate again', checks[i][1], clashes;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "base_organize_en_code_uq" ON "base_organize" USING btree (lower("en_code")) WHERE "base_organize"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_button_en_code_uq" ON "base_module_button" USING btree ("module_id",lower("en_code")) WHERE "base_module_button"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_column_en_code_uq" ON "base_module_column" USING btree ("module_id",lower("en_code")) WHERE "base_module_column"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_data_scheme_en_code_uq" ON "base_module_data_scheme" USING btree ("module_id",lower("en_code")) WHERE "base_module_data_scheme"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_form_en_code_uq" ON "base_module_form" USING btree ("module_id",lower("en_code")) WHERE "base_module_form"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_module_en_code_uq" ON "base_module" USING btree (lower("en_code")) WHERE "base_module"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_dictionary_data_en_code_uq" ON "base_dictionary_data" USING btree ("dictionary_type_id","en_code") WHERE "base_dictionary_data"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_dictionary_type_en_code_uq" ON "base_dictionary_type" USING btree ("en_code") WHERE "base_dictionary_type"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_bill_rule_en_code_uq" ON "base_bill_rule" USING btree ("en_code") WHERE "base_bill_rule"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_province_en_code_uq" ON "base_province" USING btree ("en_code") WHERE "base_province"."delete_time" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "base_data_interface_en_code_uq" ON "base_data_interface" USING btree ("en_code") WHERE "base_data_interface"."delete_time" is null;