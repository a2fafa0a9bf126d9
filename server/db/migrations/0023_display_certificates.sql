CREATE TABLE "display_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"totals" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_certificates" ADD CONSTRAINT "display_certificates_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "display_certificates_code_unique" ON "display_certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "display_certificates_booking_issued_idx" ON "display_certificates" USING btree ("booking_id","issued_at");