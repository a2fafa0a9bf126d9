CREATE TABLE "make_goods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"lost_ms" bigint NOT NULL,
	"threshold_ms" bigint NOT NULL,
	"outcome" text NOT NULL,
	"extended_days" integer,
	"previous_ends_at" timestamp with time zone,
	"credit_cents" integer,
	"coupon_id" uuid,
	"coupon_code" text,
	"dismiss_reason" text,
	"decided_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "make_goods_amounts" CHECK ("make_goods"."lost_ms" >= 0 and "make_goods"."threshold_ms" >= 0),
	CONSTRAINT "make_goods_days" CHECK ("make_goods"."extended_days" is null or "make_goods"."extended_days" >= 1),
	CONSTRAINT "make_goods_credit" CHECK ("make_goods"."credit_cents" is null or "make_goods"."credit_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "uptime_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "make_goods" ADD CONSTRAINT "make_goods_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_goods" ADD CONSTRAINT "make_goods_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "make_goods" ADD CONSTRAINT "make_goods_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "make_goods_booking_unique" ON "make_goods" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "make_goods_outcome_idx" ON "make_goods" USING btree ("outcome");