import { describe, expect, it } from "vitest";
import { documentTitle, pageMeta, SHARE_IMAGE, truncateDescription, truncateTitle } from "./meta";

const a = (n: number) => "a".repeat(n);

describe("truncateTitle (spec: public §5, 60 = 57 + ellipsis)", () => {
  it("keeps 59 and 60 characters as they are", () => {
    expect(truncateTitle(a(59))).toBe(a(59));
    expect(truncateTitle(a(60))).toBe(a(60));
  });
  it("cuts 61 characters to 57 plus an ellipsis", () => {
    expect(truncateTitle(a(61))).toBe(a(57) + "…");
  });
  it("never splits an emoji and drops a space before the ellipsis", () => {
    expect(truncateTitle("😀".repeat(61))).toBe("😀".repeat(57) + "…");
    expect(truncateTitle(a(56) + " " + a(10))).toBe(a(56) + "…");
    expect(truncateTitle("Mata do jogi " + a(50))).toBe("Mata do jogi…");
  });
  it("collapses whitespace before counting", () => {
    expect(truncateTitle("  Mata \n do  jogi ")).toBe("Mata do jogi");
  });
});

describe("truncateDescription (spec: public §5, 155 = 152 + ellipsis)", () => {
  it("keeps 154 and 155 characters", () => {
    expect(truncateDescription(a(154))).toBe(a(154));
    expect(truncateDescription(a(155))).toBe(a(155));
  });
  it("cuts 156 characters to 152 plus an ellipsis", () => {
    expect(truncateDescription(a(156))).toBe(a(152) + "…");
  });
});

describe("documentTitle (ADR 012)", () => {
  it("adds the site name when the whole fits in 60 characters", () => {
    expect(documentTitle("Regulamin")).toBe("Regulamin | Viralne Produkty");
    const fits = a(60 - " | Viralne Produkty".length);
    expect(documentTitle(fits)).toBe(`${fits} | Viralne Produkty`);
  });
  it("leaves the suffix out when it would not fit", () => {
    const tooLong = a(61 - " | Viralne Produkty".length);
    expect(documentTitle(tooLong)).toBe(tooLong);
    expect(documentTitle(a(70))).toBe(a(57) + "…");
  });
  it("does not repeat the site name", () => {
    expect(documentTitle("Viralne Produkty – hity TikToka")).toBe("Viralne Produkty – hity TikToka");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({
    appUrl: "https://viralneprodukty.pl/",
    path: "/regulamin",
    title: "Regulamin",
    description: "Zasady korzystania z serwisu.",
  });
  const find = (key: string, value: string) => meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("gives the title, description and an absolute canonical link", () => {
    expect(meta).toContainEqual({ title: "Regulamin | Viralne Produkty" });
    expect(find("name", "description")?.content).toBe("Zasady korzystania z serwisu.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://viralneprodukty.pl/regulamin" });
  });
  it("gives Open Graph and Twitter tags", () => {
    expect(find("property", "og:title")?.content).toBe("Regulamin");
    expect(find("property", "og:url")?.content).toBe("https://viralneprodukty.pl/regulamin");
    expect(find("property", "og:type")?.content).toBe("website");
    expect(find("property", "og:locale")?.content).toBe("pl_PL");
    expect(find("property", "og:site_name")?.content).toBe("Viralne Produkty");
    expect(find("name", "robots")).toBeUndefined();
  });
  it("shows the site's own share picture, with its size and words, on a page without one (SEO review, session 37)", () => {
    expect(find("property", "og:image")?.content).toBe("https://viralneprodukty.pl/share.png");
    expect(find("name", "twitter:image")?.content).toBe("https://viralneprodukty.pl/share.png");
    expect(find("property", "og:image:width")?.content).toBe("1200");
    expect(find("property", "og:image:height")?.content).toBe("630");
    expect(find("property", "og:image:alt")?.content).toBe(SHARE_IMAGE.alt);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });
  it("makes the image absolute, uses a large card and truncates the description", () => {
    const m = pageMeta({ appUrl: "http://localhost:3000", path: "/produkt/1", title: "X", description: a(200), image: "/uploads/a.webp", type: "product" });
    const get = (k: string, v: string) => m.find((d) => (d as Record<string, unknown>)[k] === v) as Record<string, string>;
    expect(get("property", "og:image").content).toBe("http://localhost:3000/uploads/a.webp");
    expect(get("name", "twitter:card").content).toBe("summary_large_image");
    expect(get("property", "og:type").content).toBe("product");
    expect(get("name", "description").content).toBe(a(152) + "…");
  });
  it("describes the share image when told what it shows (ADR 127)", () => {
    const m = pageMeta({ appUrl: "http://x", path: "/produkt/1", title: "X", description: "D", image: "/uploads/a.webp", imageAlt: "Lampka na biurku" });
    expect(m).toContainEqual({ property: "og:image:alt", content: "Lampka na biurku" });
    expect(m).toContainEqual({ name: "twitter:image:alt", content: "Lampka na biurku" });
    // Words for a picture the page does not have describe the site's own picture instead.
    expect(pageMeta({ appUrl: "http://x", path: "/", title: "X", description: "D", imageAlt: "bez obrazka" })).toContainEqual({ property: "og:image:alt", content: SHARE_IMAGE.alt });
  });
  it("states a product's price for Facebook and Pinterest, and says noindex without a canonical", () => {
    const m = pageMeta({ appUrl: "http://x", path: "/produkt/1", title: "X", description: "D", image: "/a.webp", price: { amount: 89, currency: "PLN" } });
    expect(m).toContainEqual({ property: "product:price:amount", content: "89.00" });
    expect(m).toContainEqual({ property: "product:price:currency", content: "PLN" });
    expect(m.some((d) => "property" in d && d.property === "og:image:width")).toBe(false);
    const hidden = pageMeta({ appUrl: "http://x", path: "/produkt/1", title: "X", description: "D", noindex: true });
    expect(hidden.some((d) => "rel" in d && d.rel === "canonical")).toBe(false);
  });
  it("marks utility pages noindex", () => {
    const m = pageMeta({ appUrl: "http://x", path: "/verification-required", title: "T", description: "D", noindex: true });
    expect(m).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});
