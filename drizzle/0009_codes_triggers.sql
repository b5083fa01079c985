-- Issue #11, ADR 040: remember a product's former code and URL alias (lower-cased) when they change,
-- so /{oldCode}, /{oldAlias} and /produkty/{oldAlias} answer 301 to the current URL. A value that
-- becomes live again (on any product) stops being a redirect.
CREATE OR REPLACE FUNCTION codes_remember_product_urls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.code IS NOT NULL AND lower(OLD.code) IS DISTINCT FROM lower(NEW.code) THEN
    INSERT INTO product_url_redirects (kind, old_value, product_id) VALUES ('code', lower(OLD.code), NEW.id)
    ON CONFLICT (kind, old_value) DO UPDATE SET product_id = EXCLUDED.product_id, created_at = now();
  END IF;
  IF OLD.url_alias IS NOT NULL AND lower(OLD.url_alias) IS DISTINCT FROM lower(NEW.url_alias) THEN
    INSERT INTO product_url_redirects (kind, old_value, product_id) VALUES ('alias', lower(OLD.url_alias), NEW.id)
    ON CONFLICT (kind, old_value) DO UPDATE SET product_id = EXCLUDED.product_id, created_at = now();
  END IF;
  IF NEW.code IS NOT NULL THEN
    DELETE FROM product_url_redirects WHERE kind = 'code' AND old_value = lower(NEW.code);
  END IF;
  IF NEW.url_alias IS NOT NULL THEN
    DELETE FROM product_url_redirects WHERE kind = 'alias' AND old_value = lower(NEW.url_alias);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_remember_urls AFTER UPDATE OF code, url_alias ON products
FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.url_alias IS DISTINCT FROM NEW.url_alias)
EXECUTE FUNCTION codes_remember_product_urls();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION codes_forget_live_urls() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.code IS NOT NULL THEN
    DELETE FROM product_url_redirects WHERE kind = 'code' AND old_value = lower(NEW.code);
  END IF;
  IF NEW.url_alias IS NOT NULL THEN
    DELETE FROM product_url_redirects WHERE kind = 'alias' AND old_value = lower(NEW.url_alias);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_forget_live_urls AFTER INSERT ON products
FOR EACH ROW WHEN (NEW.code IS NOT NULL OR NEW.url_alias IS NOT NULL)
EXECUTE FUNCTION codes_forget_live_urls();
--> statement-breakpoint
-- ADR 041: clicks per Warsaw day and shop, kept in step with outbound_clicks (inserts only: a click
-- is never edited; a deleted product's clicks stay in the history of the day they happened).
CREATE OR REPLACE FUNCTION codes_count_daily_click() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO click_daily_totals (day, platform, clicks)
  VALUES ((NEW.created_at AT TIME ZONE 'Europe/Warsaw')::date, NEW.platform, 1)
  ON CONFLICT (day, platform) DO UPDATE SET clicks = click_daily_totals.clicks + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbound_clicks_daily_totals AFTER INSERT ON outbound_clicks
FOR EACH ROW EXECUTE FUNCTION codes_count_daily_click();
--> statement-breakpoint
INSERT INTO click_daily_totals (day, platform, clicks)
SELECT (created_at AT TIME ZONE 'Europe/Warsaw')::date, platform, count(*)::int
FROM outbound_clicks GROUP BY 1, 2
ON CONFLICT (day, platform) DO UPDATE SET clicks = EXCLUDED.clicks;
