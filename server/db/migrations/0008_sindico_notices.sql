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
ALTER TABLE "videos" ADD COLUMN "purpose" text DEFAULT 'ad' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_buildings" ADD CONSTRAINT "notice_buildings_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_buildings" ADD CONSTRAINT "notice_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_buildings_building_idx" ON "notice_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "notices_end_date_idx" ON "notices" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "notices_video_idx" ON "notices" USING btree ("video_id");