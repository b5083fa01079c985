-- ADR 181: one key per shop offer, so the product form can say "this shop link is already on product X"
-- whatever tracking parameters, language subdomain or product-name slug the pasted address carries.
-- Amazon by ASIN (/dp/ or /gp/product/), AliExpress by item number, Temu by goods id (-g-<id>.html);
-- any other address by host and path without www./m., query, fragment or trailing slashes.
CREATE OR REPLACE FUNCTION f_shop_link_key(url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*amazon\.[a-z.]+/([^?#]*/)?(dp|gp/product)/[a-z0-9]{10}'
      THEN 'amazon/' || substring(lower(url) FROM '/(?:dp|gp/product)/([a-z0-9]{10})')
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*aliexpress\.[a-z.]+/item/[0-9]+'
      THEN 'aliexpress/' || substring(lower(url) FROM '/item/([0-9]+)')
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*temu\.com/[^?#]*-g-[0-9]+\.html'
      THEN 'temu/' || substring(lower(url) FROM '-g-([0-9]+)\.html')
    ELSE regexp_replace(
      regexp_replace(regexp_replace(lower(url), '^[a-z][a-z0-9+.-]*://(www\.|m\.)?', ''), '[?#].*$', ''),
      '/+$', '')
  END;
--> statement-breakpoint
CREATE INDEX product_affiliate_links_key_idx ON product_affiliate_links (f_shop_link_key(url));
