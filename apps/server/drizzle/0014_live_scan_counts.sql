-- Live counts of the open days (issue 29, decision 033): per tag, UTC day, dimension and key, the counts a roll-up
-- holds (scan_daily, 0005), kept by a statement-level trigger on scans in the transaction of each insert, as the
-- tag's scan_count is (0004). A replayed batch inserts no rows, so it adds nothing. Analytics read these rows for
-- yesterday and today instead of counting the raw scans, so a tag's dashboard costs the same however busy it is.
-- scan_live_visitors holds the distinct visitor hashes of those days, so 'visitors' grows by the new ones only.
-- The app's scan upkeep deletes days older than the last closed day.
CREATE TABLE "scan_live_daily" (
	"tag_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "scan_live_daily_pkey" PRIMARY KEY("tag_id","day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "scan_live_visitors" (
	"tag_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "scan_live_visitors_pkey" PRIMARY KEY("tag_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "scan_live_daily" ADD CONSTRAINT "scan_live_daily_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_live_visitors" ADD CONSTRAINT "scan_live_visitors_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_live_visitors_day_idx" ON "scan_live_visitors" USING btree ("day");--> statement-breakpoint
-- The same scans and keys as countScansPerDay (features/scans/rollups.ts) counts, from the rows just inserted:
-- human link and refused scans of a tag, keys normalised as the analytics show them, no 'rule' row for the tag's
-- own target. Rows go in key order, so two writers upserting the same tag's rows cannot deadlock.
CREATE FUNCTION count_live_scans() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH scanned AS (
    SELECT tag_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, kind, source, visitor_hash, platform, browser,
      language, country, matched_rule
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
  )
  INSERT INTO scan_live_daily (tag_id, day, dimension, key, count)
  SELECT tag_id, day, dimension, key, count FROM counted ORDER BY tag_id, day, dimension, key
  ON CONFLICT (tag_id, day, dimension, key) DO UPDATE SET count = scan_live_daily.count + excluded.count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER scans_count_live_scans AFTER INSERT ON "scans"
REFERENCING NEW TABLE AS inserted_scans
FOR EACH STATEMENT EXECUTE FUNCTION count_live_scans();--> statement-breakpoint
-- Backfill: the days from the day before yesterday on, counted from the scans already stored, so analytics right
-- after the upgrade answer as before. Creating the trigger locked scans against inserts until this migration
-- commits, so no scan is missed or counted twice.
INSERT INTO scan_live_visitors (tag_id, day, visitor_hash)
SELECT DISTINCT tag_id, (occurred_at AT TIME ZONE 'UTC')::date, visitor_hash
FROM scans
WHERE tag_id IS NOT NULL AND kind = 'link' AND NOT is_bot
  AND occurred_at >= ((now() AT TIME ZONE 'UTC')::date - 2)::timestamp AT TIME ZONE 'UTC'
ON CONFLICT DO NOTHING;--> statement-breakpoint
WITH scanned AS (
  SELECT tag_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, kind, source, platform, browser, language, country,
    matched_rule
  FROM scans
  WHERE tag_id IS NOT NULL AND kind IN ('link', 'refused') AND NOT is_bot
    AND occurred_at >= ((now() AT TIME ZONE 'UTC')::date - 2)::timestamp AT TIME ZONE 'UTC'
),
hits AS (
  SELECT tag_id, day, source,
    coalesce(nullif(platform, ''), 'unknown') AS platform,
    coalesce(nullif(browser, ''), 'unknown') AS browser,
    coalesce(nullif(lower(split_part(coalesce(language, ''), '-', 1)), ''), 'unknown') AS language,
    coalesce(nullif(country, ''), 'unknown') AS country,
    (matched_rule + 1)::text AS rule
  FROM scanned WHERE kind = 'link'
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
)
INSERT INTO scan_live_daily (tag_id, day, dimension, key, count)
SELECT tag_id, day, dimension, key, count FROM grouped WHERE NOT (dimension = 'rule' AND key = '')
UNION ALL
SELECT tag_id, day, 'visitors', '', count(*)::int FROM scan_live_visitors GROUP BY tag_id, day
UNION ALL
SELECT tag_id, day, 'refused', '', count(*)::int FROM scanned WHERE kind = 'refused' GROUP BY tag_id, day
ON CONFLICT DO NOTHING;
