-- Issue 26 (decisions 020, 021, 022): the brand kit and template settings on organisations, cards and templates that follow
-- the brand kit, German plan and tier texts with a recommended plan, and an order's delivery address.
ALTER TABLE "card_templates" ADD COLUMN "follows_brand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_appearance" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_logo_path" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "brand_cover_path" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "default_template_id" uuid;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "require_template" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "features_de" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "is_recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_tiers" ADD COLUMN "name_de" text;--> statement-breakpoint
ALTER TABLE "pricing_tiers" ADD COLUMN "description_de" text;--> statement-breakpoint
ALTER TABLE "pricing_tiers" ADD COLUMN "features_de" jsonb;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "follows_brand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_default_template_id_card_templates_id_fk" FOREIGN KEY ("default_template_id") REFERENCES "public"."card_templates"("id") ON DELETE set null ON UPDATE no action;