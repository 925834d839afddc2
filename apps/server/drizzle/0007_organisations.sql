-- Teams (issue 20, decision 017): organisations own the data; users are their members with a role.
-- Every account from before becomes an organisation of its own, with the user's id as the organisation's id and the
-- user as its owner: the rows that named the user (tags, cards, orders, webhooks, QR style, and the large scans and
-- leads tables, whose owner_id keeps its values) then name the organisation with a plain copy, no join, no rewrite
-- of scans. New columns are added empty, filled, then made NOT NULL. 0008 drops what moved off users.
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"street" text,
	"number" text,
	"plz" text,
	"city" text,
	"country" text,
	"plan_id" uuid,
	"tag_quota" integer,
	"subscription_status" text,
	"plan_expires_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_tag_quota_non_negative" CHECK ("organisations"."tag_quota" is null or "organisations"."tag_quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"name" text,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scans" DROP CONSTRAINT "scans_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_sessions" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "seat_limit" integer;--> statement-breakpoint
ALTER TABLE "qr_styles" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
INSERT INTO "organisations" ("id", "name", "street", "number", "plz", "city", "country", "plan_id", "tag_quota",
  "subscription_status", "plan_expires_at", "current_period_end", "provider_customer_id", "provider_subscription_id",
  "is_active", "created_at")
SELECT "id", "organisation_name", "organisation_street", "organisation_number", "organisation_plz",
  "organisation_city", "organisation_country", "plan_id", "tag_quota", "subscription_status", "plan_expires_at",
  "current_period_end", "provider_customer_id", "provider_subscription_id", "is_account_active", "created_at"
FROM "users";--> statement-breakpoint
UPDATE "users" SET "organisation_id" = "id";--> statement-breakpoint
UPDATE "billing_sessions" SET "organisation_id" = "user_id";--> statement-breakpoint
UPDATE "orders" SET "organisation_id" = "user_id";--> statement-breakpoint
UPDATE "qr_styles" SET "organisation_id" = "user_id";--> statement-breakpoint
UPDATE "tags" SET "organisation_id" = "user_id";--> statement-breakpoint
UPDATE "vcf_configs" SET "organisation_id" = "user_id";--> statement-breakpoint
UPDATE "webhook_deliveries" SET "organisation_id" = "user_id";--> statement-breakpoint
UPDATE "webhook_endpoints" SET "organisation_id" = "user_id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_sessions" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vcf_configs" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "seat_limit" = CASE lower("name") WHEN 'free' THEN 1 WHEN 'core' THEN 3 WHEN 'pro' THEN 25 END;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisations_provider_customer_idx" ON "organisations" USING btree ("provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_unique" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_email_unique" ON "team_invitations" USING btree ("organisation_id","email");--> statement-breakpoint
ALTER TABLE "billing_sessions" ADD CONSTRAINT "billing_sessions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_organisations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_styles" ADD CONSTRAINT "qr_styles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_owner_id_organisations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD CONSTRAINT "vcf_configs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_sessions_organisation_idx" ON "billing_sessions" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "orders_organisation_idx" ON "orders" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_organisation_idx" ON "tags" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner_per_organisation" ON "users" USING btree ("organisation_id") WHERE "users"."team_role" = 'owner';--> statement-breakpoint
CREATE INDEX "vcf_configs_organisation_idx" ON "vcf_configs" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organisation_idx" ON "webhook_endpoints" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_seat_limit_positive" CHECK ("plans"."seat_limit" is null or "plans"."seat_limit" >= 1);
