// ADR 177: what a product page and a category list tell search engines, own texts first.
import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/i18n";
import { searchResultOf } from "~/features/seo/meta";
import { meta as productMeta } from "~/routes/public/product";
import { categorySearchTexts, productSearchTexts } from "./search-listing";

const t = translator("pl");
const product: { title: string; description: string; seoTitle: string | null; seoDescription: string | null } = { title: "Lampka LED", description: "Lampka na biurko\nz USB.", seoTitle: null, seoDescription: null };

describe("search listing texts (ADR 177)", () => {
  it("a product without its own texts keeps the generated ones: the title, the description, else the sentence about the title", () => {
    expect(productSearchTexts(product, t)).toEqual({ title: "Lampka LED", description: "Lampka na biurko\nz USB." });
    expect(productSearchTexts({ ...product, description: "" }, t).description).toBe("Lampka LED – opinie, ceny i sprawdzone sklepy.");
  });

  it("a product's own title and description replace the generated ones, each on its own", () => {
    expect(productSearchTexts({ ...product, seoTitle: "Najlepsza lampka 2026" }, t)).toEqual({ title: "Najlepsza lampka 2026", description: "Lampka na biurko\nz USB." });
    expect(productSearchTexts({ ...product, seoDescription: "Krótko." }, t)).toEqual({ title: "Lampka LED", description: "Krótko." });
  });

  it("a category list says its own texts, else '{name} – viralne produkty' and the catalogue's description", () => {
    expect(categorySearchTexts({ name: "Elektronika" }, t)).toEqual({ title: "Elektronika – viralne produkty", description: t("meta.products.description") });
    expect(categorySearchTexts({ name: "Elektronika", seoTitle: "Gadżety z TikToka", seoDescription: "Opis." }, t)).toEqual({ title: "Gadżety z TikToka", description: "Opis." });
  });

  it("the product page's meta writes exactly what the preview computes: <title>, description, og: and twitter: texts", () => {
    const tags = (p: typeof product) =>
      productMeta({ loaderData: { product: { ...p, id: "0b1c2d3e-0000-4000-8000-000000000000", images: [], isHidden: false }, appUrl: "https://viralneprodukty.pl" }, matches: [] } as unknown as Parameters<typeof productMeta>[0]) as Record<string, string>[];
    const find = (list: Record<string, string>[], key: string) => list.find((tag) => tag.property === key || tag.name === key)?.content;
    const own = { ...product, seoTitle: "Najlepsza lampka 2026", seoDescription: "Świeci, ładuje się z USB, kosztuje mało." };
    const overridden = tags(own);
    const preview = searchResultOf(productSearchTexts(own, t).title, productSearchTexts(own, t).description);
    expect(overridden.find((tag) => tag.title)?.title).toBe(preview.title);
    expect(preview.title).toBe("Najlepsza lampka 2026 | Viralne Produkty");
    expect(find(overridden, "description")).toBe(preview.description);
    expect(find(overridden, "og:title")).toBe("Najlepsza lampka 2026");
    expect(find(overridden, "og:description")).toBe("Świeci, ładuje się z USB, kosztuje mało.");
    expect(find(overridden, "twitter:title")).toBe("Najlepsza lampka 2026");
    const generated = tags(product);
    expect(generated.find((tag) => tag.title)?.title).toBe("Lampka LED | Viralne Produkty");
    expect(find(generated, "og:description")).toBe("Lampka na biurko z USB.");
  });
});
