import { asc, eq, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productImages, products } from "~/db/schema";

/**
 * The first image (by position) of the `products` row in the surrounding query, for
 * `.leftJoinLateral(firstProductImage(), sql\`true\`)` (spec: public §9 — the first by position).
 */
export function firstProductImage(executor: Executor = db) {
  return executor
    .select({ url: productImages.url, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, products.id))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .limit(1)
    .as("first_image");
}

/**
 * The url of the first image (by position) of the `products` row in the surrounding query, as a
 * scalar subquery for a select list (spec: public §2, §7). The products table is named explicitly:
 * in a one-table select Drizzle leaves columns unqualified, and "id" would then be the image's.
 */
export function firstImageUrlOfProduct(): SQL<string | null> {
  return sql<string | null>`(SELECT i.url FROM ${productImages} i
    WHERE i.product_id = ${products}.id ORDER BY i.position, i.id LIMIT 1)`;
}

/** The description (alt text, ADR 127) of that same first image, "" when it has none. */
export function firstImageAltOfProduct(): SQL<string | null> {
  return sql<string | null>`(SELECT i.alt FROM ${productImages} i
    WHERE i.product_id = ${products}.id ORDER BY i.position, i.id LIMIT 1)`;
}
