CREATE TABLE "upload_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "upload_reservations_bytes" CHECK ("upload_reservations"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_reservations_user_idx" ON "upload_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_reservations_address_idx" ON "upload_reservations" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "upload_reservations_open_idx" ON "upload_reservations" USING btree ("last_activity_at") WHERE "upload_reservations"."closed_at" is null;