CREATE TABLE "screen_outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen_id" uuid NOT NULL,
	"began_at" timestamp with time zone NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	"back_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "online_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screen_outages" ADD CONSTRAINT "screen_outages_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "screen_outages_screen_began_unique" ON "screen_outages" USING btree ("screen_id","began_at");--> statement-breakpoint
CREATE INDEX "screen_outages_open_idx" ON "screen_outages" USING btree ("screen_id") WHERE "screen_outages"."closed_at" is null;