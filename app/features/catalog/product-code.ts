// Product code and URL alias rules (spec: admin §5). Browser-safe: the form derives the alias live,
// the server and the seeds use the same functions. Polish letters are transliterated before the
// alias rule drops non a-z characters (docs/decisions/004-product-type-codes.md).

const POLISH: Record<string, string> = {
  ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z",
  Ą: "A", Ć: "C", Ę: "E", Ł: "L", Ń: "N", Ó: "O", Ś: "S", Ź: "Z", Ż: "Z",
};

export function transliteratePolish(text: string): string {
  return text.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (ch) => POLISH[ch]);
}

/** spec: admin §5 — two capital letters, dash, two capital letters, dash, three digits (form rule). */
export const PRODUCT_CODE_PATTERN = /^[A-Z]{2}-[A-Z]{2}-[0-9]{3}$/;
export const PRODUCT_CODE_FORMAT_MESSAGE = "Nieprawidłowy format kodu produktu (wymagany format: XX-XX-XXX)";
export const MAX_CODE_SEQUENCE = 999;
/** spec: admin §8 — a code that is not XX-XX-XXX, quoting what was typed. */
export const codeFormatMessage = (code: string) => `Nieprawidłowy format kodu: ${code}`;

/**
 * XX-XX-NNN with a number from 001 (sequences start at 1; product_codes refuses 000). One rule for the
 * product form, the codes screen and both imports (review, session 27: the codes screen's edit and
 * import let 000 through to the database's constraint: a 500 and a wrong "already exists").
 */
export function isValidProductCode(code: string): boolean {
  return PRODUCT_CODE_PATTERN.test(code) && !code.endsWith("-000");
}

export type ParsedProductCode = { categoryCode: string; typeCode: string; sequence: number };

export function parseProductCode(code: string): ParsedProductCode | null {
  if (!isValidProductCode(code)) return null;
  const [categoryCode, typeCode, digits] = code.split("-");
  return { categoryCode, typeCode, sequence: Number(digits) };
}

/** spec: admin §5 — category code, type code and a 3-digit zero-padded sequence. */
export function formatProductCode(categoryCode: string, typeCode: string, sequence: number): string {
  return `${categoryCode}-${typeCode}-${String(sequence).padStart(3, "0")}`;
}

/**
 * ADR 124: a code spells its product's category and type (admin §5), so a code of another category
 * or type is refused rather than published as a wrong address ("EL-SH-002" on a fashion product).
 * Null when the code fits (or there is no code, or no category to compare with).
 */
export function codeMismatch(product: { code: string | null; categoryCode: string | null; productType: string | null }): string | null {
  const parsed = product.code ? parseProductCode(product.code) : null;
  if (!parsed || !product.categoryCode) return null;
  const category = product.categoryCode.toUpperCase();
  if (parsed.categoryCode !== category) return codeMismatchMessage(product.code!, "kategorii", category);
  const type = product.productType?.toUpperCase();
  return type && parsed.typeCode !== type ? codeMismatchMessage(product.code!, "typu", type) : null;
}

/** spec: admin §8 — a type the category does not have (generator, product save, both imports). */
export const typeNotFoundMessage = (type: string, categoryCode: string) => `Nieznany typ: ${type} dla kategorii: ${categoryCode}`;

export const codeMismatchMessage = (code: string, what: "kategorii" | "typu", expected: string) =>
  `Kod ${code} nie pasuje do ${what} produktu (${expected}). Wygeneruj nowy kod.`;

/** spec: admin §5 — lower-cased code, '-', then the title reduced to a-z 0-9 space hyphen. */
export function urlAliasFor(code: string, title: string): string {
  const cleaned = transliteratePolish(title)
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");
  return `${code.toLowerCase()}-${cleaned}`.replace(/-+/g, "-").replace(/^-|-$/g, "");
}

/** spec: admin §5 — lowercase letters and digits joined by single hyphens. */
export const ALIAS_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ALIAS_RESERVED_MESSAGE = "Ten alias URL jest zajęty przez stronę serwisu";

/**
 * The first path segments of the site's own pages (app/routes.ts, plus /assets and /uploads that
 * Express serves). spec: public §2 — a product is also linked as /{urlAlias}; an alias equal to one of
 * these would be hidden behind that page. reserved-aliases.test.ts keeps the list in step with routes.
 */
export const RESERVED_ALIASES: ReadonlySet<string> = new Set([
  "admin", "afiliacja", "akcje", "alert-cenowy", "api", "assets", "blog", "blog-editor", "cofnij-zmiane-email", "cookies", "go", "healthz", "home",
  "jak-to-dziala", "kontakt", "logowanie", "motyw", "newsletter", "o-nas", "osoby", "polityka-prywatnosci", "product", "produkt", "produkty",
  "profil", "regulamin", "rejestracja", "reset-hasla", "szukaj", "update-password", "uploads", "verification-required",
  "weryfikacja-email", "wyloguj",
]);

export const ALIAS_CODE_SHAPED_MESSAGE = "Alias URL nie może mieć postaci kodu produktu (XX-XX-XXX)";
// Review (session 27): an alias 'au-ac-001' answered /AU-AC-001, a former code of another product
// (which otherwise redirects to it), and a code given later to any product would hide it. Codes and
// aliases share /{codeOrAlias}, so an alias may not be shaped like a code, unless it is the product's own.
const CODE_SHAPED = /^[a-z]{2}-[a-z]{2}-[0-9]{1,3}$/;

/**
 * The alias rule's message for `alias` (already lower-cased), or null when it may be used. `ownCode`:
 * the product's code, which its alias may repeat (a title with no Latin letters derives just the code).
 */
export function aliasProblem(alias: string, formatMessage: string, ownCode: string | null = null): string | null {
  if (!ALIAS_PATTERN.test(alias)) return formatMessage;
  if (CODE_SHAPED.test(alias) && alias !== ownCode?.toLowerCase()) return ALIAS_CODE_SHAPED_MESSAGE;
  return RESERVED_ALIASES.has(alias) ? ALIAS_RESERVED_MESSAGE : null;
}

/**
 * Issue #15 point 6: does a single-segment path look like a product code ('EL-SM-001', also as the
 * start of an alias) or an alias (lowercase words joined by hyphens)? Others get the general 404.
 */
export function isCodeOrAliasShaped(segment: string): boolean {
  return /^[A-Za-z]{2}-[A-Za-z]{2}-\d{1,3}(-|$)/.test(segment) || /^[a-z0-9]+(-[a-z0-9]+)+$/.test(segment);
}
