// The one reading of an amount of money typed by a person: the product form, the products CSV
// import and the /produkty price filter all take it (they disagreed: "12,345" was 12,35 zł in the
// form and refused by the other two). Browser-safe.

/**
 * "1 299,99", "1299.99", " 0,5 " → the number; "" → null; anything else → undefined: more than two
 * decimals ("12,345" may mean twelve thousand), a sign, an exponent, a thousands dot, words.
 * Spaces, non-breaking and narrow ones included, group thousands. Each caller applies its own limit.
 */
export function parseAmount(raw: string): number | null | undefined {
  const text = raw.replace(/[\s\u00A0\u202F]/g, "");
  if (text === "") return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return undefined;
  return Number(text.replace(",", "."));
}

/** An amount as the price fields show it and parseAmount reads it back: "1299,99" (ADR 119). */
export const amountText = (n: number | null) => (n === null ? "" : n.toFixed(2).replace(".", ","));
