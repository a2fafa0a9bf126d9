CREATE TABLE "finance_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"initial_balance_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"show_balance" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_accounts_initial_balance" CHECK ("finance_accounts"."initial_balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "finance_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revenue_account_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_settings_single_row" CHECK ("finance_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "finance_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"account_id" uuid NOT NULL,
	"category_id" uuid,
	"notes" text,
	"transfer_id" uuid,
	"transfer_leg" text,
	"counterpart_account_id" uuid,
	"series_id" uuid,
	"series_kind" text,
	"series_index" integer,
	"series_count" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"order_id" uuid,
	"reversal_of_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_transactions_amount" CHECK ("finance_transactions"."amount_cents" > 0 or ("finance_transactions"."source" = 'order_refund' and "finance_transactions"."amount_cents" < 0)),
	CONSTRAINT "finance_transactions_order_source" CHECK (("finance_transactions"."source" = 'manual') = ("finance_transactions"."order_id" is null)),
	CONSTRAINT "finance_transactions_transfer_shape" CHECK (("finance_transactions"."type" = 'transfer') = ("finance_transactions"."transfer_id" is not null and "finance_transactions"."transfer_leg" is not null and "finance_transactions"."counterpart_account_id" is not null)),
	CONSTRAINT "finance_transactions_category" CHECK ("finance_transactions"."type" = 'transfer' or "finance_transactions"."category_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "finance_deletions" ADD CONSTRAINT "finance_deletions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_revenue_account_id_finance_accounts_id_fk" FOREIGN KEY ("revenue_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_settings" ADD CONSTRAINT "finance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_category_id_finance_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."finance_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_counterpart_account_id_finance_accounts_id_fk" FOREIGN KEY ("counterpart_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_accounts_name_unique" ON "finance_accounts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_categories_key_unique" ON "finance_categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "finance_deletions_at_idx" ON "finance_deletions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "finance_transactions_date_idx" ON "finance_transactions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "finance_transactions_account_idx" ON "finance_transactions" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "finance_transactions_series_idx" ON "finance_transactions" USING btree ("series_id","series_index");--> statement-breakpoint
CREATE INDEX "finance_transactions_transfer_idx" ON "finance_transactions" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_order_unique" ON "finance_transactions" USING btree ("order_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_transfer_leg_unique" ON "finance_transactions" USING btree ("transfer_id","transfer_leg");