import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { WishlistEntry } from "~/features/engagement/wishlist.server";
import { AccountReviewList } from "./account-review-list";
import { AccountWishlistGrid } from "./account-wishlist-grid";

// ADR 189 (shopper review, session 36): the 80 px review thumbnails and the wishlist cards loaded the
// 1200 px originals. They list the 320/640 px copies (ADR 086), with a size and no layout shift.
const stored = "/uploads/products/lampka-1700000000000-ab12cd34.webp";
const copies = "/uploads/products/lampka-1700000000000-ab12cd34.w320.webp 320w, /uploads/products/lampka-1700000000000-ab12cd34.w640.webp 640w";

const render = (element: React.ReactElement) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
};
const image = (html: string) => html.match(/<img [^>]*>/)?.[0] ?? "";
const loading = (html: string) => [...html.matchAll(/<img [^>]*loading="(\w+)"/g)].map((m) => m[1]);

describe("account images", () => {
  it("gives a review's 80 px thumbnail the copies and its size; the ones below the first three load lazily", () => {
    const review = (id: string) => ({ id, productTitle: "Lampka", productPath: "/produkt/p1", imageUrl: stored, rating: 4, comment: "Dobra", moderated: false, createdAt: "2026-11-20T10:00:00.000Z" });
    const html = render(<AccountReviewList reviews={["r1", "r2", "r3", "r4"].map(review)} />);
    const img = image(html);
    expect(img).toContain(`srcSet="${copies}"`);
    expect(img).toContain('sizes="80px"');
    expect(img).toMatch(/width="80" height="80"/);
    expect(loading(html)).toEqual(["eager", "eager", "eager", "lazy"]);
  });

  it("gives a wishlist card the copies and its 4:3 size; the cards below the first row load lazily", () => {
    const item = (productId: string): WishlistEntry => ({ productId, title: "Lampka", imageUrl: stored, imageAlt: "Lampka na biurku", priceAlert: false, priceOriginal: 49.9, priceDiscounted: null, priceBeforeReduction: null, currency: "PLN" });
    const html = render(<AccountWishlistGrid items={["p1", "p2", "p3", "p4"].map(item)} />);
    const img = image(html);
    expect(img).toContain(`srcSet="${copies}"`);
    expect(img).toMatch(/sizes="[^"]*\b400px[^"]*100vw"/);
    expect(img).toMatch(/width="640" height="480"/);
    expect(loading(html)).toEqual(["eager", "eager", "eager", "lazy"]);
  });
});
