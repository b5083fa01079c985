import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import {
  checkProductRow,
  PRODUCT_COLUMNS,
  productNotFound,
  type ProductColumn,
} from "~/features/catalog/products-csv-rows";
import { parseCsv } from "~/features/catalog/csv";
import * as imports from "~/features/catalog/csv-import";
import * as codes from "~/features/catalog/product-codes-csv.server";
import { duplicateAliasInFile, duplicateProductInFile } from "~/features/catalog/products-csv.server";
import { changedSinceExportMessage, shopLinkMessage, shopPriceWithoutLinkMessage } from "~/features/catalog/products-csv-rows";

beforeAll(() => loadCatalogue("en"));

const good: Record<ProductColumn, string> = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, ""])) as Record<
  ProductColumn,
  string
>;
Object.assign(good, { tytul: "Lampka", opis: "Opis", kategoria: "DO" });

const broken: Partial<Record<ProductColumn, string>>[] = [
  { tytul: "" },
  { tytul: "x".repeat(201) },
  { opis: "x".repeat(20_001) },
  { kod: "zz" },
  { waluta: "GBP" },
  { cena_oryginalna: "abc" },
  { cena_oryginalna: "10", cena_promocyjna: "20" },
  { zweryfikowany: "może" },
  { alias_url: "Zły alias!" },
  { tagi: Array.from({ length: 60 }, (_, i) => `t${i}`).join("\n") },
  { id: "nie-uuid" },
  { zmieniono: "wczoraj" },
  { zmieniono: "2026-11-30" }, // a bare date: whose midnight? (ADR 166)
  { seo_tytul: "x".repeat(61) }, // ADR 177
  { seo_opis: "<b>x</b>" },
  { seo_tytul: "x\u0001" },
];

describe("products CSV row errors in the English panel (review: Polish leftovers)", () => {
  it("every refusal of a row has an English twin", () => {
    const left: string[] = [];
    for (const change of broken) {
      const row = { ...good, ...change };
      const result = checkProductRow((c) => row[c]);
      expect(result.ok, JSON.stringify(change)).toBe(false);
      if (result.ok) continue;
      if (translateMessage("en", result.message) === result.message) left.push(result.message);
    }
    for (const message of [productNotFound("abc"), changedSinceExportMessage("2026-11-30T10:00:00.000Z")]) if (translateMessage("en", message) === message) left.push(message);
    expect(left).toEqual([]);
  });

  it("a broken CSV file is explained in English", () => {
    const messages: string[] = [];
    for (const text of ['a,b\n"x,y\n', 'a,b\nx"y,z\n']) {
      const result = parseCsv(text);
      if (!result.ok) messages.push(result.message);
    }
    expect(messages).toHaveLength(2);
    expect(messages.filter((m) => translateMessage("en", m) === m)).toEqual([]);
  });

  it("the import's own answers and the codes CSV's row errors have English twins", () => {
    const messages = [
      imports.IMPORT_TOO_LARGE_MESSAGE,
      imports.IMPORT_TOO_MANY_ROWS_MESSAGE,
      imports.IMPORT_NO_FILE_MESSAGE,
      imports.IMPORT_EMPTY_MESSAGE,
      imports.missingColumnsMessage(["kod", "tytul"]),
      ...[1, 3, 5, 22].map(imports.importFailedMessage),
      codes.CODE_PARSE_MESSAGE,
      codes.CODE_IMPORT_ERROR,
      codes.productNotFoundMessage("abc"),
      codes.activeValueMessage("może"),
      codes.duplicateCodeMessage("DO-AA-001", 4),
      codes.codeInUseMessage("DO-AA-001"),
      codes.duplicateProductMessage(7),
      duplicateProductInFile(3),
      duplicateAliasInFile("lampka-do-ab-001", 9),
      shopLinkMessage("temu", "javascript:alert(1)"),
      shopPriceWithoutLinkMessage("amazon"),
    ];
    expect(messages.filter((m) => translateMessage("en", m) === m)).toEqual([]);
    expect(translateMessage("en", codes.duplicateCodeMessage("DO-AA-001", 4))).toBe(
      "The code DO-AA-001 appears in the file more than once (line 4)",
    );
  });
});
