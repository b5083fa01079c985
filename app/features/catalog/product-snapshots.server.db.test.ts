// ADR 209: a deleted product's snapshot is kept 30 days (the days left shown in "Usunięte produkty"),
// then the hourly job deletes it in batches.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { deletedProductSnapshots } from "~/db/schema";
import { deleteProduct } from "./admin-product-write.server";
import { pruneDeletedProductSnapshots, restoreDaysLeft } from "./product-snapshots.server";
import { createProduct } from "../../../tests/factories";

const deletedAgo = (id: string, interval: string) =>
  db.update(deletedProductSnapshots).set({ deletedAt: sql`now() - ${interval}::interval` }).where(eq(deletedProductSnapshots.productId, id));

describe("deleted product snapshots", () => {
  it("are pruned after 30 days, the younger ones kept; the days left count down", async () => {
    const made = await Promise.all(Array.from({ length: 4 }, () => createProduct()));
    for (const p of made) await deleteProduct(p.id);
    const [fresh, week, last, expired] = made.map((p) => p.id) as [string, string, string, string];
    await deletedAgo(week, "7 days");
    await deletedAgo(last, "29 days 23 hours");
    await deletedAgo(expired, "30 days 1 minute");
    expect(Object.fromEntries(await restoreDaysLeft([fresh, week, last, expired]))).toEqual({ [fresh]: 30, [week]: 23, [last]: 1 });
    expect(await pruneDeletedProductSnapshots()).toBe(1);
    const left = await db.select({ id: deletedProductSnapshots.productId }).from(deletedProductSnapshots).where(inArray(deletedProductSnapshots.productId, [fresh, week, last, expired]));
    expect(left.map((r) => r.id).sort()).toEqual([fresh, week, last].sort());
  });

  it("prunes more than one batch in one run", async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({ productId: crypto.randomUUID(), title: `Stary ${i}`, data: {}, deletedAt: new Date(Date.now() - 40 * 86_400_000) }));
    for (let i = 0; i < rows.length; i += 400) await db.insert(deletedProductSnapshots).values(rows.slice(i, i + 400));
    expect(await pruneDeletedProductSnapshots()).toBe(1203);
    expect(await pruneDeletedProductSnapshots()).toBe(0);
  });
});
