// One products-CSV row → a checked product, or the row's first error (issue #11 point 3; the spec's
// product-form rules, admin §5). Pure: the import adds the database checks (existence, uniqueness).
import { parseYesNo } from "./csv-import";
import { aliasProblem, isValidProductCode, urlAliasFor } from "./product-code";
import { AFFILIATE_PLATFORMS, CURRENCIES, DISCOUNT_ABOVE_ORIGINAL_MESSAGE, MAX_PRICE, MAX_TAGS, normalizeTags, REQUIRED_FIELDS_MESSAGE } from "./product-form-schema";
import { normalizedHttpUrl, withAssumedScheme } from "~/utils/http-url";
import { shopName } from "~/utils/shop-name";
import { parseAmount } from "~/utils/amount";
import { isUuid } from "~/utils/uuid";
import { cleanSeoText, seoTextRefusal } from "~/utils/seo-text";

// Review (session 28): the shops' links and prices, so a file can update them in bulk; the built-in
// shops only (the form's three fields), a link and its price per shop.
export const SHOP_COLUMNS = AFFILIATE_PLATFORMS.flatMap((shop) => [`link_${shop}`, `cena_${shop}`] as const);
// ADR 166: `zmieniono` is the product's version (updated_at, ISO 8601) when it was exported; optional on import.
// ADR 177: `seo_tytul` / `seo_opis`, the page's own search-engine texts (an empty cell: generated ones).
export const PRODUCT_COLUMNS = [
  "id", "kod", "tytul", "opis", "kategoria", "typ", "cena_oryginalna", "cena_promocyjna", "waluta", "zweryfikowany", "trending", "ukryty", "alias_url",
  "seo_tytul", "seo_opis", "tagi", ...SHOP_COLUMNS, "zmieniono",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type Shop = (typeof AFFILIATE_PLATFORMS)[number];
/** A shop's offer as the file gives it; null = no link (the shop's link goes); price undefined = no price column (kept). */
// url undefined: the file has no link column for the shop (a price-only file): the stored link stays.
export type ShopOffer = { url: string | undefined; price: number | null | undefined } | null;
export type ShopOffers = Partial<Record<Shop, ShopOffer>>;

export const shopLinkMessage = (shop: string, v: string) => `Nieprawidłowy link do sklepu ${shopName(shop)}: ${v}`;
export const shopPriceWithoutLinkMessage = (shop: string) => `Cena w sklepie ${shopName(shop)} bez linku do sklepu`;
export const PRODUCT_REQUIRED: readonly ProductColumn[] = ["tytul", "opis", "kategoria"];

export const priceMessage = (v: string) => `Nieprawidłowa cena: ${v}`;
export const aliasMessage = (v: string) => `Nieprawidłowy alias URL: ${v}`;
export const yesNoMessage = (column: string, v: string) => `Nieprawidłowa wartość w kolumnie ${column}: ${v}`;
export const versionMessage = (v: string) => `Nieprawidłowa data w kolumnie zmieniono: ${v}. Zostaw ją taką, jaką zapisał eksport, albo usuń kolumnę.`;
/** ADR 166: the row was exported before the product's last change; importing it would undo that change. */
export const changedSinceExportMessage = (changedAt: string) => `Produkt zmienił się po eksporcie (ostatnia zmiana: ${changedAt}). Wyeksportuj listę ponownie.`;
export const CURRENCY_MESSAGE = "Wybierz walutę: PLN, EUR lub USD";
export const TITLE_TOO_LONG = "Tytuł może mieć najwyżej 200 znaków";
export const DESCRIPTION_TOO_LONG = "Opis może mieć najwyżej 20 000 znaków";
export const TOO_MANY_TAGS = `Najwyżej ${MAX_TAGS} tagów`;

export type ProductRow = {
  id: string | null;
  code: string | null;
  title: string;
  description: string;
  categoryCode: string;
  productType: string | null;
  priceOriginal: number | null;
  priceDiscounted: number | null;
  priceCurrency: string;
  isVerified: boolean;
  isTrending: boolean;
  /** ADR 157: 'tak' hides the product from every public path; null (a blank cell) keeps it as it is (a new one: shown). */
  isHidden: boolean | null;
  urlAlias: string | null;
  /** ADR 177: the form's rule (~/utils/seo-text); null = the generated text. */
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string[];
  /** ADR 166: the version (ms since epoch) the row was exported from; null when the file has none. */
  exportedVersion?: number | null;
};


/**
 * "1 299,50", "1299.5 zł", "" → 1299.5 / null, read as the product form reads it (ADR 142): in the
 * row's currency, above 0 and within the limit; anything else → undefined.
 */
export function parsePrice(value: string, currency = "PLN"): number | null | undefined {
  const n = parseAmount(value, currency);
  return n == null || (n > 0 && n <= MAX_PRICE) ? n : undefined;
}

/** Price as the export writes it: Polish decimal comma, two places ("12,50"). */
export { amountText as priceText } from "~/utils/amount";

export function productNotFound(id: string) {
  return `Nie znaleziono produktu o id ${id}`;
}

/**
 * `partial` (the row names an existing product by id): an empty description or category passes here
 * and the import accepts it only when the product has none either (old data; a round trip stays a no-op).
 */
export function checkProductRow(get: (column: ProductColumn) => string, options: { partial?: boolean } = {}): { ok: true; row: ProductRow } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  const id = get("id").toLowerCase() || null;
  if (id && !isUuid(id)) return fail(productNotFound(id));
  const title = get("tytul");
  const description = get("opis");
  const categoryCode = get("kategoria").toUpperCase();
  if (!title || (!options.partial && (!description || !categoryCode))) return fail(REQUIRED_FIELDS_MESSAGE);
  if (title.length > 200) return fail(TITLE_TOO_LONG);
  if (description.length > 20_000) return fail(DESCRIPTION_TOO_LONG);
  const rawCode = get("kod");
  const code = rawCode.toUpperCase() || null;
  if (code && !isValidProductCode(code)) return fail(`Nieprawidłowy format kodu: ${rawCode}`);
  const priceCurrency = get("waluta").toUpperCase() || "PLN";
  if (!(CURRENCIES as readonly string[]).includes(priceCurrency)) return fail(CURRENCY_MESSAGE);
  const priceOriginal = parsePrice(get("cena_oryginalna"), priceCurrency);
  if (priceOriginal === undefined) return fail(priceMessage(get("cena_oryginalna")));
  const priceDiscounted = parsePrice(get("cena_promocyjna"), priceCurrency);
  if (priceDiscounted === undefined) return fail(priceMessage(get("cena_promocyjna")));
  if (priceOriginal != null && priceDiscounted != null && priceDiscounted > priceOriginal) return fail(DISCOUNT_ABOVE_ORIGINAL_MESSAGE);
  const flags: Partial<Record<"zweryfikowany" | "trending" | "ukryty", boolean>> = {};
  for (const column of ["zweryfikowany", "trending", "ukryty"] as const) {
    if (column === "ukryty" && !get(column).trim()) continue; // a blank cell shows no hidden product by accident
    const value = parseYesNo(get(column));
    if (value === null) return fail(yesNoMessage(column, get(column)));
    flags[column] = value;
  }
  const aliasText = get("alias_url").toLowerCase();
  const aliasRefusal = aliasText ? aliasProblem(aliasText, aliasMessage(get("alias_url")), code) : null;
  if (aliasRefusal) return fail(aliasRefusal);
  // spec: admin §4 — a valid code derives the alias when none is given.
  const urlAlias = aliasText || (code ? urlAliasFor(code, title) : null);
  const seoRefusal = seoTextRefusal("title", get("seo_tytul")) ?? seoTextRefusal("description", get("seo_opis"));
  if (seoRefusal) return fail(seoRefusal);
  const tags = normalizeTags(get("tagi").split(/\r?\n/));
  if (tags.length > MAX_TAGS) return fail(TOO_MANY_TAGS);
  const productType = get("typ").toUpperCase() || null;
  // ISO 8601 with a time zone, as the export writes it (a bare date would be read in the server's zone).
  const versionText = get("zmieniono");
  const exportedVersion = versionText ? readVersion(versionText) : null;
  if (exportedVersion !== null && Number.isNaN(exportedVersion)) return fail(versionMessage(versionText));
  return {
    ok: true,
    row: { id, code, title, description, categoryCode, productType, priceOriginal, priceDiscounted, priceCurrency, isVerified: flags.zweryfikowany!, isTrending: flags.trending!, isHidden: flags.ukryty ?? null, urlAlias,
      seoTitle: cleanSeoText(get("seo_tytul")) || null, seoDescription: cleanSeoText(get("seo_opis")) || null, tags, exportedVersion },
  };
}

