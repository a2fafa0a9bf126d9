CREATE TABLE "screen_capture_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"fulfilled_at" timestamp with time zone,
	"capture_id" uuid
);
--> statement-breakpoint
CREATE TABLE "screen_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"hour_start" timestamp with time zone,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "screen_captures_hour_only_hourly" CHECK (("screen_captures"."kind" = 'hourly') = ("screen_captures"."hour_start" is not null))
);
--> statement-breakpoint
ALTER TABLE "screen_capture_requests" ADD CONSTRAINT "screen_capture_requests_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_capture_requests" ADD CONSTRAINT "screen_capture_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_capture_requests" ADD CONSTRAINT "screen_capture_requests_capture_id_screen_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."screen_captures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_captures" ADD CONSTRAINT "screen_captures_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_capture_requests_screen_idx" ON "screen_capture_requests" USING btree ("screen_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screen_captures_hourly_unique" ON "screen_captures" USING btree ("screen_id","hour_start");--> statement-breakpoint
CREATE INDEX "screen_captures_screen_taken_idx" ON "screen_captures" USING btree ("screen_id","taken_at");--> statement-breakpoint
CREATE INDEX "screen_captures_taken_idx" ON "screen_captures" USING btree ("taken_at");