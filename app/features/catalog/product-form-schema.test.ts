import { describe, expect, it } from "vitest";
import { BAD_FORM_MESSAGE, validateForm } from "~/utils/form";
import { PRODUCT_CODE_FORMAT_MESSAGE } from "./product-code";
import { ALIAS_CODE_SHAPED_MESSAGE, ALIAS_RESERVED_MESSAGE } from "./product-code";
import { cleanImageAlt, DISCOUNT_ABOVE_ORIGINAL_MESSAGE, IMAGE_ALT_TOO_LONG_MESSAGE, normalizeTags, PRICE_CURRENCY_MESSAGE, PRICE_DECIMALS_MESSAGE, PRICE_MESSAGE, PRICE_POSITIVE_MESSAGE, PRICE_TOO_HIGH_MESSAGE, readPrice, ProductFormSchema, REQUIRED_FIELDS_MESSAGE, TAG_TOO_LONG_MESSAGE, URL_MESSAGE } from "./product-form-schema";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}
const base: [string, string][] = [["title", "Lampka Ż"], ["description", "Opis"], ["categoryCode", "EL"]];

describe("product form schema (admin §5)", () => {
  it("requires title, description and category with the spec's message", () => {
    const result = validateForm(form([["title", " "]]), ProductFormSchema);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.title).toBe(REQUIRED_FIELDS_MESSAGE);
      expect(result.fieldErrors.description).toBe(REQUIRED_FIELDS_MESSAGE);
      expect(result.fieldErrors.categoryCode).toBe(REQUIRED_FIELDS_MESSAGE);
    }
  });
  it("checks the code format and derives the alias from a valid code", () => {
    const bad = validateForm(form([...base, ["code", "EL-SM-1"]]), ProductFormSchema);
    expect(!bad.ok && bad.fieldErrors.code).toBe(PRODUCT_CODE_FORMAT_MESSAGE);
    const good = validateForm(form([...base, ["code", "EL-SM-007"]]), ProductFormSchema);
    expect(good.ok && good.data.urlAlias).toBe("el-sm-007-lampka-z");
  });
  it("collects repeated tags and images, trims and de-duplicates tags, defaults the currency to PLN", () => {
    const result = validateForm(form([...base, ["tags", " led "], ["tags", "LED"], ["tags", ""], ["tags", "biurko"], ["images", "/uploads/products/a.webp"]]), ProductFormSchema);
    expect(result.ok && result.data).toMatchObject({ tags: ["led", "biurko"], images: ["/uploads/products/a.webp"], priceCurrency: "PLN" });
  });
  it("refuses non-http links, javascript: image URLs, a 6th image and an unknown currency", () => {
    const result = validateForm(
      form([...base, ["affiliateTemu", "javascript:alert(1)"], ["priceCurrency", "GBP"], ...Array.from({ length: 6 }, (_, i): [string, string] => ["images", `/uploads/products/${i}.webp`])]),
      ProductFormSchema,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.affiliateTemu).toBe(URL_MESSAGE);
      expect(result.fieldErrors.images).toBeDefined();
      expect(result.fieldErrors.priceCurrency).toBeDefined();
    }
  });
  it("saves a shop link with Polish letters as a browser sends it (a redirect header must be ASCII)", () => {
    const result = validateForm(form([...base, ["affiliateTemu", "https://temu.com/szukaj/ładowarka-ąę?q=żółw"], ["socialBlog", "https://zażółć.pl/a b"]]), ProductFormSchema);
    expect(result.ok).toBe(false); // a space is no part of an address
    const ok = validateForm(form([...base, ["affiliateTemu", "https://temu.com/szukaj/ładowarka-ąę?q=żółw"], ["socialBlog", "https://zażółć.pl/"]]), ProductFormSchema);
    expect(ok.ok && ok.data.affiliateTemu).toBe("https://temu.com/szukaj/%C5%82adowarka-%C4%85%C4%99?q=%C5%BC%C3%B3%C5%82w");
    expect(ok.ok && ok.data.socialBlog).toBe("https://xn--za-6ja4f8n1l.pl/");
    // Copied without its scheme, as shop back offices take it (review, session 28).
    const bare = validateForm(form([...base, ["affiliateAliexpress", "aliexpress.com/item/1005.html"]]), ProductFormSchema);
    expect(bare.ok && bare.data.affiliateAliexpress).toBe("https://aliexpress.com/item/1005.html");
    for (const bad of ["https://", "http://[::1", "ftp://x.pl", "https://a b.pl", "aliexpress", "javascript:alert(1)"]) {
      const refused = validateForm(form([...base, ["affiliateTemu", bad]]), ProductFormSchema);
      expect(!refused.ok && refused.fieldErrors.affiliateTemu, bad).toBe(URL_MESSAGE);
    }
  });
  it("parses prices: empty is no price, comma decimals work, text that is no number is refused (ADR 119, not 0)", () => {
    expect(readPrice("")).toEqual({ ok: true, value: null });
    for (const value of ["abc", "1.299,99", "Infinity", "1e3", "0x10", "+5", "12 zł zł"]) {
      const result = validateForm(form([...base, ["priceDiscounted", value]]), ProductFormSchema);
      expect(!result.ok && result.fieldErrors.priceDiscounted, value).toBe(PRICE_MESSAGE);
    }
    expect(normalizeTags([" a", "A", "b "])).toEqual(["a", "b"]);
  });
  it("says precisely what is wrong with a price: decimals, zero or less, another currency (ADR 142)", () => {
    const refusal = (value: string, currency = "PLN") => {
      const result = validateForm(form([...base, ["priceCurrency", currency], ["priceDiscounted", value]]), ProductFormSchema);
      return !result.ok && result.fieldErrors.priceDiscounted;
    };
    // Twelve thousand, or 12,35 zł? Refused, as the CSV import and the filter refuse it.
    expect(refusal("79,555")).toBe(PRICE_DECIMALS_MESSAGE);
    expect(refusal("12,345")).toBe(PRICE_DECIMALS_MESSAGE);
    for (const zero of ["0", "0,00", "0 zł", "-1"]) expect(refusal(zero), zero).toBe(PRICE_POSITIVE_MESSAGE);
    expect(refusal("12 zł", "EUR")).toBe(PRICE_CURRENCY_MESSAGE);
    expect(refusal("$12", "PLN")).toBe(PRICE_CURRENCY_MESSAGE);
    // Every price field: the original price too.
    const original = validateForm(form([...base, ["priceOriginal", "0"]]), ProductFormSchema);
    expect(!original.ok && original.fieldErrors.priceOriginal).toBe(PRICE_POSITIVE_MESSAGE);
  });
  it("takes a price with grouping spaces and the form's currency mark", () => {
    const accepted = (value: string, currency = "PLN") => {
      const result = validateForm(form([...base, ["priceCurrency", currency], ["priceDiscounted", value]]), ProductFormSchema);
      return result.ok ? result.data.priceDiscounted : result.fieldErrors;
    };
    expect(accepted("1 299,00 zł")).toBe(1299);
    expect(accepted("1\u00a0299,99\u00a0zł")).toBe(1299.99);
    expect(accepted("12,99 €", "EUR")).toBe(12.99);
    expect(accepted("$12.99", "USD")).toBe(12.99);
    expect(accepted(" 0,01 ")).toBe(0.01);
    expect(accepted("1 299,99")).toBe(1299.99);
  });
  it("refuses a price above numeric(12, 2) (hundreds of digits too) with the limit's message, a negative one as not above zero", () => {
    for (const value of ["9".repeat(400), "99999999999", "10 000 000 000"]) {
      const result = validateForm(form([...base, ["priceOriginal", value]]), ProductFormSchema);
      expect(!result.ok && result.fieldErrors.priceOriginal, value).toBe(PRICE_TOO_HIGH_MESSAGE);
    }
    expect(validateForm(form([...base, ["priceOriginal", "9 999 999 999,99"]]), ProductFormSchema).ok).toBe(true);
    const negative = validateForm(form([...base, ["priceOriginal", "-1"]]), ProductFormSchema);
    expect(!negative.ok && negative.fieldErrors.priceOriginal).toBe(PRICE_POSITIVE_MESSAGE);
  });
  it("refuses a tampered version stamp (a 500 before) and accepts the one the form sends", () => {
    const bad = validateForm(form([...base, ["expectedUpdatedAt", "garbage"]]), ProductFormSchema);
    expect(!bad.ok && bad.fieldErrors.expectedUpdatedAt).toBe(BAD_FORM_MESSAGE);
    const good = validateForm(form([...base, ["expectedUpdatedAt", "2026-11-27T06:00:00.123Z"]]), ProductFormSchema);
    expect(good.ok).toBe(true);
  });
  it("refuses a discounted price above the original one, and takes an equal or lower one", () => {
    const above = validateForm(form([...base, ["priceOriginal", "99,99"], ["priceDiscounted", "100"]]), ProductFormSchema);
    expect(!above.ok && above.fieldErrors.priceDiscounted).toBe(DISCOUNT_ABOVE_ORIGINAL_MESSAGE);
    for (const discounted of ["99,99", "10", ""]) {
      expect(validateForm(form([...base, ["priceOriginal", "99,99"], ["priceDiscounted", discounted]]), ProductFormSchema).ok, discounted).toBe(true);
    }
    expect(validateForm(form([...base, ["priceDiscounted", "50"]]), ProductFormSchema).ok).toBe(true);
  });
  it("refuses an alias one of the site's pages holds (/o-nas would never show the product)", () => {
    const result = validateForm(form([...base, ["urlAlias", " O-Nas "]]), ProductFormSchema);
    expect(!result.ok && result.fieldErrors.urlAlias).toBe(ALIAS_RESERVED_MESSAGE);
  });

  it("refuses a tag longer than the field allows instead of cutting it (review, session 27)", () => {
    const result = validateForm(form([...base, ["tags", "led"], ["tags", "x".repeat(41)]]), ProductFormSchema);
    expect(!result.ok && result.fieldErrors.tags).toBe(TAG_TOO_LONG_MESSAGE);
    const fits = validateForm(form([...base, ["tags", ` ${"ż".repeat(40)} `]]), ProductFormSchema);
    expect(fits.ok && fits.data.tags).toEqual(["ż".repeat(40)]);
  });

  it("refuses an alias shaped like a product code, unless it is the product's own code (review, session 27)", () => {
    const alias = (urlAlias: string, code = "") => validateForm(form([...base, ["urlAlias", urlAlias], ["code", code]]), ProductFormSchema);
    for (const taken of ["au-ac-001", "EL-CH-1", "el-ch-12"]) {
      const result = alias(taken);
      expect(!result.ok && result.fieldErrors.urlAlias).toBe(ALIAS_CODE_SHAPED_MESSAGE);
    }
    expect(alias("au-ac-001", "EL-LA-001").ok).toBe(false);
    const own = alias("el-la-001", "EL-LA-001");
    expect(own.ok && own.data.urlAlias).toBe("el-la-001");
    // Longer aliases that start with a code are what the alias rule derives ('el-la-001-lampka').
    const derived = alias("au-ac-001-lampka");
    expect(derived.ok && derived.data.urlAlias).toBe("au-ac-001-lampka");
  });
});

