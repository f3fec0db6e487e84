CREATE TABLE "base_message_receive" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" integer NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"read_time" bigint,
	"read_count" integer DEFAULT 0 NOT NULL,
	"creator_time" bigint NOT NULL,
	CONSTRAINT "base_message_receive_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "base_message" (
	"id" text PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"priority_level" integer DEFAULT 1 NOT NULL,
	"recipients" text,
	"release_time" bigint,
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
CREATE INDEX "base_message_receive_user_idx" ON "base_message_receive" USING btree ("user_id","is_read","type");--> statement-breakpoint
CREATE INDEX "base_message_type_idx" ON "base_message" USING btree ("type","creator_time");