-- ADR 181 addendum (review, session 34): the first key dropped every query string, so two offers of a
-- shop that names its product in the query (temu.com/goods.html?goods_id=…, sklep.pl/product.php?id=…)
-- counted as the same offer, and it lower-cased paths (short-link codes are case-sensitive). Now:
-- Temu's goods_id and AliExpress's /i/<id>.html are read as ids too; any other address keeps its path as
-- written and its query without tracking parameters (utm_*, spm, fbclid, gclid, …), in name order.
CREATE OR REPLACE FUNCTION f_shop_link_key(url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*amazon\.[a-z.]+/([^?#]*/)?(dp|gp/product)/[a-z0-9]{10}'
      THEN 'amazon/' || substring(lower(url) FROM '/(?:dp|gp/product)/([a-z0-9]{10})')
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*aliexpress\.[a-z.]+/(item|i)/[0-9]+'
      THEN 'aliexpress/' || substring(lower(url) FROM '/(?:item|i)/([0-9]+)')
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*temu\.com/[^?#]*-g-[0-9]+\.html'
      THEN 'temu/' || substring(lower(url) FROM '-g-([0-9]+)\.html')
    WHEN lower(url) ~ '^https?://([a-z0-9-]+\.)*temu\.com/[^#]*[?&]goods_id=[0-9]+'
      THEN 'temu/' || substring(lower(url) FROM '[?&]goods_id=([0-9]+)')
    ELSE (
      SELECT lower(substring(rest FROM '^[^/?#]*'))
        || regexp_replace(substring(rest FROM '^[^/?#]*([^?#]*)'), '/+$', '')
        || coalesce('?' || (
          SELECT string_agg(param, '&' ORDER BY param)
          FROM unnest(string_to_array(substring(rest FROM '\?([^#]*)'), '&')) AS param
          WHERE param <> ''
            AND split_part(param, '=', 1) !~* '^(utm_[a-z_]*|spm|fbclid|gclid|msclkid|igshid|srsltid|ref|ref_|_oak[a-z_]*|gatewayadapt|aff_[a-z_]*|sk)$'
        ), '')
      FROM (SELECT regexp_replace(url, '^[a-zA-Z][a-zA-Z0-9+.-]*://((www|m)\.)?', '', 'i') AS rest) AS parts
    )
  END
$$;
--> statement-breakpoint
REINDEX INDEX product_affiliate_links_key_idx;
