-- f_unaccent as a SQL wrapper around unaccent() cannot be inlined and costs a function call per row;
-- calling the extension's C entry point directly with an immutable signature is 2-4x faster and made
-- catalogue searches 25-45% faster at 100k products (ADR 011). Same results, so indexes are rebuilt.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(regdictionary, text) RETURNS text
  LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.immutable_unaccent('public.unaccent'::regdictionary, $1);
--> statement-breakpoint
REINDEX INDEX products_title_trgm_idx;
--> statement-breakpoint
REINDEX INDEX products_search_tsv_idx;
