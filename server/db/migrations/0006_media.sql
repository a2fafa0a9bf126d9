CREATE TABLE "active_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"building_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'em_analise' NOT NULL,
	"rejection_reason" text,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "videos_id_user_building_unique" UNIQUE("id","user_id","building_id"),
	CONSTRAINT "videos_reason_when_rejected" CHECK ("videos"."status" <> 'reprovado' or length(trim("videos"."rejection_reason")) > 0),
	CONSTRAINT "videos_decided_when_decided" CHECK (("videos"."status" = 'em_analise') = ("videos"."decided_at" is null)),
	CONSTRAINT "videos_size_range" CHECK ("videos"."file_size" > 0 and "videos"."file_size" <= 52428800),
	CONSTRAINT "videos_dimensions" CHECK ("videos"."duration_ms" > 0 and "videos"."width" > 0 and "videos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "active_videos" ADD CONSTRAINT "active_videos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_videos" ADD CONSTRAINT "active_videos_video_fk" FOREIGN KEY ("video_id","user_id","building_id") REFERENCES "public"."videos"("id","user_id","building_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "active_videos_booking_unique" ON "active_videos" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "active_videos_video_unique" ON "active_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "active_videos_building_idx" ON "active_videos" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "active_videos_user_idx" ON "active_videos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_storage_key_unique" ON "videos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "videos_user_created_idx" ON "videos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_status_created_idx" ON "videos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "videos_building_idx" ON "videos" USING btree ("building_id");