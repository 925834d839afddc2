-- Daily roll-ups of a tag's human link scans per closed UTC day (features/scans/rollups.ts, decision 006).
CREATE TABLE "scan_daily" (
	"tag_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "scan_daily_pkey" PRIMARY KEY("tag_id","day","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "scan_daily" ADD CONSTRAINT "scan_daily_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;