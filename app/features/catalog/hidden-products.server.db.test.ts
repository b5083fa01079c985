import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productAffiliateLinks, productCategories, products, wishlistItems } from "~/db/schema";
import { listProducts, parseProductListParams } from "~/features/search/listing.server";
import { suggestFromSql, suggestProducts } from "~/features/search/suggestions.server";
import { recheckSuggestionIndex } from "~/features/search/suggestion-index.server";
import { buildSitemap } from "~/features/seo/sitemap.server";
import { setLike, toggleLike } from "~/features/engagement/likes.server";
import { setHelpfulVote } from "~/features/engagement/reviews-helpful.server";
import { loadAccountSummary } from "~/features/accounts/profile.server";
import { setPriceAlert } from "./price-alerts.server";
import { addReview, listUserReviews } from "~/features/engagement/reviews.server";
import { listWishlist, setWishlist, toggleWishlist } from "~/features/engagement/wishlist.server";
import { loadAdminOverview } from "~/features/admin/overview.server";
import { createCodeCategory, createUser } from "../../../tests/factories";
import { loadProductCards } from "./cards.server";
import { recordOutboundClick } from "./clicks.server";
import { findProductIdByAliasOrCode, findProductIdById, getProductDetail } from "./product.server";
import { ALREADY_SO_MESSAGE, bulkEditProducts } from "./product-bulk.server";
import { statusCondition } from "./admin-product-filters.server";
import { relatedProducts } from "./related-products.server";
import { parseCsv, writeCsv } from "./csv";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

// ADR 157 (PGlite and PostgreSQL): a hidden product is absent from every public path and comes
// back, unchanged, when it is shown again.

// Long enough that two tests' words are never similar titles (pg_trgm ≥ 0.45): with seven random
// characters, 13 pairs in 20 000 were, and a shuffled test then found the other test's pair (CI, session 34).
const word = () => `ukr${randomBytes(8).toString("hex")}`;
const list = (query: string) => listProducts(parseProductListParams(new URLSearchParams(query)));

