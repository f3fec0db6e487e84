-- Menu properties become jsonb: the runtime pages look their menu up by propertyJson.moduleId. Text that is not a
-- JSON object (empty, broken, or another JSON value) is kept as {"legacyText": <the text>} rather than failing the
-- migration or losing it; the API answers the object as JSON text as before.
CREATE FUNCTION "app_menu_properties_0020"(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v jsonb;
BEGIN
  IF t IS NULL OR btrim(t) = '' THEN
    RETURN '{}'::jsonb;
  END IF;
  v := t::jsonb;
  RETURN CASE WHEN jsonb_typeof(v) = 'object' THEN v ELSE jsonb_build_object('legacyText', t) END;
EXCEPTION WHEN others THEN
  RETURN jsonb_build_object('legacyText', t);
END $$;--> statement-breakpoint
ALTER TABLE "base_module" ALTER COLUMN "property_json" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "base_module" ALTER COLUMN "property_json" SET DATA TYPE jsonb USING "app_menu_properties_0020"("property_json");--> statement-breakpoint
ALTER TABLE "base_module" ALTER COLUMN "property_json" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
DROP FUNCTION "app_menu_properties_0020"(text);
