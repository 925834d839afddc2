-- Issue 32, wallet passes: a card's pass (its PassKit token, when it last changed, whether Google holds an object),
-- the devices registered for its updates, and the queue of passes whose card changed (APNs pushes, Google patches).
CREATE TABLE "wallet_passes" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"authentication_token_encrypted" text NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"google_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"pass_type_id" text NOT NULL,
	"card_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_pkey" PRIMARY KEY("device_library_id","pass_type_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_updates" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_card_id_vcf_configs_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vcf_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_card_id_wallet_passes_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wallet_passes"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_updates" ADD CONSTRAINT "wallet_updates_card_id_wallet_passes_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."wallet_passes"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_passes_organisation_idx" ON "wallet_passes" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "wallet_registrations_card_idx" ON "wallet_registrations" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "wallet_updates_due_idx" ON "wallet_updates" USING btree ("next_attempt_at");--> statement-breakpoint
-- A change to what a pass shows (the card, and through the cards its template and the brand kit, the organisation's
-- name and logo) marks the card's pass changed and queues its update, in the changing transaction, whichever code
-- path made it. A card without a pass costs one primary-key look-up. clock_timestamp(): a pass changed later never
-- looks older to `passesUpdatedSince` than one handed out before.
CREATE OR REPLACE FUNCTION mark_wallet_passes_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  cards uuid[];
BEGIN
  IF TG_TABLE_NAME = 'vcf_configs' THEN
    UPDATE wallet_passes SET updated_at = clock_timestamp() WHERE card_id = NEW.id RETURNING array[card_id] INTO cards;
  ELSE
    WITH changed AS (
      UPDATE wallet_passes SET updated_at = clock_timestamp() WHERE organisation_id = NEW.id RETURNING card_id
    )
    SELECT array_agg(card_id ORDER BY card_id) INTO cards FROM changed;
  END IF;
  IF cards IS NOT NULL THEN
    INSERT INTO wallet_updates (card_id) SELECT unnest(cards)
    ON CONFLICT (card_id) DO UPDATE SET attempts = 0, next_attempt_at = now(), error = NULL, updated_at = now();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER vcf_configs_wallet_passes AFTER UPDATE ON vcf_configs FOR EACH ROW
WHEN ((OLD.config_name, OLD.name, OLD.surname, OLD.position, OLD.contact_email, OLD.phone_number, OLD.website_url,
    OLD.profile_picture_path, OLD.appearance::text, OLD.logo_image_path, OLD.download_token)
  IS DISTINCT FROM (NEW.config_name, NEW.name, NEW.surname, NEW.position, NEW.contact_email, NEW.phone_number,
    NEW.website_url, NEW.profile_picture_path, NEW.appearance::text, NEW.logo_image_path, NEW.download_token))
EXECUTE FUNCTION mark_wallet_passes_changed();
--> statement-breakpoint
CREATE TRIGGER organisations_wallet_passes AFTER UPDATE ON organisations FOR EACH ROW
WHEN ((OLD.name, OLD.brand_logo_path) IS DISTINCT FROM (NEW.name, NEW.brand_logo_path))
EXECUTE FUNCTION mark_wallet_passes_changed();
