CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"published_by_name" text,
	CONSTRAINT "privacy_notices_version_positive" CHECK ("privacy_notices"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;