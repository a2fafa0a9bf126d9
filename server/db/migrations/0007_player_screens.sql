CREATE TABLE "pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"screen_id" uuid,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_daily" (
	"day" date NOT NULL,
	"video_id" uuid NOT NULL,
	"screen_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"played_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_daily_pk" PRIMARY KEY("day","video_id","screen_id")
);
--> statement-breakpoint
CREATE TABLE "play_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"screen_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_records_window" CHECK ("play_records"."ended_at" > "play_records"."started_at")
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"label" text NOT NULL,
	"token_hash" text,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_by" uuid,
	"revoked_at" timestamp with time zone,
	"last_heartbeat_at" timestamp with time zone,
	"now_playing" jsonb,
	"manifest_version" text,
	"cached_files" integer,
	"cached_bytes" bigint,
	"app_version" text,
	CONSTRAINT "screens_label_not_blank" CHECK (length(trim("screens"."label")) > 0)
);
--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_daily" ADD CONSTRAINT "play_daily_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_records" ADD CONSTRAINT "play_records_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_paired_by_users_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_code_unique" ON "pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_secret_unique" ON "pairing_codes" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "play_daily_user_day_idx" ON "play_daily" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "play_daily_building_day_idx" ON "play_daily" USING btree ("building_id","day");--> statement-breakpoint
CREATE INDEX "play_records_video_day_idx" ON "play_records" USING btree ("video_id","day");--> statement-breakpoint
CREATE INDEX "play_records_user_day_idx" ON "play_records" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "screens_token_hash_unique" ON "screens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "screens_building_idx" ON "screens" USING btree ("building_id");