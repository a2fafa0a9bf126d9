CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"consent_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_email_lower" CHECK ("waitlist_entries"."email" = lower("waitlist_entries"."email"))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_waiting_unique" ON "waitlist_entries" USING btree ("building_id","email") WHERE "waitlist_entries"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_building_idx" ON "waitlist_entries" USING btree ("building_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_notified_idx" ON "waitlist_entries" USING btree ("notified_at");