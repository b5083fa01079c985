import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { productCategories, products } from "./catalog";

// ADR 174: the addresses of deleted products (their id, code, URL alias and former codes and aliases,
// lower-cased), so an old link (a TikTok bio, a search engine) hears "410 Gone — this product left the
// catalogue" with its category, not a bare 404. Filled by a BEFORE DELETE trigger on products
// (drizzle/0041_removed_products.sql), so every way of deleting is covered. A live product always wins:
// the page looks here only after the live lookup and the 301s missed.
// ADR 206: the rows of one deleted product share product_id (its id; no reference, it is gone) and its
// title (for the panel's "Usunięte produkty" only — the public page names none); an editor may send
// them on to a replacement, whose public URL they then answer 301 to while it is shown.
export const removedProductUrls = pgTable(
  "removed_product_urls",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    categoryId: uuid("category_id").references(() => productCategories.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
    productId: uuid("product_id"),
    title: text("title"),
    replacementProductId: uuid("replacement_product_id").references(() => products.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    check("removed_product_urls_kind", sql`${t.kind} IN ('id', 'code', 'alias')`),
    index("removed_product_urls_product_idx").on(t.productId),
    index("removed_product_urls_replacement_idx").on(t.replacementProductId),
  ],
);

// ADR 209: what a deleted product owned (its row, tags, images, shop and social links, codes, former
// addresses, price history; never likes, wishlists, reviews, clicks or views), written by a BEFORE DELETE
// trigger on products (drizzle/*_deleted_product_snapshots.sql) next to ADR 174's, so every way of
// deleting keeps one. "Usunięte produkty" restores it (hidden) within 30 days; the hourly jobs delete it
// after that, and while it is kept its images count as used (ADR 180's sweep). `data` holds the rows as
// the database spells them (to_jsonb: snake_case columns), read back with jsonb_populate_record(set).
export const deletedProductSnapshots = pgTable(
  "deleted_product_snapshots",
  {
    productId: uuid("product_id").primaryKey(),
    title: text("title").notNull(),
    data: jsonb("data").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deleted_product_snapshots_deleted_at_idx").on(t.deletedAt)],
);

// ADR 176: a category's former names and addresses (lower-cased), so /produkty?category=<old name>
// answers 301 to the renamed category. Kept by triggers on product_categories
// (drizzle/0043_category_former_names.sql); a live category's name or address always wins.
export const categoryFormerNames = pgTable("category_former_names", {
  value: text("value").primaryKey(),
  categoryId: uuid("category_id")
    .notNull()
    .references(() => productCategories.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Issue #11 (ADR 040): a product's former codes and URL aliases, kept so their old URLs answer 301
// to the current ones. Filled by a trigger on products (drizzle/*_codes_triggers.sql); old_value is
// lower-cased. A live code or alias always wins over a former one.
export const productUrlRedirects = pgTable(
  "product_url_redirects",
  {
    kind: text("kind").notNull(),
    oldValue: text("old_value").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldValue] }),
    index("product_url_redirects_product_idx").on(t.productId),
    check("product_url_redirects_kind", sql`${t.kind} IN ('code', 'alias')`),
  ],
);
