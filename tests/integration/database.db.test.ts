import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";

// The same assertions run on PGlite and on PostgreSQL: the data model behaves identically on both.
describe("database", () => {
  it("folds Polish diacritics with the immutable f_unaccent wrapper", async () => {
    const result = await db.execute<{ folded: string }>(sql`SELECT f_unaccent('Ładowarka źdźbło ŻÓŁW') AS folded`);
    expect(result.rows[0].folded).toBe("Ladowarka zdzblo ZOLW");
  });

  it("holds the ten categories of the admin specification", async () => {
    const rows = await db.select({ code: productCategories.code }).from(productCategories);
    expect(rows.map((r) => r.code).sort()).toEqual(["AU", "DO", "EL", "MO", "OC", "PE", "SP", "TR", "UR", "ZA"]);
  });

  it("rejects a duplicate product code in another letter case", async () => {
    await db.insert(products).values({ title: "Pierwszy", code: "EL-SM-001" });
    await expect(db.insert(products).values({ title: "Drugi", code: "el-sm-001" })).rejects.toThrow();
  });

  it("rejects a malformed code and a negative price", async () => {
    await expect(db.insert(products).values({ title: "Zły kod", code: "E1-SM-001" })).rejects.toThrow();
    await expect(db.insert(products).values({ title: "Ujemna cena", priceOriginal: -1 })).rejects.toThrow();
  });
});
