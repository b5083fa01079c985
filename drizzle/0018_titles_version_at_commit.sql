-- ADR 117: the catalogue's title-and-code counter (migration 0015) is bumped when the writing
-- transaction commits, not after each statement. Bumped after a statement, the counter's single row
-- was locked while the transaction went on, so two editors changing the same products in a different
-- order could deadlock on PostgreSQL (one waits for the counter while holding a product row the
-- other needs). A deferred constraint trigger runs at commit, after every statement: a transaction
-- holding the counter no longer waits for anything else. It stays in the writing transaction, so a
-- reader still sees the new version exactly when it sees the new rows. Once per transaction: later
-- events of the same commit find the transaction-local flag set.
CREATE OR REPLACE FUNCTION search_bump_titles_version_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vp.search_titles_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('vp.search_titles_bumped', 'on', true);
    UPDATE search_titles_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_titles_version ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_titles_version AFTER INSERT OR DELETE OR UPDATE OF title, code ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_bump_titles_version_at_commit();
