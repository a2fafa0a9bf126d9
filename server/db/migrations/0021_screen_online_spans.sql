CREATE TABLE "screen_online_spans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"screen_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screen_online_spans_window" CHECK ("screen_online_spans"."last_beat_at" >= "screen_online_spans"."started_at")
);
--> statement-breakpoint
ALTER TABLE "screen_online_spans" ADD CONSTRAINT "screen_online_spans_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_online_spans_screen_idx" ON "screen_online_spans" USING btree ("screen_id","started_at");