-- Custom link domains (issue 33, decision 040): the hosts an organisation serves scan links and card pages on, the
-- organisation's default, and each tag's and card's own. A host serves for one organisation at most (partial unique index).
CREATE TABLE "link_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"verification_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"root_url" text,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"failure_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "default_link_domain_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "link_domain_id" uuid;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD COLUMN "link_domain_id" uuid;--> statement-breakpoint
ALTER TABLE "link_domains" ADD CONSTRAINT "link_domains_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_domains_organisation_hostname_unique" ON "link_domains" USING btree ("organisation_id","hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "link_domains_serving_unique" ON "link_domains" USING btree ("hostname") WHERE "link_domains"."verified_at" is not null;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_default_link_domain_id_link_domains_id_fk" FOREIGN KEY ("default_link_domain_id") REFERENCES "public"."link_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_link_domain_id_link_domains_id_fk" FOREIGN KEY ("link_domain_id") REFERENCES "public"."link_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD CONSTRAINT "vcf_configs_link_domain_id_link_domains_id_fk" FOREIGN KEY ("link_domain_id") REFERENCES "public"."link_domains"("id") ON DELETE set null ON UPDATE no action;