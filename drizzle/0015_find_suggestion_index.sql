-- ADR 098: a counter of the catalogue's title and code changes, so the in-process suggestion index
-- (app/features/search/suggestion-index.server.ts) is rebuilt only when a page-cache clear was a
-- title or code change, not for every like, review or price edit. One row; a statement trigger bumps
-- it in the writing transaction, so a reader sees the new version exactly when it sees the new rows.
CREATE TABLE search_titles_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO search_titles_version (id, version) VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_bump_titles_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_titles_version SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_titles_version AFTER INSERT OR DELETE OR UPDATE OF title, code ON products
FOR EACH STATEMENT EXECUTE FUNCTION search_bump_titles_version();
--> statement-breakpoint
CREATE TRIGGER products_titles_version_truncate AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION search_bump_titles_version();
