import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseHandle, db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import { loadProductCards } from "~/features/catalog/cards.server";
import { getProductDetail } from "~/features/catalog/product.server";
import { preparedQuery } from "./prepared.server";

describe("preparedQuery (ADR 103)", () => {
  it("builds a query once for the shared handle, and each call binds its own values", async () => {
    let builds = 0;
    const byCode = preparedQuery("test_category_by_code", (executor) => {
      builds++;
      return executor.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.code, sql.placeholder("code")));
    });
    const [el] = await byCode().execute({ code: "EL" });
    const none = await byCode().execute({ code: "XX' OR '1'='1" });
    expect(el?.name).toBeTruthy();
    expect(none).toEqual([]);
    expect(byCode()).toBe(byCode());
    expect(builds).toBe(1);
    // ADR 111: on PGlite as on PostgreSQL, a named statement of the session, parsed once.
    if (databaseHandle().kind === "pglite") {
      const kept = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%"product_categories"."code" = $1%'}`,
      );
      expect(kept.rows[0]?.n).toBe(1);
    }
  });

  it("an open transaction's queries run inside it (they see its uncommitted rows), not on the shared handle", async () => {
    const [category] = await db.select().from(productCategories).where(eq(productCategories.code, "EL"));
    const rolledBack = new Error("roll back");
    let insideId = "";
    await expect(
      db.transaction(async (tx) => {
        const [p] = await tx.insert(products).values({ title: "Tylko w transakcji", categoryId: category.id, productType: "SH" }).returning();
        insideId = p.id;
        expect((await getProductDetail(p.id, tx))?.title).toBe("Tylko w transakcji");
        expect((await loadProductCards([p.id], tx)).map((c) => c.title)).toEqual(["Tylko w transakcji"]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await getProductDetail(insideId)).toBeNull();
    expect(await loadProductCards([insideId])).toEqual([]);
  });

  it("cards: any number of ids in one array parameter, in the asked order, unknown and malformed ids skipped", async () => {
    const [category] = await db.select().from(productCategories).where(eq(productCategories.code, "EL"));
    const made = await db
      .insert(products)
      .values(["A", "B", "C"].map((t) => ({ title: `Karta ${t}`, categoryId: category.id, productType: "SH" })))
      .returning();
    const ids = [made[2].id, "00000000-0000-4000-8000-000000000000", made[0].id.toUpperCase(), "nie-uuid", made[1].id, made[2].id];
    expect((await loadProductCards(ids)).map((c) => c.title)).toEqual(["Karta C", "Karta A", "Karta B"]);
  });
});
