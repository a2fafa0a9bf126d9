CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"origin" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"end_bookings" boolean DEFAULT false NOT NULL,
	"request_id" uuid,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"error" text,
	"requested_by" uuid,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "finance_transactions" DROP CONSTRAINT "finance_transactions_amount";--> statement-breakpoint
DROP INDEX "finance_transactions_order_unique";--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD COLUMN "payment_refund_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_unique" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_request_unique" ON "payment_refunds" USING btree ("payment_id","request_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_refund_unique" ON "finance_transactions" USING btree ("payment_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transactions_order_unique" ON "finance_transactions" USING btree ("order_id","source") WHERE "finance_transactions"."source" <> 'order_partial_refund';--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_partial_refund" CHECK (("finance_transactions"."source" = 'order_partial_refund') = ("finance_transactions"."payment_refund_id" is not null));--> statement-breakpoint
ALTER TABLE "finance_transactions" ADD CONSTRAINT "finance_transactions_amount" CHECK ("finance_transactions"."amount_cents" > 0 or ("finance_transactions"."source" in ('order_refund', 'order_partial_refund') and "finance_transactions"."amount_cents" < 0));