import { asc, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productAffiliateLinks, products } from "~/db/schema";
import { flaggedAsScam } from "~/features/catalog/scam-flag.server";
import { shopName } from "~/features/catalog/format";

export type ShopOption = { value: string; label: string };

/** The shops of the filter panel: every shop with a buy link on a product that is not a scam (issue #15 pt 10). */
export async function listShopOptions(executor: Executor = db): Promise<ShopOption[]> {
  const rows = await executor
    .selectDistinct({ platform: productAffiliateLinks.platform })
    .from(productAffiliateLinks)
    .where(sql`NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${productAffiliateLinks.productId} AND ${flaggedAsScam})`)
    .orderBy(asc(productAffiliateLinks.platform));
  return rows.map((r) => ({ value: r.platform, label: shopName(r.platform) }));
}
