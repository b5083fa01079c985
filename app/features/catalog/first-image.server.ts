import { asc, eq } from "drizzle-orm";
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
