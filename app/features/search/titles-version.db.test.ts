import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { createProduct } from "../../../tests/factories";

// ADR 117: the catalogue's title-and-code counter (read by the suggestion index) moves once per
// committing transaction that inserts, deletes or retitles products, and never makes two editors
// deadlock. On PostgreSQL the two transactions below run on two connections at once; PGlite runs
// them one after the other (it has one connection), where only the counting is tested.

async function version(): Promise<bigint> {
  const result = await db.execute<{ version: string }>(sql`SELECT version::text AS version FROM search_titles_version`);
  return BigInt(result.rows[0].version);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("search_titles_version (ADR 117)", () => {
  it("moves once per transaction, however many rows and statements it changes", async () => {
    const [a, b, c] = [await createProduct(), await createProduct(), await createProduct()];
    const before = await version();
    await db.update(products).set({ title: sql`${products.title} || ' x'` }).where(inArray(products.id, [a.id, b.id, c.id]));
    expect(await version()).toBe(before + 1n);
    await db.transaction(async (tx) => {
      await tx.update(products).set({ title: "Tv jeden" }).where(eq(products.id, a.id));
      await tx.update(products).set({ title: "Tv dwa" }).where(eq(products.id, b.id));
      await tx.delete(products).where(eq(products.id, c.id));
    });
    expect(await version()).toBe(before + 2n);
  });

  it("does not move for other columns, nor for a transaction rolled back", async () => {
    const { id } = await createProduct();
    const before = await version();
    await db.update(products).set({ isTrending: true, isVerified: true }).where(eq(products.id, id));
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ title: "Tv wycofany" }).where(eq(products.id, id));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await version()).toBe(before);
  });

  it("lets two editors change the same products in opposite order without a deadlock", async () => {
    const [a, b] = [await createProduct(), await createProduct()];
    const before = await version();
    let firstChanged!: () => void;
    const firstHasA = new Promise<void>((resolve) => (firstChanged = resolve));
    // First editor: A, then (once the second holds B) B. Second editor: B, then commits a moment later.
    // With the counter bumped after each statement, the second waited for the counter while holding
    // B, and the first waited for B while holding the counter: PostgreSQL aborted one (40P01).
    const first = db.transaction(async (tx) => {
      await tx.update(products).set({ title: "Tv A od pierwszego" }).where(eq(products.id, a.id));
      firstChanged();
      await sleep(150);
      await tx.update(products).set({ title: "Tv B od pierwszego" }).where(eq(products.id, b.id));
    });
    const second = firstHasA.then(() =>
      db.transaction(async (tx) => {
        await tx.update(products).set({ title: "Tv B od drugiego" }).where(eq(products.id, b.id));
        await sleep(300);
      }),
    );
    await Promise.all([first, second]);
    expect(await version()).toBe(before + 2n);
    const rows = await db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, [a.id, b.id]));
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    expect(titles.get(a.id)).toBe("Tv A od pierwszego");
    expect(["Tv B od pierwszego", "Tv B od drugiego"]).toContain(titles.get(b.id)); // who commits last
  });
});
