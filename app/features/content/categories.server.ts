// Categories shown on /jak-to-dziala (spec: public §2 "five categories"; DESIGN §5: from the database).
import { and, count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import { shownToPublic } from "~/features/catalog/visibility.server";
import type { CategoryLink } from "./how-it-works";
import { byFoldedName } from "~/db/folded-order.server";

/** The active categories with the most products (ties by name), `limit` of them. */
export async function topCategories(limit = 5): Promise<CategoryLink[]> {
  const n = count(products.id);
  return db
    .select({
      name: productCategories.name,
      slug: productCategories.slug,
      productCount: n,
    })
    .from(productCategories)
    .leftJoin(products, and(eq(products.categoryId, productCategories.id), shownToPublic))
    .where(eq(productCategories.isActive, true))
    .groupBy(productCategories.id)
    .orderBy(desc(n), ...byFoldedName(productCategories.name))
    .limit(limit);
}
