import { describe, expect, it } from "vitest";
import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, websiteJsonLd, type ProductJsonLdInput } from "./structured-data";

const appUrl = "https://viralneprodukty.pl";
const product: ProductJsonLdInput = {
  id: "p1",
  title: "Lampka LED",
  description: "Lampka z czujnikiem ruchu",
  images: ["/uploads/a.webp", "https://cdn.example.com/b.webp"],
  code: "EL-OS-001",
  priceOriginal: 99,
  priceDiscounted: 59.5,
  currency: "PLN",
  ratingAverage: 4.36,
  ratingCount: 12,
};

describe("productJsonLd", () => {
  it("builds a Product with absolute images, sku and an in-stock Offer at the discounted price", () => {
    const data = productJsonLd(product, { appUrl });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Lampka LED",
      sku: "EL-OS-001",
      image: ["https://viralneprodukty.pl/uploads/a.webp", "https://cdn.example.com/b.webp"],
      url: "https://viralneprodukty.pl/produkt/p1",
      offers: {
        "@type": "Offer",
        price: "59.50",
        priceCurrency: "PLN",
        availability: "https://schema.org/InStock",
        url: "https://viralneprodukty.pl/produkt/p1",
      },
    });
    expect(data).not.toHaveProperty("brand");
  });
  it("falls back to the original price and to PLN", () => {
    const data = productJsonLd({ ...product, priceDiscounted: null, currency: null }, { appUrl });
    expect(data.offers).toMatchObject({ price: "99.00", priceCurrency: "PLN" });
  });
  it("leaves the Offer out when there is no price", () => {
    const data = productJsonLd({ ...product, priceDiscounted: null, priceOriginal: null }, { appUrl });
    expect(data).not.toHaveProperty("offers");
  });
  it("has AggregateRating only when ratingCount > 0", () => {
    expect(productJsonLd(product, { appUrl }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.4,
      ratingCount: 12,
      reviewCount: 12, // issue #15 pt 5: product pages use reviewCount (every rating here is a review)
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd({ ...product, ratingCount: 0, ratingAverage: 0 }, { appUrl })).not.toHaveProperty("aggregateRating");
  });
  it("omits sku without a code", () => {
    expect(productJsonLd({ ...product, code: null }, { appUrl })).not.toHaveProperty("sku");
  });
});

describe("breadcrumbJsonLd / websiteJsonLd / articleJsonLd", () => {
  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([{ name: "Strona główna", path: "/" }, { name: "Regulamin", path: "/regulamin" }], appUrl);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Strona główna", item: "https://viralneprodukty.pl/" },
      { "@type": "ListItem", position: 2, name: "Regulamin", item: "https://viralneprodukty.pl/regulamin" },
    ]);
  });
  it("points the SearchAction at /szukaj", () => {
    expect(websiteJsonLd(appUrl).potentialAction).toEqual({
      "@type": "SearchAction",
      target: "https://viralneprodukty.pl/szukaj?q={search_term_string}",
      "query-input": "required name=search_term_string",
    });
  });
  it("builds a BlogPosting with ISO dates and falls back to the publish date", () => {
    const data = articleJsonLd(
      { title: "Test", description: "Opis", path: "/blog/test", image: "/uploads/c.webp", datePublished: "2025-07-13T10:00:00Z", dateModified: null, authorName: "Anna" },
      appUrl,
    );
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Test",
      url: "https://viralneprodukty.pl/blog/test",
      image: ["https://viralneprodukty.pl/uploads/c.webp"],
      datePublished: "2025-07-13T10:00:00.000Z",
      dateModified: "2025-07-13T10:00:00.000Z",
      author: { "@type": "Person", name: "Anna" },
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes characters that could end the script and stays equal JSON", () => {
    const value = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});

// SEO review (session 37): who publishes the site, with a logo and the profiles from Ustawienia strony.
describe("organizationJsonLd", () => {
  it("names the site, its raster logo and only the social profiles that are set", () => {
    expect(organizationJsonLd(appUrl, ["https://www.tiktok.com/@viralne"])).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://viralneprodukty.pl/#organizacja",
      name: "Viralne Produkty",
      url: "https://viralneprodukty.pl/",
      logo: "https://viralneprodukty.pl/logo.png",
      sameAs: ["https://www.tiktok.com/@viralne"],
    });
    expect(organizationJsonLd(appUrl, [])).not.toHaveProperty("sameAs");
  });

  it("is the publisher of a post, logo included", () => {
    const post = articleJsonLd({ title: "T", description: "D", path: "/blog/t", datePublished: null, dateModified: null }, appUrl);
    expect(post.publisher).toEqual({ "@type": "Organization", name: "Viralne Produkty", url: "https://viralneprodukty.pl/", logo: { "@type": "ImageObject", url: "https://viralneprodukty.pl/logo.png" } });
  });
});
