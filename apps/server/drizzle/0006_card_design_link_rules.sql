-- Card design (bio, links, appearance, cover and logo images) and tag link rules with expiry and a scan cap
-- (issue 19, decision 016). Refused scans are kind 'refused', which the scan counter and roll-ups never count.
ALTER TABLE "scans" ADD COLUMN "matched_rule" smallint;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "max_scans" integer;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "appearance" jsonb;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "cover_image_path" text;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "logo_image_path" text;