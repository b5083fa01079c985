import { describe, expect, it } from "vitest";
import { checkProductRow, parsePrice, priceText, type ProductColumn } from "./products-csv-rows";

const row = (values: Partial<Record<ProductColumn, string>>) => (c: ProductColumn) => values[c] ?? "";
const base = { tytul: "Lampka", opis: "Opis", kategoria: "el" };

describe("products CSV row validation", () => {
  it("accepts a minimal row with defaults and derives the alias from a code", () => {
    const r = checkProductRow(row({ ...base, kod: "el-sh-001", tagi: "dom\n Dom \nbiuro, praca" }));
    expect(r).toEqual({
      ok: true,
      row: { id: null, code: "EL-SH-001", title: "Lampka", description: "Opis", categoryCode: "EL", productType: null, priceOriginal: null, priceDiscounted: null, priceCurrency: "PLN", isVerified: false, isTrending: false, isHidden: null, urlAlias: "el-sh-001-lampka", seoTitle: null, seoDescription: null, tags: ["dom", "biuro, praca"], exportedVersion: null },
    });
  });

  it("gives each bad value its message", () => {
    const cases: [Partial<Record<ProductColumn, string>>, string][] = [
      [{ ...base, tytul: "" }, "Wypełnij wszystkie wymagane pola"],
      [{ ...base, id: "123" }, "Nie znaleziono produktu o id 123"],
      [{ ...base, kod: "EL-SH-1" }, "Nieprawidłowy format kodu: EL-SH-1"],
      [{ ...base, kod: "EL-SH-000" }, "Nieprawidłowy format kodu: EL-SH-000"],
      [{ ...base, cena_oryginalna: "12,345" }, "Nieprawidłowa cena: 12,345"],
      [{ ...base, cena_promocyjna: "-5" }, "Nieprawidłowa cena: -5"],
      // ADR 142: as the form — no price of 0, no mark of another currency than the row's.
      [{ ...base, cena_promocyjna: "0,00" }, "Nieprawidłowa cena: 0,00"],
      [{ ...base, cena_oryginalna: "12 zł", waluta: "EUR" }, "Nieprawidłowa cena: 12 zł"],
      [{ ...base, waluta: "GBP" }, "Wybierz walutę: PLN, EUR lub USD"],
      [{ ...base, trending: "może" }, "Nieprawidłowa wartość w kolumnie trending: może"],
      [{ ...base, ukryty: "chyba" }, "Nieprawidłowa wartość w kolumnie ukryty: chyba"],
      [{ ...base, alias_url: "zły alias!" }, "Nieprawidłowy alias URL: zły alias!"],
      [{ ...base, alias_url: "Szukaj" }, "Ten alias URL jest zajęty przez stronę serwisu"],
      [{ ...base, alias_url: "AU-AC-001" }, "Alias URL nie może mieć postaci kodu produktu (XX-XX-XXX)"],
      [{ ...base, cena_oryginalna: "100", cena_promocyjna: "100,01" }, "Cena po rabacie nie może być wyższa od ceny oryginalnej"],
      [{ ...base, tytul: "x".repeat(201) }, "Tytuł może mieć najwyżej 200 znaków"],
      [{ ...base, tagi: Array.from({ length: 31 }, (_, i) => `t${i}`).join("\n") }, "Najwyżej 30 tagów"],
      // ADR 177: the form's SEO rule, refused (never cut).
      [{ ...base, seo_tytul: "x".repeat(61) }, "Tytuł SEO może mieć najwyżej 60 znaków: skróć go."],
      [{ ...base, seo_opis: "y".repeat(156) }, "Opis SEO może mieć najwyżej 155 znaków: skróć go."],
      [{ ...base, seo_tytul: "<b>Hit</b>" }, "Tytuł SEO to zwykły tekst: usuń z niego znaczniki i kody HTML."],
      [{ ...base, seo_opis: "Opis\u0007" }, "Opis SEO zawiera niewidoczne znaki sterujące: usuń je albo wpisz opis od nowa."],
    ];
    for (const [values, message] of cases) expect(checkProductRow(row(values))).toEqual({ ok: false, message });
  });

  it("reads the SEO columns as the form does: one trimmed line, an empty cell none (ADR 177)", () => {
    const r = checkProductRow(row({ ...base, seo_tytul: "  Lampka \n LED ", seo_opis: " " }));
    expect(r.ok && [r.row.seoTitle, r.row.seoDescription]).toEqual(["Lampka LED", null]);
  });

  it("reads and writes prices with the Polish decimal comma", () => {
    expect([parsePrice("1 299,50"), parsePrice("12.5"), parsePrice(""), parsePrice("abc"), parsePrice("12,345")]).toEqual([1299.5, 12.5, null, undefined, undefined]);
    expect([priceText(12.5), priceText(null)]).toEqual(["12,50", ""]);
    expect([parsePrice("1 299,00 zł"), parsePrice("12,99 €", "EUR"), parsePrice("0")]).toEqual([1299, 12.99, undefined]);
  });
});
