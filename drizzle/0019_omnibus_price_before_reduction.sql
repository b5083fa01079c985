-- ADR 120 (Omnibus, DESIGN §5): a crossed-out price shows the lowest headline price of the 30 days
-- before the current price took effect, and only when the current price is below it. The value is
-- decided once, when the headline price changes, by a BEFORE trigger next to the history trigger of
-- migration 0013 (any writer: panel, CSV import, SQL), and stored on the product, so a catalogue
-- card reads it like any other column.
ALTER TABLE "products" ADD COLUMN "price_before_reduction" numeric(12, 2);
--> statement-breakpoint
-- Today's products: the lowest headline price in force in the 30 days before the newest history row,
-- leaving that row out, in the product's currency; kept only when it is above the current price.
WITH h AS (
  SELECT product_id, price, currency, recorded_at,
         lead(recorded_at) OVER (PARTITION BY product_id ORDER BY recorded_at, id) AS replaced_at,
         row_number() OVER (PARTITION BY product_id ORDER BY recorded_at DESC, id DESC) AS newest
  FROM product_price_history WHERE platform IS NULL
), prior AS (
  SELECT h.product_id, min(h.price) AS price
  FROM h JOIN h AS latest ON latest.product_id = h.product_id AND latest.newest = 1
  JOIN products p ON p.id = h.product_id
  WHERE h.newest > 1 AND h.replaced_at > latest.recorded_at - interval '30 days' AND h.currency = p.price_currency
  GROUP BY h.product_id
)
UPDATE products p SET price_before_reduction = prior.price FROM prior
WHERE prior.product_id = p.id AND prior.price > COALESCE(p.price_discounted, p.price_original);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prices_set_price_before_reduction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  headline numeric := COALESCE(NEW.price_discounted, NEW.price_original);
  last record;
  prior numeric;
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.price_before_reduction := NULL; -- a new product had no earlier price here: nothing was reduced
    RETURN NEW;
  END IF;
  SELECT h.price, h.currency INTO last FROM product_price_history h
  WHERE h.product_id = NEW.id AND h.platform IS NULL ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1;
  IF FOUND AND last.price IS NOT DISTINCT FROM headline AND last.currency IS NOT DISTINCT FROM NEW.price_currency THEN
    RETURN NEW; -- the price to pay did not change: the reduction announced with it stands
  END IF;
  -- Every headline price in force at some moment of the last 30 days, the one being replaced included
  -- (a price applied even briefly counts); another currency's prices cannot be compared.
  SELECT min(h.price) INTO prior FROM (
    SELECT price, currency, lead(recorded_at) OVER (ORDER BY recorded_at, id) AS replaced_at
    FROM product_price_history WHERE product_id = NEW.id AND platform IS NULL
  ) h
  WHERE h.currency = NEW.price_currency AND (h.replaced_at IS NULL OR h.replaced_at > clock_timestamp() - interval '30 days');
  NEW.price_before_reduction := CASE WHEN prior > headline THEN prior END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_before_reduction BEFORE INSERT OR UPDATE OF price_original, price_discounted, price_currency ON products
FOR EACH ROW EXECUTE FUNCTION prices_set_price_before_reduction();
