-- Session 14 (issue #14): the blog search compares the text with folded copies (lower case, no
-- diacritics) of the title, excerpt and body, stored once per write, with strpos. It lower-cased every
-- body with ILIKE on every search. A generated column's expression cannot be altered (PostgreSQL 15):
-- the old copy is dropped and the new ones are added, filled by the database from the posts.
ALTER TABLE "blog_posts" DROP COLUMN "content_unaccented";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(f_unaccent("blog_posts"."title"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_folded" text GENERATED ALWAYS AS (lower(f_unaccent("blog_posts"."excerpt"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_folded" text GENERATED ALWAYS AS (lower(f_unaccent("blog_posts"."content"))) STORED NOT NULL;
