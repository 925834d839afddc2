-- Scan retention per plan (issue 27, decision 025): every scan is stamped with its organisation's retention tier
-- (months; 0 unlimited) when written, and each month partition is list-partitioned by that tier: scans_YYYY_MM_rN
-- per tier in use and scans_YYYY_MM_keep (default: unlimited, or a tier whose partition is not made yet). A tier's
-- month is dropped whole once it is older than the tier. Existing scans take their organisation's current plan.
-- The old layout's rows are copied into the new one, as 0003 did.
DROP TRIGGER "scans_count_tag_scans" ON "scans";--> statement-breakpoint
DROP INDEX "scans_tag_time_idx";--> statement-breakpoint
DROP INDEX "scans_vcard_time_idx";--> statement-breakpoint
DROP INDEX "scans_owner_time_idx";--> statement-breakpoint
DROP INDEX "scans_via_tag_time_idx";--> statement-breakpoint
ALTER TABLE "scans" RENAME CONSTRAINT "scans_pkey" TO "scans_before_tiers_pkey";--> statement-breakpoint
ALTER TABLE "scans" RENAME TO "scans_before_tiers";--> statement-breakpoint
DO $$
DECLARE
  part text;
BEGIN
  FOR part IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
              WHERE i.inhparent = 'scans_before_tiers'::regclass LOOP
    EXECUTE format('ALTER TABLE %I RENAME TO %I', part, part || '_before_tiers');
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE TABLE "scans" (
	LIKE "scans_before_tiers" INCLUDING DEFAULTS,
	"retention_months" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "scans_pkey" PRIMARY KEY("id","occurred_at","retention_months")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE TABLE "scans_default" PARTITION OF "scans" DEFAULT;--> statement-breakpoint
DROP FUNCTION ensure_scan_partitions(date, date);--> statement-breakpoint
-- Makes every month from first_month to last_month, each with a partition per tier (default: every plan's
-- scan_retention_months and 12, the Free tier of FREE_SCAN_RETENTION_MONTHS in packages/contract) and a default
-- one. Rows the top default partition caught for a new month, and rows of a new tier in its month's default, move
-- in. Serialised with other copies by an advisory lock; returns how many months it made.
CREATE FUNCTION ensure_scan_partitions(first_month date, last_month date, tiers smallint[] DEFAULT NULL)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  wanted smallint[] := coalesce(tiers, ARRAY(
    SELECT DISTINCT scan_retention_months::smallint FROM plans WHERE scan_retention_months IS NOT NULL
    UNION SELECT 12::smallint));
  month_start date := date_trunc('month', first_month)::date;
  month_end date;
  month_name text;
  tier smallint;
  tier_name text;
  is_new boolean;
  created integer := 0;
BEGIN
  WHILE month_start <= last_month LOOP
    month_end := (month_start + interval '1 month')::date;
    month_name := 'scans_' || to_char(month_start, 'YYYY_MM');
    is_new := false;
    IF to_regclass(month_name) IS NULL THEN
      PERFORM pg_advisory_xact_lock(7400214);
      IF to_regclass(month_name) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE scans INCLUDING DEFAULTS) PARTITION BY LIST (retention_months)',
          month_name);
        EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', month_name || '_keep', month_name);
        is_new := true;
      END IF;
    END IF;
    FOREACH tier IN ARRAY wanted LOOP
      tier_name := month_name || '_r' || tier;
      IF tier > 0 AND to_regclass(tier_name) IS NULL THEN
        PERFORM pg_advisory_xact_lock(7400214);
        IF to_regclass(tier_name) IS NULL THEN
          EXECUTE format('CREATE TABLE %I (LIKE scans INCLUDING DEFAULTS)', tier_name);
          EXECUTE format(
            'WITH moved AS (DELETE FROM %I WHERE retention_months = %s RETURNING *) INSERT INTO %I SELECT * FROM moved',
            month_name || '_keep', tier, tier_name);
          EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES IN (%s)', month_name, tier_name, tier);
        END IF;
      END IF;
    END LOOP;
    IF is_new THEN
      EXECUTE format(
        'WITH moved AS (DELETE FROM scans_default WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) '
        'INSERT INTO %I SELECT * FROM moved', month_start, month_end, month_name);
      EXECUTE format('ALTER TABLE scans ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        month_name, month_start, month_end);
      created := created + 1;
    END IF;
    month_start := month_end;
  END LOOP;
  RETURN created;
END;
$$;--> statement-breakpoint
SELECT ensure_scan_partitions(
  least((SELECT min(occurred_at) FROM scans_before_tiers), now() - interval '1 month')::date,
  (now() + interval '3 months')::date
);--> statement-breakpoint
INSERT INTO "scans" ("id", "owner_id", "tag_id", "vcf_config_id", "kind", "matched_rule", "source", "via_tag_id",
  "occurred_at", "user_agent", "language", "referrer", "platform", "browser", "screen_resolution", "timezone",
  "latitude", "longitude", "country", "is_bot", "visitor_hash", "retention_months")
SELECT s."id", s."owner_id", s."tag_id", s."vcf_config_id", s."kind", s."matched_rule", s."source", s."via_tag_id",
  s."occurred_at", s."user_agent", s."language", s."referrer", s."platform", s."browser", s."screen_resolution",
  s."timezone", s."latitude", s."longitude", s."country", s."is_bot", s."visitor_hash",
  coalesce(CASE WHEN o."plan_id" IS NULL THEN 12 ELSE p."scan_retention_months" END, 0)
FROM "scans_before_tiers" s
LEFT JOIN "organisations" o ON o."id" = s."owner_id"
LEFT JOIN "plans" p ON p."id" = o."plan_id";--> statement-breakpoint
DROP TABLE "scans_before_tiers";--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_owner_id_organisations_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_vcf_config_id_vcf_configs_id_fk" FOREIGN KEY ("vcf_config_id") REFERENCES "public"."vcf_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_via_tag_id_tags_id_fk" FOREIGN KEY ("via_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_tag_time_idx" ON "scans" USING btree ("tag_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_vcard_time_idx" ON "scans" USING btree ("vcf_config_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_owner_time_idx" ON "scans" USING btree ("owner_id","occurred_at");--> statement-breakpoint
CREATE INDEX "scans_via_tag_time_idx" ON "scans" USING btree ("via_tag_id","occurred_at");--> statement-breakpoint
CREATE TRIGGER scans_count_tag_scans AFTER INSERT ON "scans"
REFERENCING NEW TABLE AS inserted_scans
FOR EACH STATEMENT EXECUTE FUNCTION count_tag_scans();
