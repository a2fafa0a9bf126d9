CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid,
	"building_ids" uuid[],
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"min_value_cents" integer,
	"max_value_cents" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_value_positive" CHECK ("discounts"."value" > 0),
	CONSTRAINT "discounts_window" CHECK ("discounts"."end_date" > "discounts"."start_date")
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discounts_building_idx" ON "discounts" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "discounts_active_idx" ON "discounts" USING btree ("status","start_date","end_date");