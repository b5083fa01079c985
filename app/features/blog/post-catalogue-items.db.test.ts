// A collection item taken from the catalogue (collection-rows.tsx): the editor's search answers what
// the item needs, the save stores the product's id as the item's, and the public page reads the live
// product by it (a hidden one as deleted, ADR 157). Both engines.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productImages, products } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import * as editorRoute from "~/routes/blog/editor";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import { preparePublicPost } from "./post-public.server";
import { getPostBySlug } from "./posts.server";

afterAll(() => closePageCacheListener());

const tag = () => Math.random().toString(36).slice(2, 8);
type Choice = { id: string; title: string; code: string | null; image: string | null; isHidden: boolean };

describe("collection items from the catalogue", () => {
  it("the editor's search gives a product's first image and whether it is hidden", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const title = `Obieraczka katalogowa ${tag()}`;
    const product = await createProduct({ title, traits: ["withImages", "withCode"] });
    await db.update(products).set({ isHidden: true }).where(eq(products.id, product.id));
    const found = await callLoader<{ kind: string; products: Choice[] }>(editorRoute, { path: `/blog/edytor/nowy?produkt=${encodeURIComponent(title)}`, params: { slug: "nowy" }, user: admin });
    expect(found.data.products).toEqual([{ id: product.id, title, code: expect.any(String), image: expect.stringMatching(/^(\/|https:)/), isHidden: true }]);
    // First an image from another site: a post would refuse it, so the item is offered none.
    await db.insert(productImages).values({ productId: product.id, url: "https://cdn.example/obieraczka.jpg", position: -1 });
    const again = await callLoader<{ kind: string; products: Choice[] }>(editorRoute, { path: `/blog/edytor/nowy?produkt=${encodeURIComponent(title)}`, params: { slug: "nowy" }, user: admin });
    expect(again.data.products[0]!.image).toBeNull();
  });

  it("a save stores the product's id as the item's; unlinked, the item gets the editor's own id; the editor names the linked products", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const productTitle = `Lampka ${tag()}`;
    const product = await createProduct({ title: productTitle, traits: ["withCode"], priceOriginal: 99, priceDiscounted: 79.5 });
    const title = `Zestawienie z katalogu ${tag()}`;
    const saved = await callAction(editorRoute, {
      path: "/blog/edytor/nowy",
      params: { slug: "nowy" },
      user: admin,
      form: {
        intent: "save",
        title,
        type: "collection",
        isPublished: "on",
        itemCount: "2",
        "item.0.id": product.id,
        "item.0.title": "Lampka z katalogu",
        "item.1.id": "",
        "item.1.title": "Wpisana ręcznie",
      },
    });
    expect(saved.status).toBe(302);
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.title, title));
    expect(row!.products).toEqual([
      { id: product.id, title: "Lampka z katalogu" },
      { id: "item-2", title: "Wpisana ręcznie" },
    ]);

    const editor = await callLoader<{ linked: Record<string, Choice> }>(editorRoute, { path: `/blog/edytor/${row!.slug}`, params: { slug: row!.slug }, user: admin });
    expect(editor.data.linked[product.id]).toMatchObject({ id: product.id, title: productTitle, isHidden: false });

    // The public page: the live price and a link to the product; hidden, it reads as deleted.
    const shown = await preparePublicPost((await getPostBySlug(row!.slug))!);
    expect(shown.itemPrices[product.id]).toMatchObject({ priceOriginal: 99, priceDiscounted: 79.5 });
    expect(shown.products[0]!.reviewLink).toBe(`/produkt/${product.id}`);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, product.id));
    const hidden = await preparePublicPost((await getPostBySlug(row!.slug))!);
    expect(hidden.itemPrices[product.id]).toBeUndefined();
    expect(hidden.products[0]!.reviewLink).toBeUndefined();
  });
});
