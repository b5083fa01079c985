// Issue #13 point 4: the products CSV import updates prices and writes their history.
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productPriceHistory } from "~/db/schema";
import { createProduct } from "../../../tests/factories";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

const headline = (productId: string) =>
  db.select().from(productPriceHistory).where(and(eq(productPriceHistory.productId, productId), isNull(productPriceHistory.platform)));

describe("products CSV import and price history", () => {
  it("a changed price writes exactly one history row; an unchanged import writes none", async () => {
    const title = `Czajnik ${Math.random().toString(36).slice(2, 8)}`;
    const product = await createProduct({ title, priceOriginal: 99.99 });
    expect(await headline(product.id)).toHaveLength(1);
    const csv = await exportProductsCsv({ q: title, categoryId: null, sort: { key: "createdAt", dir: "desc" } });
    expect(csv).toContain('"99,99"');
    const unchanged = await importProductsCsv(csv);
    expect(unchanged.ok).toBe(true);
    expect(await headline(product.id)).toHaveLength(1);
    const result = await importProductsCsv(csv.replace('"99,99"', '"79,99"'));
    expect(result.ok && result.summary.updated).toBe(1);
    const rows = await headline(product.id);
    expect(rows.map((r) => Number(r.price)).sort()).toEqual([79.99, 99.99]);
  });
});
