-- Seeded divisions (id = en_code = a six-digit GB/T 2260 code) take their own level from the code instead of
-- their depth: municipalities' districts and province-governed county-level cities become county level (3).
UPDATE "base_province" SET "type" = CASE
  WHEN "id" ~ '^[0-9]{2}0000$' THEN 1
  WHEN "id" ~ '^[0-9]{4}00$' THEN 2
  ELSE 3
END
WHERE "id" = "en_code" AND "id" ~ '^[0-9]{6}$';
