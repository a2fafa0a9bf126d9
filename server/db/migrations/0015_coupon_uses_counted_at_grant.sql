ALTER TABLE "coupons" DROP CONSTRAINT "coupons_uses_range";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_range" CHECK ("coupons"."current_uses" >= 0);