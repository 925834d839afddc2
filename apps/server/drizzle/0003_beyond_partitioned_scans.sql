CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"vcf_config_id" uuid,
	"via_tag_id" uuid,
	"source" text DEFAULT 'other' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"company" text,
	"note" text,
	"consent_at" timestamp with time zone NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_styles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"foreground" text DEFAULT '#000000' NOT NULL,
	"background" text DEFAULT '#ffffff' NOT NULL,
	"logo_key" text,
	"logo_content_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"secret" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vcf_config_id_vcf_configs_id_fk" FOREIGN KEY ("vcf_config_id") REFERENCES "public"."vcf_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_via_tag_id_tags_id_fk" FOREIGN KEY ("via_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_styles" ADD CONSTRAINT "qr_styles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_owner_time_idx" ON "leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_vcard_idx" ON "leads" USING btree ("vcf_config_id");--> statement-breakpoint
CREATE INDEX "leads_via_tag_idx" ON "leads" USING btree ("via_tag_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tags_order_idx" ON "tags" USING btree ("order_id");--> statement-breakpoint
-- Scans, partitioned by month of occurred_at. The old table's rows move over; a default partition catches any
-- month that has no partition yet, and ensure_scan_partitions() moves such rows into their month when it is made.
ALTER TABLE "scans" RENAME TO "scans_before_partitioning";--> statement-breakpoint
ALTER TABLE "scans_before_partitioning" RENAME CONSTRAINT "scans_pkey" TO "scans_before_partitioning_pkey";--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tag_id" uuid,
	"vcf_config_id" uuid,
	"kind" text NOT NULL,
	"source" text DEFAULT 'other' NOT NULL,
	"via_tag_id" uuid,
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
	"visitor_hash" text NOT NULL,
	CONSTRAINT "scans_pkey" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE TABLE "scans_default" PARTITION OF "scans" DEFAULT;--> statement-breakpoint
CREATE FUNCTION ensure_scan_partitions(first_month date, last_month date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  month_start date := date_trunc('month', first_month)::date;
  month_end date;
  partition_name text;
  created integer := 0;
BEGIN
  WHILE month_start <= last_month LOOP
    month_end := (month_start + interval '1 month')::date;
    partition_name := 'scans_' || to_char(month_start, 'YYYY_MM');
    IF to_regclass(partition_name) IS NULL THEN
      -- Serialise with other copies doing the same, then check again.
      PERFORM pg_advisory_xact_lock(7400214);
      IF to_regclass(partition_name) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE scans INCLUDING DEFAULTS)', partition_name);
        EXECUTE format(
          'WITH moved AS (DELETE FROM scans_default WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) '
          'INSERT INTO %I SELECT * FROM moved', month_start, month_end, partition_name);
        EXECUTE format('ALTER TABLE scans ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
          partition_name, month_start, month_end);
        created := created + 1;
      END IF;
    END IF;
    month_start := month_end;
  END LOOP;
  RETURN created;
END;
$$;--> statement-breakpoint
SELECT ensure_scan_partitions(
  least((SELECT min(occurred_at) FROM scans_before_partitioning), now() - interval '1 month')::date,
  (now() + interval '3 months')::date
);--> statement-breakpoint
INSERT INTO "scans" ("id", "owner_id", "tag_id", "vcf_config_id", "kind", "occurred_at", "user_agent", "language",
  "referrer", "platform", "browser", "screen_resolution", "timezone", "latitude", "longitude", "country", "is_bot",
  "visitor_hash")
SELECT "id", "owner_id", "tag_id", "vcf_config_id", "kind", "occurred_at", "user_agent", "language", "referrer",
  "platform", "browser", "screen_resolution", "timezone", "latitude", "longitude", "country", "is_bot", "visitor_hash"
FROM "scans_before_partitioning";--> statement-breakpoint
DROP TABLE "scans_before_partitioning";--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_vcf_config_id_vcf_configs_id_fk" FOREIGN KEY ("vcf_config_id") REFERENCES "public"."vcf_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_via_tag_id_tags_id_fk" FOREIGN KEY ("via_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_tag_time_idx" ON "scans" USING btree ("tag_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_vcard_time_idx" ON "scans" USING btree ("vcf_config_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_owner_time_idx" ON "scans" USING btree ("owner_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_via_tag_time_idx" ON "scans" USING btree ("via_tag_id","occurred_at");
