// ADR 177: the rule of a typed SEO title / description (products, categories, the products CSV).
import { describe, expect, it } from "vitest";
import { cleanSeoText, SEO_TEXT_MESSAGES, seoTextField, seoTextLength, seoTextRefusal } from "./seo-text";

describe("typed SEO texts (ADR 177)", () => {
  it("are one trimmed line: line breaks, tabs and runs of spaces become one space, invisible characters go", () => {
    expect(cleanSeoText("  Lampka\r\n LED\t\tna biurko  ")).toBe("Lampka LED na biurko");
    expect(cleanSeoText("Lam\u200Bpka")).toBe("Lampka");
    expect(cleanSeoText(" \u200B ")).toBe("");
  });

  it("accept exactly the limit and refuse one character more, counted as the counter and char_length count (an emoji is one)", () => {
    expect(seoTextRefusal("title", "x".repeat(60))).toBeNull();
    expect(seoTextRefusal("title", "x".repeat(61))).toBe(SEO_TEXT_MESSAGES.title.tooLong);
    expect(seoTextRefusal("title", `${"x".repeat(59)}🔥`)).toBeNull();
    expect(seoTextLength(`${"x".repeat(59)}🔥`)).toBe(60);
    expect(seoTextRefusal("description", "y".repeat(155))).toBeNull();
    expect(seoTextRefusal("description", "y".repeat(156))).toBe(SEO_TEXT_MESSAGES.description.tooLong);
    // Spaces around and inside are counted after cleaning: what is stored is what is counted.
    expect(seoTextRefusal("title", `   ${"x".repeat(30)}     ${"x".repeat(29)}   `)).toBeNull();
    expect(SEO_TEXT_MESSAGES.title.tooLong).toBe("Tytuł SEO może mieć najwyżej 60 znaków: skróć go.");
  });

  it("refuse HTML tags and character references, and keep a lone '<' or '&' as text", () => {
    for (const text of ["<b>Hit</b>", "Hit </p>", "<!-- x -->", "Tom &amp; Jerry", "&#39;x", "&#x27;x", "<script>alert(1)</script>"]) {
      expect(seoTextRefusal("title", text), text).toBe(SEO_TEXT_MESSAGES.title.markup);
    }
    expect(seoTextRefusal("description", "<i>x")).toBe(SEO_TEXT_MESSAGES.description.markup);
    for (const text of ["Ładowarka < 20 zł", "Tom & Jerry", "2<3", "R&D"]) expect(seoTextRefusal("title", text), text).toBeNull();
  });

  it("refuse control characters other than whitespace", () => {
    expect(seoTextRefusal("title", "Lampka\u0007")).toBe(SEO_TEXT_MESSAGES.title.control);
    expect(seoTextRefusal("description", "Opis\u0085dalej")).toBe(SEO_TEXT_MESSAGES.description.control);
    expect(seoTextRefusal("title", "Lampka\u007F")).toBe(SEO_TEXT_MESSAGES.title.control);
    expect(seoTextRefusal("title", "Lampka\nLED")).toBeNull();
  });

  it("as a form field: absent keeps (undefined), empty clears (null), a text is stored cleaned, a bad one refused", () => {
    const field = seoTextField("title");
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse("")).toBeNull();
    expect(field.parse("  \n ")).toBeNull();
    expect(field.parse("  Lampka \n LED ")).toBe("Lampka LED");
    const refused = field.safeParse("x".repeat(61));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(SEO_TEXT_MESSAGES.title.tooLong);
    expect(field.safeParse("<b>x</b>").success).toBe(false);
  });
});
