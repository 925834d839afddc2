CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tag_id" uuid,
	"vcf_config_id" uuid,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"language" text,
	"referrer" text,
	"platform" text,
	"browser" text,
	"screen_resolution" text,
	"timezone" text,
	"latitude" numeric(6, 2),
	"longitude" numeric(6, 2),
	"country" text,
	"is_bot" boolean DEFAULT false NOT NULL,
	"visitor_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_facing_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"action_type" text NOT NULL,
	"target_url" text,
	"vcf_config_id" uuid,
	"document_key" text,
	"document_name" text,
	"document_content_type" text,
	"campaign_id" text,
	"campaign_name" text,
	"group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vcf_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"config_name" text NOT NULL,
	"name" text,
	"surname" text,
	"position" text,
	"contact_email" text,
	"phone_number" text,
	"website_url" text,
	"linkedin_url" text,
	"instagram_url" text,
	"profile_picture_path" text,
	"download_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_vcf_config_id_vcf_configs_id_fk" FOREIGN KEY ("vcf_config_id") REFERENCES "public"."vcf_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_vcf_config_id_vcf_configs_id_fk" FOREIGN KEY ("vcf_config_id") REFERENCES "public"."vcf_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcf_configs" ADD CONSTRAINT "vcf_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_tag_time_idx" ON "scans" USING btree ("tag_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_vcard_time_idx" ON "scans" USING btree ("vcf_config_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_owner_time_idx" ON "scans" USING btree ("owner_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_facing_id_unique" ON "tags" USING btree ("user_facing_id");--> statement-breakpoint
CREATE INDEX "tags_user_idx" ON "tags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vcf_configs_download_token_unique" ON "vcf_configs" USING btree ("download_token");--> statement-breakpoint
CREATE INDEX "vcf_configs_user_idx" ON "vcf_configs" USING btree ("user_id","created_at");