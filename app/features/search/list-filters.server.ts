import { asc, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productAffiliateLinks, products } from "~/db/schema";
import { flaggedAsScam } from "~/features/catalog/scam-flag.server";
import { shopName } from "~/features/catalog/format";
import { keptUntilCatalogueWrite } from "~/server/kept-until-write.server";

export type ShopOption = { value: string; label: string };

// Issue #14: the shops are one DISTINCT over every buy link against the scam rule — about 300 ms on
// PostgreSQL at 100k products (200k links), paid by every uncached /produkty render before. They
// change only with catalogue writes, which empty the page cache: kept until then (ADR 131).
const keptShops = keptUntilCatalogueWrite<ShopOption[]>({ maxEntries: 1, maxAgeMs: Infinity });

async function readShopOptions(executor: Executor): Promise<ShopOption[]> {
  const rows = await executor
    .selectDistinct({ platform: productAffiliateLinks.platform })
    .from(productAffiliateLinks)
    .where(sql`NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${productAffiliateLinks.productId} AND (${flaggedAsScam} OR ${products.isHidden}))`)
    .orderBy(asc(productAffiliateLinks.platform));
  return rows.map((r) => ({ value: r.platform, label: shopName(r.platform) }));
}

/** The shops of the filter panel: every shop with a buy link on a shown product that is not a scam (issue #15 pt 10, ADR 157). */
export function listShopOptions(executor: Executor = db): Promise<ShopOption[]> {
  if (executor !== db) return readShopOptions(executor);
  return keptShops("shops", () => readShopOptions(db));
}
