// ADR 128: the admin list's `stan` and `braki` filters — each value, with the text and the category,
// the count and paging, junk values, and the CSV export of the same selection.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productAffiliateLinks, productImages, products } from "~/db/schema";
import { createPost, createProduct } from "../../../tests/factories";
import { ADMIN_PAGE_SIZE, listAdminProducts, parseAdminProductFilters } from "./admin-product-list.server";
import { exportProductsCsv } from "./products-csv.server";

type Shape = { code?: boolean; images?: boolean; link?: boolean; discounted?: boolean; description?: string; trending?: boolean; verified?: boolean; scam?: boolean };

/** A product complete in every way the filters look at, less what `shape` turns off; its title carries `marker`. */
async function product(marker: string, name: string, shape: Shape = {}) {
  const { code = true, images = true, link = true, discounted = true, description = "Pełny opis produktu.", trending = false, verified = true, scam = false } = shape;
  const traits = [...(code ? (["withCode"] as const) : []), ...(images ? (["withImages"] as const) : [])];
  const { id } = await createProduct({ traits, title: `${marker} ${name}`, priceDiscounted: discounted ? 49.5 : null });
  await db.update(products).set({ description, isTrending: trending, isVerified: verified, isScam: scam }).where(eq(products.id, id));
  if (link) await db.insert(productAffiliateLinks).values({ productId: id, platform: "temu", url: `https://temu.example/${id}` });
  return id;
}

const marker = () => `flt${randomUUID().replace(/-/g, "").slice(0, 16)}`; // long: the list's similar-title match never joins two markers
const list = (query: Record<string, string>) => listAdminProducts(parseAdminProductFilters(new URLSearchParams(query)));
const ids = async (query: Record<string, string>) => (await list(query)).rows.map((r) => r.id).sort();

describe("admin product list: braki (missing data)", () => {
  it("finds products without a code, images, a shop link, a discounted price or a description — each alone", async () => {
    const m = marker();
    const complete = await product(m, "komplet");
    const noCode = await product(m, "bez kodu", { code: false });
    const noImages = await product(m, "bez zdjec", { images: false });
    const noLink = await product(m, "bez linku", { link: false });
    const noPrice = await product(m, "bez ceny", { discounted: false });
    const blank = await product(m, "pusty opis", { description: "  \n\t " });
    const empty = await product(m, "brak opisu", { description: "" });
    expect(await ids({ q: m })).toHaveLength(7);
    expect(await ids({ q: m, braki: "bez-kodu" })).toEqual([noCode]);
    expect(await ids({ q: m, braki: "bez-zdjec" })).toEqual([noImages]);
    expect(await ids({ q: m, braki: "bez-linku" })).toEqual([noLink]);
    expect(await ids({ q: m, braki: "bez-ceny" })).toEqual([noPrice]);
    expect(await ids({ q: m, braki: "bez-opisu" })).toEqual([blank, empty].sort());
    expect(await ids({ q: m, braki: "bez-opisu" })).not.toContain(complete);
  });

  it("an image or a link removed later puts the product on the to-do list again", async () => {
    const m = marker();
    const id = await product(m, "zmieniany");
    expect(await ids({ q: m, braki: "bez-zdjec" })).toEqual([]);
    await db.delete(productImages).where(eq(productImages.productId, id));
    await db.delete(productAffiliateLinks).where(eq(productAffiliateLinks.productId, id));
    expect(await ids({ q: m, braki: "bez-zdjec" })).toEqual([id]);
    expect(await ids({ q: m, braki: "bez-linku" })).toEqual([id]);
  });
});

describe("admin product list: stan (status)", () => {
  it("filters trending, verified, not verified and Scam Alert (the flag or a published scam-alert post)", async () => {
    const m = marker();
    const trending = await product(m, "na czasie", { trending: true });
    const unverified = await product(m, "niesprawdzony", { verified: false });
    const flagged = await product(m, "oszustwo flaga", { scam: true });
    const byPost = await product(m, "oszustwo wpis");
    const draftPost = await product(m, "szkic ostrzezenia");
    const published = await createPost({ traits: ["published"], type: "scam-alert" });
    const draft = await createPost({ traits: ["draft"], type: "scam-alert" });
    await db.update(blogPosts).set({ productId: byPost }).where(eq(blogPosts.id, published.id));
    await db.update(blogPosts).set({ productId: draftPost }).where(eq(blogPosts.id, draft.id));

    expect(await ids({ q: m, stan: "na-czasie" })).toEqual([trending]);
    expect(await ids({ q: m, stan: "niezweryfikowane" })).toEqual([unverified]);
    expect(await ids({ q: m, stan: "zweryfikowane" })).toEqual([trending, flagged, byPost, draftPost].sort());
    expect(await ids({ q: m, stan: "scam-alert" })).toEqual([flagged, byPost].sort());
    const scamRows = (await list({ q: m, stan: "scam-alert" })).rows;
    expect(scamRows.every((r) => r.isScam)).toBe(true);
    expect((await list({ q: m, stan: "na-czasie" })).rows[0]).toMatchObject({ isScam: false, isTrending: true });
  });
});

