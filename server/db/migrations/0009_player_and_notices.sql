CREATE TABLE "notice_buildings" (
	"notice_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	CONSTRAINT "notice_buildings_notice_id_building_id_pk" PRIMARY KEY("notice_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"image_key" text,
	"video_id" uuid,
	"duration_seconds" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"start_time" text,
	"end_time" text,
	"paused" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_duration_range" CHECK ("notices"."duration_seconds" between 5 and 60),
	CONSTRAINT "notices_dates_order" CHECK ("notices"."end_date" >= "notices"."start_date"),
	CONSTRAINT "notices_hours_pair" CHECK (("notices"."start_time" is null) = ("notices"."end_time" is null)),
	CONSTRAINT "notices_content_of_kind" CHECK (("notices"."kind" = 'text' and "notices"."body" is not null) or ("notices"."kind" = 'image' and "notices"."image_key" is not null) or ("notices"."kind" = 'video' and "notices"."video_id" is not null))
);
--> statement-breakpoint
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
ALTER TABLE "videos" ADD COLUMN "purpose" text DEFAULT 'ad' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_buildings" ADD CONSTRAINT "notice_buildings_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_buildings" ADD CONSTRAINT "notice_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairing_codes" ADD CONSTRAINT "pairing_codes_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_daily" ADD CONSTRAINT "play_daily_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_records" ADD CONSTRAINT "play_records_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_paired_by_users_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_buildings_building_idx" ON "notice_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "notices_end_date_idx" ON "notices" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "notices_video_idx" ON "notices" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_code_unique" ON "pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pairing_codes_secret_unique" ON "pairing_codes" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "play_daily_user_day_idx" ON "play_daily" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "play_daily_building_day_idx" ON "play_daily" USING btree ("building_id","day");--> statement-breakpoint
CREATE INDEX "play_records_video_day_idx" ON "play_records" USING btree ("video_id","day");--> statement-breakpoint
CREATE INDEX "play_records_user_day_idx" ON "play_records" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "screens_token_hash_unique" ON "screens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "screens_building_idx" ON "screens" USING btree ("building_id");