-- Teams (issue 20, decision 017), second step: what 0007 copied to organisations leaves users; the QR style is keyed
-- by its organisation; webhook deliveries name the organisation only (0007's organisation_id).
ALTER TABLE "users" DROP CONSTRAINT "users_tag_quota_non_negative";--> statement-breakpoint
ALTER TABLE "qr_styles" DROP CONSTRAINT "qr_styles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_plan_id_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "qr_styles" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "qr_styles" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_styles" ADD PRIMARY KEY ("organisation_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_account_active";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "organisation_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "organisation_street";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "organisation_number";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "organisation_plz";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "organisation_city";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "organisation_country";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tag_quota";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "plan_expires_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "current_period_end";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "provider_customer_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "provider_subscription_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "user_id";