describe("admin product list: filters together", () => {
  it("combines stan and braki with the text and the category; the count follows", async () => {
    const m = marker();
    const a = await product(m, "alfa", { link: false, trending: true });
    const b = await product(m, "beta", { link: false });
    await product(m, "gamma", { trending: true });
    const uncategorised = await product(m, "delta", { code: false, link: false, trending: true }); // no code → no category in the factory
    const [{ categoryId }] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, a));
    expect(categoryId).not.toBeNull();

    const both = await list({ q: m, stan: "na-czasie", braki: "bez-linku" });
    expect(both.rows.map((r) => r.id).sort()).toEqual([a, uncategorised].sort());
    expect(both.total).toBe(2);
    const inCategory = await list({ q: m, kategoria: categoryId!, stan: "na-czasie", braki: "bez-linku" });
    expect(inCategory.rows.map((r) => r.id)).toEqual([a]);
    expect(inCategory.total).toBe(1);
    expect(await ids({ q: m, braki: "bez-linku" })).toEqual([a, b, uncategorised].sort());
    expect(await ids({ q: m, kategoria: categoryId!, braki: "bez-kodu" })).toEqual([]);
  });

  it("counts and pages the filtered list; sorting keeps the filter", async () => {
    const m = marker();
    const made: string[] = [];
    for (let i = 0; i < ADMIN_PAGE_SIZE + 2; i++) made.push(await product(m, `strona ${i}`, { images: false }));
    await product(m, "ze zdjeciami");
    const first = await list({ q: m, braki: "bez-zdjec" });
    expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 2, pageCount: 2, page: 1 });
    const second = await list({ q: m, braki: "bez-zdjec", page: "2" });
    expect(second.rows).toHaveLength(2);
    const byTitle = await list({ q: m, braki: "bez-zdjec", sort: "title", dir: "desc", page: "2" });
    expect([...first.rows, ...second.rows].map((r) => r.id).sort()).toEqual(made.sort());
    expect(byTitle.rows.map((r) => r.id).every((id) => made.includes(id))).toBe(true);
  });

  it("ignores junk values (no filter, never an error) and keeps the valid ones", async () => {
    const m = marker();
    const noCode = await product(m, "bez kodu", { code: false });
    await product(m, "pelny");
    for (const junk of ["", "NA-CZASIE", "na-czasie ", "x'; DROP TABLE products; --", "bez-kodu", "\u0000", "zweryfikowane,scam-alert"]) {
      const filters = parseAdminProductFilters(new URLSearchParams({ q: m, stan: junk, braki: junk === "bez-kodu" ? "bez-kodu" : junk }));
      expect(filters.status).toBeNull();
      if (junk !== "bez-kodu") expect(filters.gap).toBeNull();
      expect((await listAdminProducts(filters)).total).toBe(junk === "bez-kodu" ? 1 : 2);
    }
    // Repeated parameters: the first one counts, like `kategoria`.
    expect(parseAdminProductFilters(new URLSearchParams("stan=na-czasie&stan=zle&braki=bez-zdjec&braki=bez-kodu"))).toMatchObject({ status: "na-czasie", gap: "bez-zdjec" });
    expect(await ids({ q: m, braki: "bez-kodu", stan: "???" })).toEqual([noCode]);
  });

  it("the CSV export of the list exports what the filters select", async () => {
    const m = marker();
    const noLink = await product(m, "eksport bez linku", { link: false });
    await product(m, "eksport z linkiem");
    const csv = await exportProductsCsv(parseAdminProductFilters(new URLSearchParams({ q: m, braki: "bez-linku" })));
    expect(csv).toContain(noLink);
    expect(csv).toContain(`${m} eksport bez linku`);
    expect(csv).not.toContain(`${m} eksport z linkiem`);
    const all = await exportProductsCsv(parseAdminProductFilters(new URLSearchParams({ q: m, braki: "cokolwiek" })));
    expect(all).toContain(`${m} eksport z linkiem`);
  });
});