// ADR 127: image descriptions (alt text), one per image in order.
describe("product form schema: image descriptions", () => {
  const images: [string, string][] = [["images", "/uploads/products/a.webp"], ["images", "/uploads/products/b.webp"]];
  const parse = (alts: [string, string][]) => validateForm(form([...base, ...images, ...alts]), ProductFormSchema);
  const altsOf = (alts: [string, string][]) => ((result) => (result.ok ? result.data.imageAlts : result.fieldErrors))(parse(alts));

  it("trims each description and keeps them in image order", () => {
    expect(altsOf([["imageAlts", "  Lampka na biurku "], ["imageAlts", ""]])).toEqual(["Lampka na biurku", ""]);
  });
  it("gives a missing description as empty and drops one whose image is gone", () => {
    expect(altsOf([["imageAlts", "Pierwszy"]])).toEqual(["Pierwszy", ""]);
    expect(altsOf([["imageAlts", "a"], ["imageAlts", "b"], ["imageAlts", "c"]])).toEqual(["a", "b"]);
  });
  it("leaves them absent when the form sends none (the save keeps the stored ones by URL)", () => {
    expect(altsOf([])).toBeUndefined();
  });
  it("refuses more than 200 characters with a Polish message on that image's field", () => {
    const result = parse([["imageAlts", "ok"], ["imageAlts", "x".repeat(201)]]);
    expect(!result.ok && result.fieldErrors).toMatchObject({ "imageAlts.1": IMAGE_ALT_TOO_LONG_MESSAGE });
    expect(IMAGE_ALT_TOO_LONG_MESSAGE).toBe("Opis obrazka może mieć najwyżej 200 znaków");
    expect(parse([["imageAlts", ` ${"x".repeat(200)} `]]).ok).toBe(true); // counted after trimming
  });
  it("keeps < and > as text, turns line breaks into spaces and strips other control characters", () => {
    const result = parse([["imageAlts", "Kubek <b>\"kot\"</b>\r\nna\tstole\u0000\u0007\u009b"]]);
    expect(result.ok && result.data.imageAlts?.[0]).toBe('Kubek <b>"kot"</b> na stole');
    expect(cleanImageAlt("\u0001\u001f  \n ")).toBe("");
  });
});
