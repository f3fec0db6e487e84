CREATE TABLE "base_bill_number_reservation" (
	"rule_id" text NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "base_bill_number_reservation_rule_id_user_id_pk" PRIMARY KEY("rule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "base_bill_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"date_format" text DEFAULT 'yyyyMMdd' NOT NULL,
	"digit" integer NOT NULL,
	"start_number" text NOT NULL,
	"this_number" integer DEFAULT 0 NOT NULL,
	"last_date" text,
	"output_number" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"creator_user_id" text,
	"last_modify_time" bigint,
	"last_modify_user_id" text,
	"delete_time" bigint,
	"delete_user_id" text
);
--> statement-breakpoint
CREATE INDEX "base_bill_rule_encode_idx" ON "base_bill_rule" USING btree ("en_code");