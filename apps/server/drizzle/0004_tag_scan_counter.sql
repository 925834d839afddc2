ALTER TABLE "tags" ADD COLUMN "scan_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "tags" SET "scan_count" = counted.n
FROM (SELECT "tag_id", count(*)::int AS n FROM "scans" WHERE "kind" = 'link' AND NOT "is_bot" AND "tag_id" IS NOT NULL GROUP BY "tag_id") AS counted
WHERE "tags"."id" = counted."tag_id";--> statement-breakpoint
-- One statement-level trigger per insert (a whole batch of the scan recorder): the counter moves in the same
-- transaction as the rows, so it can never drift from them.
CREATE FUNCTION count_tag_scans() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tags SET scan_count = tags.scan_count + counted.n
  FROM (SELECT tag_id, count(*)::int AS n FROM inserted_scans
        WHERE kind = 'link' AND NOT is_bot AND tag_id IS NOT NULL GROUP BY tag_id) AS counted
  WHERE tags.id = counted.tag_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER scans_count_tag_scans AFTER INSERT ON "scans"
REFERENCING NEW TABLE AS inserted_scans
FOR EACH STATEMENT EXECUTE FUNCTION count_tag_scans();