/**
 * The shop columns the file has (`has`), read into offers: a link (https:// assumed, as in the form)
 * with an optional price in the row's currency; both empty = the shop's link goes. A shop whose
 * columns the file lacks is left out (its link stays as it is); a price column alone prices the
 * stored link (url undefined here; the import refuses it when the product has no such link).
 */
export function checkShopColumns(get: (column: ProductColumn) => string, has: (column: string) => boolean, currency: string): { ok: true; offers: ShopOffers } | { ok: false; message: string } {
  const offers: ShopOffers = {};
  for (const shop of AFFILIATE_PLATFORMS) {
    const linkColumn = `link_${shop}` as const;
    const priceColumn = `cena_${shop}` as const;
    if (!has(linkColumn) && !has(priceColumn)) continue;
    const typed = get(linkColumn);
    const priceText = get(priceColumn);
    const price = has(priceColumn) ? parsePrice(priceText, currency) : null;
    if (price === undefined) return { ok: false, message: priceMessage(priceText) };
    if (!has(linkColumn)) {
      // A price-only column: the product's stored link (checked by the import) gets the price.
      if (price !== null) offers[shop] = { url: undefined, price };
      continue;
    }
    if (!typed) {
      if (price !== null) return { ok: false, message: shopPriceWithoutLinkMessage(shop) };
      offers[shop] = null;
      continue;
    }
    const url = normalizedHttpUrl(withAssumedScheme(typed));
    if (!url || url.length > 2000) return { ok: false, message: shopLinkMessage(shop, typed) };
    offers[shop] = { url, price: has(priceColumn) ? price : undefined };
  }
  return { ok: true, offers };
}

/**
 * The export's ISO moment, read strictly (hostile review, session 32): a day that does not exist
 * (2026-02-30, which Date.parse rolls over) and a moment after now (which no export wrote, and which
 * would switch the version check off) are NaN like any other bad value.
 */
function readVersion(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return NaN;
  const at = Date.parse(text);
  return at > Date.now() + 60_000 ? NaN : at;
}
