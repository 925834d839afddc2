-- Issue 27: organisation exports, retired links of erased organisations, lead consent records and retention,
-- organisation deletion with a grace period, and scan retention per plan (Core 24, Pro 36 months, Enterprise unlimited).
CREATE TABLE "organisation_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"file_key" text,
	"download_token_hash" text,
	"size_bytes" bigint,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retired_links" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retired_links_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_organisation_id_organisations_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "organisation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "lead_retention_months" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "deletion_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "scan_retention_months" integer;--> statement-breakpoint
ALTER TABLE "organisation_exports" ADD CONSTRAINT "organisation_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_exports" ADD CONSTRAINT "organisation_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_exports_organisation_idx" ON "organisation_exports" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_exports_status_idx" ON "organisation_exports" USING btree ("status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisations_deletion_idx" ON "organisations" USING btree ("deletion_scheduled_at") WHERE "organisations"."deletion_scheduled_at" is not null;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_lead_retention_range" CHECK ("organisations"."lead_retention_months" is null or "organisations"."lead_retention_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_scan_retention_positive" CHECK ("plans"."scan_retention_months" is null or "plans"."scan_retention_months" >= 1);--> statement-breakpoint
UPDATE "plans" SET "scan_retention_months" = CASE lower("name") WHEN 'core' THEN 24 WHEN 'pro' THEN 36 END WHERE lower("name") IN ('core', 'pro');
