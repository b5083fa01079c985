import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// spec: admin §3 Category — the ten Polish categories with two-letter codes.
export const productCategories = pgTable(
  "product_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon").notNull().default("package"),
    description: text("description").notNull().default(""),
    // ADR 177: the listing's own search-engine title and description; null = the generated ones.
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    isActive: boolean("is_active").notNull().default(true),
    parentId: uuid("parent_id").references((): AnyPgColumn => productCategories.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // The version an edit form carries (ADR 166): every write of the row moves it.
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_categories_code_key").on(t.code),
    uniqueIndex("product_categories_name_key").on(sql`lower(${t.name})`),
    uniqueIndex("product_categories_slug_key").on(t.slug),
    check("product_categories_code_format", sql`${t.code} ~ '^[A-Z]{2}$'`),
    // ADR 177: the limits of ~/utils/seo-cut (60 / 155 characters); empty is stored as null.
    check("product_categories_seo_title_length", sql`char_length(${t.seoTitle}) BETWEEN 1 AND 60`),
    check("product_categories_seo_description_length", sql`char_length(${t.seoDescription}) BETWEEN 1 AND 155`),
  ],
);

// spec: admin §3 Product type — two-letter code unique within its category.
export const productTypes = pgTable(
  "product_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    // The version an edit form carries (ADR 166): every write of the row moves it.
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_types_category_code_key").on(t.categoryId, t.code),
    // ADR 132: at most one default type per category (the admin screen keeps exactly one).
    uniqueIndex("product_types_one_default_key").on(t.categoryId).where(sql`${t.isDefault}`),
    check("product_types_code_format", sql`${t.code} ~ '^[A-Z]{2}$'`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    // ADR 066: the folded title (lower case, no diacritics) stored once per write, so searches do
    // not call unaccent() for every row they look at.
    titleFolded: text("title_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(lower(${products.title}))`),
    description: text("description").notNull().default(""),
    categoryId: uuid("category_id").references(() => productCategories.id, { onDelete: "set null" }),
    productType: text("product_type"),
    priceOriginal: numeric("price_original", { precision: 12, scale: 2, mode: "number" }),
    priceDiscounted: numeric("price_discounted", { precision: 12, scale: 2, mode: "number" }),
    priceCurrency: text("price_currency").notNull().default("PLN"),
    // ADR 120 (Omnibus): the lowest headline price of the 30 days before the current price took
    // effect, kept only while the current price is below it. Written by a trigger (migration 0019)
    // whenever the headline price changes; null means no reduction to announce.
    priceBeforeReduction: numeric("price_before_reduction", { precision: 12, scale: 2, mode: "number" }),
    // ADR 122: the product's tags, space-joined, kept by statement triggers on product_tags
    // (migration 0020) so the full-text index covers them: a search for "prezent" finds #prezent.
    tagsText: text("tags_text").notNull().default(""),
    isVerified: boolean("is_verified").notNull().default(false),
    isTrending: boolean("is_trending").notNull().default(false),
    isScam: boolean("is_scam").notNull().default(false),
    // ADR 157: a hidden product is kept for the editors and absent from every public path (404).
    isHidden: boolean("is_hidden").notNull().default(false),
    code: text("code"),
    urlAlias: text("url_alias"),
    // ADR 177: the page's own search-engine title and description; null = generated from the product.
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_code_lower_key").on(sql`lower(${t.code})`),
    uniqueIndex("products_url_alias_lower_key").on(sql`lower(${t.urlAlias})`),
    index("products_category_idx").on(t.categoryId),
    index("products_created_at_idx").on(t.createdAt.desc()),
    // Issue #11 bench (#8's list at 100k): ORDER BY created_at/title with the id tie-breaker in the
    // same direction walks these indexes (either way) instead of sorting the whole catalogue.
    index("products_created_at_id_idx").on(t.createdAt, t.id),
    index("products_title_id_idx").on(t.title, t.id),
    // ADR 133, 148: the price orders of /produkty walk these instead of sorting: prices in złoty first
    // (the price to pay, then id), in either direction, and the other currencies after them.
    index("products_price_to_pay_idx").on(sql`(${t.priceCurrency} <> 'PLN')`, sql`coalesce(${t.priceDiscounted}, ${t.priceOriginal}, 0)`, t.id),
    index("products_price_to_pay_desc_idx").on(sql`(${t.priceCurrency} <> 'PLN')`, sql`coalesce(${t.priceDiscounted}, ${t.priceOriginal}, 0) DESC`, t.id.desc()),
    index("products_trending_idx").on(t.isTrending),
    index("products_title_folded_trgm_idx").using("gin", sql`${t.titleFolded} gin_trgm_ops`),
    // Title-prefix suggestions (LIKE 'ab%') as a range scan in any database collation.
    index("products_title_folded_prefix_idx").using("btree", sql`${t.titleFolded} text_pattern_ops`),
    index("products_code_trgm_idx").using("gin", sql`lower(${t.code}) gin_trgm_ops`),
    index("products_search_tsv_idx").using(
      "gin",
      sql`to_tsvector('simple', f_unaccent(lower(${t.title} || ' ' || ${t.description} || ' ' || ${t.tagsText})))`,
    ),
    check("products_price_original_nonneg", sql`${t.priceOriginal} IS NULL OR ${t.priceOriginal} >= 0`),
    check("products_price_discounted_nonneg", sql`${t.priceDiscounted} IS NULL OR ${t.priceDiscounted} >= 0`),
    check("products_currency", sql`${t.priceCurrency} IN ('PLN', 'EUR', 'USD')`),
    check("products_code_format", sql`${t.code} IS NULL OR ${t.code} ~ '^[A-Za-z]{2}-[A-Za-z]{2}-[0-9]{1,3}$'`),
    check("products_url_alias_format", sql`${t.urlAlias} IS NULL OR ${t.urlAlias} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("products_title_not_blank", sql`length(btrim(${t.title})) > 0`),
    // ADR 177: the limits of ~/utils/seo-cut (60 / 155 characters); empty is stored as null.
    check("products_seo_title_length", sql`char_length(${t.seoTitle}) BETWEEN 1 AND 60`),
    check("products_seo_description_length", sql`char_length(${t.seoDescription}) BETWEEN 1 AND 155`),
  ],
);

export const productTags = pgTable(
  "product_tags",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tag] }),
    index("product_tags_tag_idx").on(t.tag),
    // ADR 171: a rename on the Tagi screen finds the spellings of the new name ("Słuchawki", "słuchawki").
    index("product_tags_tag_lower_idx").on(sql`lower(${t.tag})`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_images_product_position_idx").on(t.productId, t.position)],
);

// Also indexed on f_shop_link_key(url) (drizzle/0048_shop_link_key.sql, ADR 181): the product form's
// "this shop link is already on product X".
export const productAffiliateLinks = pgTable(
  "product_affiliate_links",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    url: text("url").notNull(),
    // Issue #13 (ADR 060): a shop link is the shop's offer — its price, currency and when the price was
    // last checked. No price = the shop sells it, price unknown.
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    currency: text("currency").notNull().default("PLN"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.platform] }),
    check("product_affiliate_links_url", sql`${t.url} ~ '^https?://'`),
    check("product_affiliate_links_platform", sql`${t.platform} ~ '^[a-z0-9-]{2,30}$'`),
    check("product_affiliate_links_price_nonneg", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check("product_affiliate_links_currency", sql`${t.currency} IN ('PLN', 'EUR', 'USD')`),
  ],
);

// Issue #13 (ADR 060): every price a product or one of its shops had, written by triggers
// (drizzle/*_prices_history_triggers.sql) in the transaction that changed the price. platform NULL =
// the headline price (discounted, else original); otherwise the shop link's price.
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    platform: text("platform"),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    priceOriginal: numeric("price_original", { precision: 12, scale: 2, mode: "number" }),
    currency: text("currency").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_price_history_product_idx").on(t.productId, t.platform, t.recordedAt.desc(), t.id.desc())],
);

export const productSocialLinks = pgTable(
  "product_social_links",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    url: text("url").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.platform] }),
    check("product_social_links_url", sql`${t.url} ~ '^https?://'`),
  ],
);

export const productStats = pgTable(
  "product_stats",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    likes: integer("likes").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    ratingAverage: numeric("rating_average", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    // ADR 199: when a review of the product was last added, edited or removed (the sitemap's lastmod:
    // a removed review leaves no row to date the change by). Set with the rating, in the same transaction.
    reviewsChangedAt: timestamp("reviews_changed_at", { withTimezone: true }),
  },
  (t) => [
    check("product_stats_nonneg", sql`${t.views} >= 0 AND ${t.likes} >= 0 AND ${t.shares} >= 0 AND ${t.clicks} >= 0 AND ${t.ratingCount} >= 0`),
    check("product_stats_rating_range", sql`${t.ratingAverage} >= 0 AND ${t.ratingAverage} <= 5`),
    index("product_stats_views_idx").on(t.views.desc(), t.productId), // ADR 133: popularity pages walk it
    index("product_stats_rating_idx").on(t.ratingAverage.desc(), t.ratingCount.desc(), t.productId), // ADR 133
    // Issue #11: the Overview's top 10 products by clicks (ADR 041).
    index("product_stats_clicks_idx").on(t.clicks.desc()),
  ],
);

// spec: admin §3 Product code record; sequence is per (category, type) pair, starting at 1.
export const productCodes = pgTable(
  "product_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    categoryCode: text("category_code").notNull(),
    typeCode: text("type_code").notNull(),
    sequenceNumber: integer("sequence_number").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("product_codes_code_lower_key").on(sql`lower(${t.code})`),
    uniqueIndex("product_codes_sequence_key").on(t.categoryCode, t.typeCode, t.sequenceNumber),
    index("product_codes_product_idx").on(t.productId),
    check("product_codes_format", sql`${t.code} ~ '^[A-Z]{2}-[A-Z]{2}-[0-9]{3}$'`),
    check("product_codes_sequence_range", sql`${t.sequenceNumber} BETWEEN 1 AND 999`),
  ],
);

// Issue #11 (ADR 041): outbound clicks rolled up per Warsaw day and shop, kept by a trigger on
// outbound_clicks, so the Overview reads at most 30 × shops rows however many clicks there are.
export const clickDailyTotals = pgTable(
  "click_daily_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    platform: text("platform").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.platform] })],
);
