import "~/i18n/admin-messages";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductCardData } from "~/features/catalog/types";
import { NewestProducts } from "./overview-view";

// ADR 192: the overview's 80 px thumbnails loaded the 1200 px originals.
const stored = "/uploads/products/lampka-1700000000000-ab12cd34.webp";

describe("newest products on the overview", () => {
  it("show a stored image's 320 px copy in the 80 px box, lazily", () => {
    const product = { id: "p1", title: "Lampka", imageUrl: stored, priceOriginal: 49.9, priceDiscounted: null, currency: "PLN" } as ProductCardData;
    const Stub = createRoutesStub([{ path: "/", Component: () => <NewestProducts products={[product]} /> }]);
    const img = renderToStaticMarkup(<Stub initialEntries={["/"]} />).match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain('src="/uploads/products/lampka-1700000000000-ab12cd34.w320.webp"');
    expect(img).toMatch(/width="80" height="80"/);
    expect(img).toContain('loading="lazy"');
  });

  it("link to the product's form only for someone who may edit products", () => {
    const product = { id: "p1", title: "Lampka", imageUrl: null, priceOriginal: 49.9, priceDiscounted: null, currency: "PLN" } as ProductCardData;
    const html = (canEdit: boolean) => {
      const Stub = createRoutesStub([{ path: "/", Component: () => <NewestProducts products={[product]} canEdit={canEdit} /> }]);
      return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    };
    expect(html(true)).toContain('href="/admin/produkty/p1"');
    expect(html(true)).toContain('aria-label="Edytuj produkt: Lampka"');
    expect(html(false)).not.toContain("/admin/produkty/p1");
  });
});
