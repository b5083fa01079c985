import { describe, expect, it } from "vitest";
import { productJsonLd, type ProductJsonLdInput } from "./structured-data";

const appUrl = "https://viralneprodukty.pl";
const product: ProductJsonLdInput = {
  id: "p1",
  title: "Lampka LED",
  description: "",
  images: [],
  code: null,
  priceOriginal: 99,
  priceDiscounted: 59.5,
  currency: "PLN",
  ratingAverage: 0,
  ratingCount: 0,
};

// Issue #13: one Offer per shop inside an AggregateOffer.
describe("productJsonLd with shop offers", () => {
  it("carries an AggregateOffer with lowPrice/highPrice and one Offer per priced shop", () => {
    const data = productJsonLd(
      {
        ...product,
        shopOffers: [
          { shopName: "Temu", price: 49.9, currency: "PLN", path: "/go/p1/temu" },
          { shopName: "Amazon", price: 64, currency: "PLN", path: "/go/p1/amazon" },
          { shopName: "AliExpress", price: null, currency: "PLN", path: "/go/p1/aliexpress" },
        ],
      },
      { appUrl },
    );
    expect(data.offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "49.90",
      highPrice: "64.00",
      priceCurrency: "PLN",
      offerCount: 2,
      offers: [
        { "@type": "Offer", price: "49.90", priceCurrency: "PLN", availability: "https://schema.org/InStock", url: "https://viralneprodukty.pl/go/p1/temu", seller: { "@type": "Organization", name: "Temu" } },
        { "@type": "Offer", price: "64.00", priceCurrency: "PLN", availability: "https://schema.org/InStock", url: "https://viralneprodukty.pl/go/p1/amazon", seller: { "@type": "Organization", name: "Amazon" } },
      ],
    });
  });

  it("keeps the single headline Offer when no shop has a price", () => {
    const data = productJsonLd({ ...product, shopOffers: [{ shopName: "Temu", price: null, currency: "PLN", path: "/go/p1/temu" }] }, { appUrl });
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "59.50" });
  });

  it("gives a product flagged as a scam no Offer at all (it was 'InStock' at its price)", () => {
    expect(productJsonLd({ ...product, isScam: true }, { appUrl }).offers).toBeUndefined();
    const withShops = { ...product, isScam: true, shopOffers: [{ shopName: "Temu", price: 19, currency: "PLN", path: "/go/p1/temu" }] };
    expect(productJsonLd(withShops, { appUrl }).offers).toBeUndefined();
    expect(productJsonLd(product, { appUrl }).offers).toMatchObject({ "@type": "Offer", price: "59.50" });
  });
});