async function hiddenPair() {
  const w = word();
  const code = await createCodeCategory();
  const [category] = await db.select().from(productCategories).where(eq(productCategories.code, code));
  const [shown, hidden] = await db
    .insert(products)
    .values([
      { title: `${w} widoczny`, description: "Opis", categoryId: category.id },
      { title: `${w} ukryty`, description: "Opis", categoryId: category.id, isHidden: true, urlAlias: `${w}-ukryty` },
    ])
    .returning();
  await db.insert(productAffiliateLinks).values({ productId: hidden.id, platform: "temu", url: "https://temu.com/x" });
  recheckSuggestionIndex();
  return { w, code, category, shown, hidden };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe("hidden products (ADR 157)", () => {
  it("are left out of the list, the search, the suggestions, the sitemap, cards and related products", async () => {
    const { w, category, shown, hidden } = await hiddenPair();
    // A text alone (the suggestion index), a text with a filter (SQL), no text with a filter (SQL).
    expect(ids((await list(`q=${w}`)).products)).toEqual([shown.id]);
    expect((await list(`q=${w}`)).total).toBe(1);
    expect(ids((await list(`q=${w}&category=${category.slug}`)).products)).toEqual([shown.id]);
    expect(ids((await list(`category=${category.slug}`)).products)).toEqual([shown.id]);
    // The hidden one's own full title finds it nowhere (by relevance: the tiers, similar titles, full text).
    expect(ids((await list(`q=${w} ukryty`)).products)).not.toContain(hidden.id);
    expect(ids((await list(`q=${w} ukryty&sort=newest`)).products)).not.toContain(hidden.id);
    expect(ids(await suggestProducts(w))).toEqual([shown.id]);
    expect(ids(await suggestFromSql(w))).toEqual([shown.id]);
    const sitemap = (await buildSitemap(null, { appUrl: "https://example.test", pageSize: 1_000_000 }))!;
    expect(sitemap).toContain(shown.id);
    expect(sitemap).not.toContain(hidden.id);
    expect(ids(await loadProductCards([hidden.id, shown.id]))).toEqual([shown.id]);
    expect(ids(await relatedProducts(shown.id, { categoryId: category.id }))).not.toContain(hidden.id);
  });

  it("answer 404 on their page and /go/ links; an editor's preview reads them", async () => {
    const { w, hidden } = await hiddenPair();
    expect(await getProductDetail(hidden.id)).toBeNull();
    expect(await findProductIdById(hidden.id)).toBeNull();
    expect(await findProductIdByAliasOrCode(`${w}-ukryty`)).toBeNull();
    expect(await recordOutboundClick({ productId: hidden.id, platform: "temu", sourcePage: null, userId: null, count: false })).toBeNull();
    expect(await findProductIdByAliasOrCode(`${w}-ukryty`, db, { withHidden: true })).toBe(hidden.id);
    expect(await getProductDetail(hidden.id, db, { withHidden: true })).toMatchObject({ id: hidden.id, isHidden: true });
  });

  it("take no new like, review or wishlist entry, and leave the member's lists until shown again", async () => {
    const { hidden } = await hiddenPair();
    const member = await createUser();
    await db.insert(wishlistItems).values({ userId: member.id, productId: hidden.id });
    await expect(setLike(member.id, hidden.id, true)).rejects.toMatchObject({ status: 404 });
    await expect(addReview(member.id, hidden.id, { rating: 5, comment: "Bardzo dobry produkt, polecam każdemu." })).rejects.toMatchObject({ status: 404 });
    await expect(setWishlist(member.id, hidden.id, true)).rejects.toMatchObject({ status: 404 });
    expect(await listWishlist(member.id)).toEqual([]);
    // Taking it off the list still works (the heart of a page open before it was hidden).
    await db.update(products).set({ isHidden: false }).where(eq(products.id, hidden.id));
    expect(ids((await listWishlist(member.id)).map((e) => ({ id: e.productId })))).toEqual([hidden.id]);
    await addReview(member.id, hidden.id, { rating: 5, comment: "Bardzo dobry produkt, polecam każdemu." });
    await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden.id));
    // The member's own review stays in their account, without a link to a page that answers 404.
    const [own] = await listUserReviews(member.id);
    expect(own).toMatchObject({ productId: hidden.id, productPath: null });
    // Review (session 29): no 'helpful' vote on its reviews, no price alert, not in the wishlist count.
    const voter = await createUser();
    await expect(setHelpfulVote(voter.id, own.id, true)).rejects.toMatchObject({ status: 404 });
    await expect(setPriceAlert(member.id, hidden.id, true)).rejects.toMatchObject({ status: 404 });
    expect((await loadAccountSummary(member.id)).wishlistCount).toBe(0);
    // The old toggle forms (ADR 149) still take a like or an entry off it; they add nothing to it.
    await db.update(products).set({ isHidden: false }).where(eq(products.id, hidden.id));
    await setLike(member.id, hidden.id, true);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden.id));
    expect(await toggleLike(member.id, hidden.id)).toBe(false);
    await expect(toggleLike(member.id, hidden.id)).rejects.toMatchObject({ status: 404 });
    expect(await toggleWishlist(member.id, hidden.id)).toBe(false);
    await expect(toggleWishlist(member.id, hidden.id)).rejects.toMatchObject({ status: 404 });
    expect(await setWishlist(member.id, hidden.id, false)).toBe(false);
  });

  it("are hidden and shown in bulk, filtered in the panel, and marked on the overview", async () => {
    const { w, shown, hidden } = await hiddenPair();
    const inPanel = (status: "ukryte" | "widoczne") =>
      db.select({ id: products.id }).from(products).where(statusCondition(status)).then((rows) => rows.map((r) => r.id));
    expect(await inPanel("ukryte")).toContain(hidden.id);
    expect(await inPanel("widoczne")).not.toContain(hidden.id);
    // Only the one not hidden yet is counted (owner review, session 32: "2 products updated").
    expect(await bulkEditProducts({ ids: [shown.id, hidden.id], operation: "hide" })).toBe("Zaktualizowano 1 produkt.");
    expect(await bulkEditProducts({ ids: [shown.id, hidden.id], operation: "hide" })).toBe(ALREADY_SO_MESSAGE);
    recheckSuggestionIndex();
    expect((await list(`q=${w}`)).total).toBe(0);
    expect((await loadAdminOverview()).newest.find((card) => card.id === shown.id)).toMatchObject({ isHidden: true });
    await bulkEditProducts({ ids: [shown.id, hidden.id], operation: "show" });
    recheckSuggestionIndex();
    expect((await list(`q=${w}`)).total).toBe(2);
    expect(ids(await suggestProducts(w)).sort()).toEqual([shown.id, hidden.id].sort());
  });

  it("travel in the products CSV: 'ukryty' hides and shows; a file without the column leaves it", async () => {
    const { w, code, shown, hidden } = await hiddenPair();
    const exported = parseCsv(await exportProductsCsv({ q: w, categoryId: null, sort: { key: "title", dir: "asc" } }));
    const rows = exported.ok ? exported.records.map((r) => r.cells) : [];
    const column = rows[0].indexOf("ukryty");
    expect(rows.slice(1).map((r) => [r[0], r[column]]).sort()).toEqual([[hidden.id, "tak"], [shown.id, "nie"]].sort());
    const flags = async () => Object.fromEntries((await db.select({ id: products.id, h: products.isHidden }).from(products).where(eq(products.categoryId, shown.categoryId!))).map((r) => [r.id, r.h]));
    const file = (column: string, values: [string, string]) =>
      writeCsv(["id", "tytul", "opis", "kategoria", column], [[shown.id, shown.title, "Opis", code, values[0]], [hidden.id, hidden.title, "Opis", code, values[1]]]);
    expect(await importProductsCsv(file("ukryty", ["tak", "nie"]))).toMatchObject({ summary: { updated: 2 } });
    expect(await flags()).toEqual({ [shown.id]: true, [hidden.id]: false });
    expect(await importProductsCsv(file("trending", ["nie", "nie"]))).toMatchObject({ summary: { unchanged: 2 } });
    // A blank cell keeps it (a half-filled file never shows a hidden product by accident).
    expect(await importProductsCsv(file("ukryty", ["", ""]))).toMatchObject({ summary: { unchanged: 2 } });
    expect(await flags()).toEqual({ [shown.id]: true, [hidden.id]: false });
  });
});
