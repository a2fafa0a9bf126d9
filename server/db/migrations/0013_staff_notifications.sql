CREATE TABLE "staff_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notifications_user_dedupe_unique" ON "staff_notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "staff_notifications_user_created_idx" ON "staff_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_notifications_user_unread_idx" ON "staff_notifications" USING btree ("user_id") WHERE "staff_notifications"."read_at" is null;