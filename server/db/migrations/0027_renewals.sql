CREATE TABLE "renewal_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"days_left" integer NOT NULL,
	"last_day" text NOT NULL,
	"building_name" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "renewal_reminders_days_left" CHECK ("renewal_reminders"."days_left" >= 0)
);
--> statement-breakpoint
DROP INDEX "active_videos_video_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "renews_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "renews_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "active_videos" ADD COLUMN "carried_to_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_booking_kind_unique" ON "renewal_reminders" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "renewal_reminders_user_idx" ON "renewal_reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_renews_booking_id_bookings_id_fk" FOREIGN KEY ("renews_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_renews_booking_id_bookings_id_fk" FOREIGN KEY ("renews_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_videos" ADD CONSTRAINT "active_videos_carried_to_booking_id_bookings_id_fk" FOREIGN KEY ("carried_to_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_renewal" ON "bookings" USING btree ("renews_booking_id") WHERE "bookings"."renews_booking_id" is not null and "bookings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "active_videos_video_unique" ON "active_videos" USING btree ("video_id") WHERE "active_videos"."carried_to_booking_id" is null;