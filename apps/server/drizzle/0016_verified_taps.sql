-- Issue 31, verified taps: NTAG 424 DNA chips bound to tags with their last tap counter, each scan's verification
-- outcome and chip evidence, the tag's verification mode, the order option; the live counts gain the outcomes.
CREATE TABLE "sun_chips" (
	"organisation_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"tag_id" uuid,
	"last_counter" integer,
	"last_verified_at" timestamp with time zone,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sun_chips_pkey" PRIMARY KEY("organisation_id","uid")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "verified_taps" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "chip_uid" text;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "chip_counter" integer;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "verification" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "verification_fallback_url" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "sun_key_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sun_chips" ADD CONSTRAINT "sun_chips_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sun_chips" ADD CONSTRAINT "sun_chips_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sun_chips_tag_unique" ON "sun_chips" USING btree ("tag_id");--> statement-breakpoint
-- The live counts (0014) gain a 'verification' row per outcome, over the same human link and refused scans; the
-- roll-ups count the same (features/scans/rollups.ts, countScansPerDay). Scans before this have no outcome.
CREATE OR REPLACE FUNCTION count_live_scans() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH scanned AS (
    SELECT tag_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, kind, source, visitor_hash, platform, browser,
      language, country, matched_rule, verification
    FROM inserted_scans
    WHERE tag_id IS NOT NULL AND kind IN ('link', 'refused') AND NOT is_bot
  ),
  hits AS (
    SELECT tag_id, day, source, visitor_hash,
      coalesce(nullif(platform, ''), 'unknown') AS platform,
      coalesce(nullif(browser, ''), 'unknown') AS browser,
      coalesce(nullif(lower(split_part(coalesce(language, ''), '-', 1)), ''), 'unknown') AS language,
      coalesce(nullif(country, ''), 'unknown') AS country,
      (matched_rule + 1)::text AS rule
    FROM scanned WHERE kind = 'link'
  ),
  new_visitors AS (
    INSERT INTO scan_live_visitors (tag_id, day, visitor_hash)
    SELECT DISTINCT tag_id, day, visitor_hash FROM hits ORDER BY tag_id, day, visitor_hash
    ON CONFLICT DO NOTHING
    RETURNING tag_id, day
  ),
  grouped AS (
    SELECT tag_id, day, count(*)::int AS count,
      CASE
        WHEN grouping(source) = 0 THEN 'source' WHEN grouping(platform) = 0 THEN 'platform'
        WHEN grouping(browser) = 0 THEN 'browser' WHEN grouping(language) = 0 THEN 'language'
        WHEN grouping(country) = 0 THEN 'country' WHEN grouping(rule) = 0 THEN 'rule'
        ELSE 'total'
      END AS dimension,
      coalesce(source, platform, browser, language, country, rule, '') AS key
    FROM hits
    GROUP BY GROUPING SETS ((tag_id, day), (tag_id, day, source), (tag_id, day, platform), (tag_id, day, browser),
      (tag_id, day, language), (tag_id, day, country), (tag_id, day, rule))
  ),
  counted AS (
    SELECT tag_id, day, dimension, key, count FROM grouped WHERE NOT (dimension = 'rule' AND key = '')
    UNION ALL
    SELECT tag_id, day, 'visitors', '', count(*)::int FROM new_visitors GROUP BY tag_id, day
    UNION ALL
    SELECT tag_id, day, 'refused', '', count(*)::int FROM scanned WHERE kind = 'refused' GROUP BY tag_id, day
    UNION ALL
    SELECT tag_id, day, 'verification', verification, count(*)::int FROM scanned
    WHERE verification IS NOT NULL GROUP BY tag_id, day, verification
  )
  INSERT INTO scan_live_daily (tag_id, day, dimension, key, count)
  SELECT tag_id, day, dimension, key, count FROM counted ORDER BY tag_id, day, dimension, key
  ON CONFLICT (tag_id, day, dimension, key) DO UPDATE SET count = scan_live_daily.count + excluded.count;
  RETURN NULL;
END;
$$;
