// ADR 188 on /szukaj (review, session 37): an unknown `category` gave an empty list without a word.
// As on /produkty: a category or shop that does not exist is a 404 that names it and lists nothing; a
// renamed category answers 301 to its new name (ADR 176); a real one filters quietly.
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productCategories, products } from "~/db/schema";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { createProduct } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";
import * as searchRoute from "./search";

afterAll(() => closePageCacheListener());

type Loaded = { result: { total: number } | null; posts: unknown; missing: { kind: string; value: string } | null };
const open = (query: string) => callLoader<Loaded>(searchRoute, { path: `/szukaj?${query}` });

describe("/szukaj with a category or shop that does not exist", () => {
  it("answers 404 naming it, lists nothing (posts neither); a real category filters quietly", async () => {
    const product = await createProduct({ traits: ["withCode"], title: "Qzmissing lampka biurkowa" });
    const [category] = await db
      .select({ name: productCategories.name, slug: productCategories.slug })
      .from(productCategories)
      .innerJoin(products, eq(products.categoryId, productCategories.id))
      .where(eq(products.id, product.id));
    await invalidatePageCache(); // the catalogue's kept lists follow a write

    const unknown = await open("q=qzmissing&category=Nieistniejaca");
    expect(unknown.status).toBe(404);
    expect([unknown.data.missing, unknown.data.result, unknown.data.posts]).toEqual([{ kind: "category", value: "Nieistniejaca" }, null, null]);
    // Without a text too: the address names a category that is not there.
    expect(await open("category=Nieistniejaca")).toMatchObject({ status: 404, data: { missing: { kind: "category", value: "Nieistniejaca" } } });
    // Both wrong: the category is named (one answer).
    expect((await open("q=qzmissing&category=xxx&shop=ebay")).data.missing).toEqual({ kind: "category", value: "xxx" });
    expect(await open("q=qzmissing&shop=ebay")).toMatchObject({ status: 404, data: { missing: { kind: "shop", value: "ebay" } } });

    const byName = await open(`q=qzmissing&category=${encodeURIComponent(category!.name)}`);
    const bySlug = await open(`q=qzmissing&category=${category!.slug.toUpperCase()}`);
    const plain = await open("q=qzmissing");
    for (const found of [byName, bySlug, plain]) expect([found.status, found.data.missing, found.data.result?.total]).toEqual([200, null, 1]);
  });

  it("sends a renamed category's old name to its new one, keeping the text", async () => {
    const [category] = await db.insert(productCategories).values({ name: "Szukane stare", code: "XU", slug: "szukane-stare" }).returning({ id: productCategories.id });
    await db.update(productCategories).set({ name: "Szukane nowe", slug: "szukane-nowe" }).where(eq(productCategories.id, category!.id));
    await invalidatePageCache();
    expect(await open("q=lampa&category=szukane-stare")).toMatchObject({ status: 301, location: "/szukaj?q=lampa&category=Szukane+nowe" });
  });
});
