import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { products } from "./catalog";

export type BlogSeo = { metaTitle?: string; metaDescription?: string; keywords?: string[] };
export type SectionRatings = { purpose: number; quality: number; functionality: number; price: number; conclusions: number };
export type CollectionItem = {
  id: string;
  title: string;
  image?: string;
  description?: string;
  reviewLink?: string;
  shopLink?: string;
  tiktokLink?: string;
};

// spec: admin §3 Blog labels — the eight fixed labels.
export const blogLabels = pgTable(
  "blog_labels",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
  },
  (t) => [check("blog_labels_kind", sql`${t.kind} IN ('positive', 'neutral', 'negative', 'warning')`)],
);

// spec: admin §3 Blog post (table blog_posts), every field.
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    // Session 10, 14: the texts the blog search reads (/blog?q=, /szukaj's posts), folded once per write
    // (lower case, no diacritics): folding and lower-casing every body on every search was most of its
    // time (see postTextMatches). Derived: never read as post data, never in revisions.
    titleFolded: text("title_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(f_unaccent(${blogPosts.title}))`),
    excerptFolded: text("excerpt_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(f_unaccent(${blogPosts.excerpt}))`),
    contentFolded: text("content_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(f_unaccent(${blogPosts.content}))`),
    featuredImage: text("featured_image"),
    category: text("category"),
    type: text("type").notNull().default("article"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    labels: text("labels").array().notNull().default(sql`'{}'::text[]`),
    pros: text("pros").array().notNull().default(sql`'{}'::text[]`),
    cons: text("cons").array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    seo: jsonb("seo").$type<BlogSeo>().notNull().default({}),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    overallRating: numeric("overall_rating", { precision: 2, scale: 1, mode: "number" }),
    sectionRatings: jsonb("section_ratings").$type<SectionRatings>(),
    notForWho: text("not_for_who"),
    ratings: jsonb("ratings").$type<Record<string, number>>().notNull().default({}),
    productLinks: jsonb("product_links").$type<Record<string, string>>().notNull().default({}),
    tiktokVideo: text("tiktok_video"),
    products: jsonb("products").$type<CollectionItem[]>().notNull().default([]),
    scamReason: text("scam_reason"),
    originalProductLink: text("original_product_link"),
    // Issue #14 (ADR 085): the body rendered once per save (HTML and table of contents from the same
    // pipeline as the editor's preview); null until then (rows from before, seeds: rendered at first read).
    contentHtml: text("content_html"),
    contentToc: jsonb("content_toc").$type<{ id: string; text: string; level: 1 | 2 | 3 | 4 | 5 | 6 }[]>(),
    // ADR 192: the renderer version that made content_html (POST_RENDER_VERSION); an older one is
    // rendered again at the post's next read. 0 = rows from before this column.
    contentHtmlVersion: integer("content_html_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_lower_key").on(sql`lower(${t.slug})`),
    index("blog_posts_listing_idx").on(t.isPublished, t.isFeatured, t.publishedAt.desc()),
    check("blog_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blog_posts_overall_rating", sql`${t.overallRating} IS NULL OR (${t.overallRating} >= 0 AND ${t.overallRating} <= 5)`),
    check("blog_posts_title_not_blank", sql`length(btrim(${t.title})) > 0`),
  ],
);

/** The stored form of a post a revision keeps: every editable field (admin §3), JSON-safe. */
/** The blog search's folded copies (generated columns): never post data. */
export type FoldedColumn = "titleFolded" | "excerptFolded" | "contentFolded";

export type BlogPostSnapshot = Omit<
  typeof blogPosts.$inferSelect,
  "id" | "createdAt" | "updatedAt" | "publishedAt" | "contentHtml" | "contentToc" | "contentHtmlVersion" | FoldedColumn // derived from content (ADR 085)
> & {
  publishedAt: string | null;
  updatedAt: string;
};

// Issue #9 revisions: every save keeps the version it replaces, with who saved over it and when.
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<BlogPostSnapshot>().notNull(),
    savedBy: text("saved_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.createdAt.desc())],
);

// ADR 123: a post's former slugs, so /blog/{old} answers 301 to its current address. Filled by a trigger
// on blog_posts (drizzle/0021_blog_post_redirects.sql), like product_url_redirects (ADR 040): it points at
// the post, so a chain a → b → c ends at c; a slug that becomes live again (on any post) stops being a
// redirect; deleting the post deletes its redirects (its old URLs become 404 like it).
export const blogPostRedirects = pgTable(
  "blog_post_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_post_redirects_post_idx").on(t.postId)],
);

// ADR 182: a draft handed to whoever may publish it ("Zapisz i zgłoś do publikacji"), or handed back
// to its author with a note. At most one row per post; publishing (or deleting) the post removes it.
export const postSubmissions = pgTable(
  "post_submissions",
  {
    postId: uuid("post_id")
      .primaryKey()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    submittedBy: text("submitted_by").references(() => user.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    note: text("note"),
    returnedBy: text("returned_by").references(() => user.id, { onDelete: "set null" }),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (t) => [
    check("post_submissions_state", sql`${t.state} IN ('submitted', 'returned')`),
    check("post_submissions_note", sql`${t.note} IS NULL OR char_length(${t.note}) <= 1000`),
    check("post_submissions_returned", sql`${t.state} = 'submitted' OR (${t.note} IS NOT NULL AND ${t.returnedAt} IS NOT NULL)`),
    index("post_submissions_state_idx").on(t.state, t.submittedBy),
  ],
);
