CREATE TABLE "blog_post_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_post_redirects" ADD CONSTRAINT "blog_post_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_redirects_post_idx" ON "blog_post_redirects" USING btree ("post_id");--> statement-breakpoint
-- ADR 123: remember a post's former slug when it changes, so /blog/{old} answers 301 to the current
-- address (the pattern of ADR 040's product_url_redirects). A slug that becomes live again, on the same
-- or another post, stops being a redirect: a live post always wins.
CREATE OR REPLACE FUNCTION blog_remember_post_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO blog_post_redirects (old_slug, post_id) VALUES (lower(OLD.slug), NEW.id)
    ON CONFLICT (old_slug) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now();
  END IF;
  DELETE FROM blog_post_redirects WHERE old_slug = lower(NEW.slug);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_remember_slug AFTER UPDATE OF slug ON blog_posts
FOR EACH ROW WHEN (lower(OLD.slug) IS DISTINCT FROM lower(NEW.slug))
EXECUTE FUNCTION blog_remember_post_slug();
--> statement-breakpoint
CREATE TRIGGER blog_posts_forget_live_slug AFTER INSERT ON blog_posts
FOR EACH ROW EXECUTE FUNCTION blog_remember_post_slug();
--> statement-breakpoint
-- ADR 123: 'nowy' is the editor's new-post form and 'edytor' a segment of its address, so a post stored
-- under either could not be edited; such posts move to '-wpis' (their old public URL now answers 301).
UPDATE blog_posts p
SET slug = CASE WHEN EXISTS (SELECT 1 FROM blog_posts o WHERE o.slug = p.slug || '-wpis')
  THEN p.slug || '-wpis-' || left(p.id::text, 8) ELSE p.slug || '-wpis' END
WHERE p.slug IN ('nowy', 'edytor');
