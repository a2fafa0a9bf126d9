CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"received_day" text NOT NULL,
	"due_day" text NOT NULL,
	"confirm_expires_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "privacy_requests_email_lower" CHECK ("privacy_requests"."email" = lower("privacy_requests"."email")),
	CONSTRAINT "privacy_requests_answered" CHECK (("privacy_requests"."status" = 'respondido') = ("privacy_requests"."answered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "storage_purges" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_idx" ON "privacy_requests" USING btree ("status","due_day");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "storage_purges_created_idx" ON "storage_purges" USING btree ("created_at");