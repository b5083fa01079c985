// The one reading of an amount of money typed by a person: the product form, the products CSV
// import and the /produkty price filter all take it (they disagreed: "12,345" was 12,35 zł in the
// form and refused by the other two). Browser-safe.

/** Why a text is no amount; the product form says each in its own words (ADR 142). */
export type AmountProblem = "format" | "decimals" | "negative" | "currency";

export type AmountReading = { ok: true; value: number | null } | { ok: false; problem: AmountProblem };

// A currency written with the amount, as shops print it ("1 299,00 zł", "$12.99", "12,50 EUR").
const CURRENCY_MARKS: Record<string, string> = { "zł": "PLN", zl: "PLN", pln: "PLN", "€": "EUR", eur: "EUR", $: "USD", usd: "USD" };
const TRAILING_MARK = /\s*(zł|zl|pln|€|eur|\$|usd)\.?$/i;
const LEADING_MARK = /^(€|\$)\s*/;

/**
 * "1 299,99", "1299.99", " 0,5 ", "1 299,00 zł", "$12.99" → the number; "" → null. Spaces (normal,
 * non-breaking, narrow) group thousands; one currency mark, before ($, €) or after the number, is
 * read when it is the `currency` the amount is in (PLN unless told), else refused ("currency"):
 * "12 €" in a złoty field is ambiguous. Refused too: more than two decimals ("12,345" may mean
 * twelve thousand), a sign, an exponent, a thousands dot, words. Each caller applies its own range.
 */
export function readAmount(raw: string, currency = "PLN"): AmountReading {
  let text = raw.trim();
  if (text === "") return { ok: true, value: null };
  const trailing = TRAILING_MARK.exec(text);
  const leading = LEADING_MARK.exec(text);
  if (trailing && leading) return { ok: false, problem: "format" };
  const mark = trailing?.[1] ?? leading?.[1];
  if (mark) {
    if (CURRENCY_MARKS[mark.toLowerCase()] !== currency.toUpperCase()) return { ok: false, problem: "currency" };
    text = trailing ? text.slice(0, trailing.index) : text.slice(leading![0].length);
  }
  text = text.replace(/[\s\u00A0\u202F]/g, "");
  if (text === "") return { ok: false, problem: "format" };
  if (/^-\d+([.,]\d+)?$/.test(text)) return { ok: false, problem: "negative" };
  const number = /^\d+(?:[.,](\d+))?$/.exec(text);
  if (!number) return { ok: false, problem: "format" };
  if ((number[1]?.length ?? 0) > 2) return { ok: false, problem: "decimals" };
  return { ok: true, value: Number(text.replace(",", ".")) };
}

/** readAmount without the reason: the number, null for nothing typed, undefined for no amount. */
export function parseAmount(raw: string, currency = "PLN"): number | null | undefined {
  const reading = readAmount(raw, currency);
  return reading.ok ? reading.value : undefined;
}

/** An amount as the price fields show it and parseAmount reads it back: "1299,99" (ADR 119). */
export const amountText = (n: number | null) => (n === null ? "" : n.toFixed(2).replace(".", ","));
