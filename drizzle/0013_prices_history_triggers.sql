-- Issue #13, ADR 060. First the history start and the offers of today's products (before the
-- triggers exist, so the backfill writes each row once): every shop link becomes an offer at the
-- product's current price (the one price the site showed for all its shops), checked when the
-- product was last saved; every product and offer gets its first price-history row at that moment.
UPDATE product_affiliate_links l
SET price = COALESCE(p.price_discounted, p.price_original), currency = p.price_currency, checked_at = p.updated_at
FROM products p WHERE p.id = l.product_id;
--> statement-breakpoint
INSERT INTO product_price_history (product_id, platform, price, price_original, currency, recorded_at)
SELECT id, NULL, COALESCE(price_discounted, price_original), price_original, price_currency, updated_at FROM products;
--> statement-breakpoint
INSERT INTO product_price_history (product_id, platform, price, price_original, currency, recorded_at)
SELECT l.product_id, l.platform, l.price, NULL, l.currency, l.checked_at FROM product_affiliate_links l WHERE l.price IS NOT NULL;
--> statement-breakpoint
-- Every later change of the headline price (any writer: panel, CSV import, bulk edits, SQL) writes
-- one row in the same transaction; a save that leaves the price as it was writes none.
CREATE OR REPLACE FUNCTION prices_record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  SELECT h.price, h.price_original, h.currency INTO last FROM product_price_history h
  WHERE h.product_id = NEW.id AND h.platform IS NULL ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1;
  IF NOT FOUND OR last.price IS DISTINCT FROM COALESCE(NEW.price_discounted, NEW.price_original)
     OR last.price_original IS DISTINCT FROM NEW.price_original OR last.currency IS DISTINCT FROM NEW.price_currency THEN
    INSERT INTO product_price_history (product_id, platform, price, price_original, currency, recorded_at)
    VALUES (NEW.id, NULL, COALESCE(NEW.price_discounted, NEW.price_original), NEW.price_original, NEW.price_currency, clock_timestamp());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_record_price AFTER INSERT OR UPDATE OF price_original, price_discounted, price_currency ON products
FOR EACH ROW EXECUTE FUNCTION prices_record_product_price();
--> statement-breakpoint
-- A shop's offer: the panel replaces links (delete + insert), so the comparison is with the shop's
-- last recorded price, not with OLD.
CREATE OR REPLACE FUNCTION prices_record_offer_price() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  IF NEW.price IS NULL THEN RETURN NULL; END IF;
  SELECT h.price, h.currency INTO last FROM product_price_history h
  WHERE h.product_id = NEW.product_id AND h.platform = NEW.platform ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1;
  IF NOT FOUND OR last.price IS DISTINCT FROM NEW.price OR last.currency IS DISTINCT FROM NEW.currency THEN
    INSERT INTO product_price_history (product_id, platform, price, price_original, currency, recorded_at)
    VALUES (NEW.product_id, NEW.platform, NEW.price, NULL, NEW.currency, clock_timestamp());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_affiliate_links_record_price AFTER INSERT OR UPDATE OF price, currency ON product_affiliate_links
FOR EACH ROW EXECUTE FUNCTION prices_record_offer_price();
