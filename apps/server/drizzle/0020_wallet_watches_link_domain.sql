-- A wallet pass's QR code holds the card page on the card's link domain (issue 33): a card moved to another domain,
-- or its organisation's default changed, marks its passes changed as any other change to what they show (0017).
-- A domain that stops serving (verified_at cleared) changes the links of the cards on it too; that is rare, and their
-- passes follow with the card's next change. Deleting a domain sets the ids to null, which these triggers see.
DROP TRIGGER IF EXISTS vcf_configs_wallet_passes ON vcf_configs;
--> statement-breakpoint
CREATE TRIGGER vcf_configs_wallet_passes AFTER UPDATE ON vcf_configs FOR EACH ROW
WHEN ((OLD.config_name, OLD.name, OLD.surname, OLD.position, OLD.contact_email, OLD.phone_number, OLD.website_url,
    OLD.profile_picture_path, OLD.appearance::text, OLD.logo_image_path, OLD.download_token, OLD.link_domain_id)
  IS DISTINCT FROM (NEW.config_name, NEW.name, NEW.surname, NEW.position, NEW.contact_email, NEW.phone_number,
    NEW.website_url, NEW.profile_picture_path, NEW.appearance::text, NEW.logo_image_path, NEW.download_token,
    NEW.link_domain_id))
EXECUTE FUNCTION mark_wallet_passes_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS organisations_wallet_passes ON organisations;
--> statement-breakpoint
CREATE TRIGGER organisations_wallet_passes AFTER UPDATE ON organisations FOR EACH ROW
WHEN ((OLD.name, OLD.brand_logo_path, OLD.default_link_domain_id)
  IS DISTINCT FROM (NEW.name, NEW.brand_logo_path, NEW.default_link_domain_id))
EXECUTE FUNCTION mark_wallet_passes_changed();
