-- Card templates (issue 20, decision 017): an organisation's shared card values and locked fields; cards made from
-- one name it in template_id (set null when the template is deleted: the card keeps its values, now unlocked).
CREATE TABLE "card_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website_url" text,
	"linkedin_url" text,
	"instagram_url" text,
	"bio" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"appearance" jsonb,
	"logo_image_path" text,
	"cover_image_path" text,
	"locked_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_templates_organisation_idx" ON "card_templates" USING btree ("organisation_id","created_at");--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD CONSTRAINT "vcf_configs_template_id_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."card_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vcf_configs_template_idx" ON "vcf_configs" USING btree ("template_id");
