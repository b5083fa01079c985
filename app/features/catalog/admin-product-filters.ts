// The admin product list's work filters (ADR 128): `stan` (a status flag) and `braki` (one kind of
// missing data: the editor's to-do list). Browser-safe: the view lists the same values it parses.
// Polish URL values like `kategoria`; anything else falls back to "no filter", never an error.

export const ADMIN_PRODUCT_STATUSES = ["na-czasie", "zweryfikowane", "niezweryfikowane", "scam-alert", "ukryte", "widoczne"] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

// `niedzialajacy-link` (ADR 170): a shop link whose last check says it does not work — work, like a gap.
export const ADMIN_PRODUCT_GAPS = ["bez-kodu", "bez-zdjec", "bez-linku", "niedzialajacy-link", "bez-ceny", "bez-opisu"] as const;
export type AdminProductGap = (typeof ADMIN_PRODUCT_GAPS)[number];

/** The URL parameter names, shared by the parser, the form and the 'Wyczyść filtry' link. */
export const STATUS_PARAM = "stan";
export const GAP_PARAM = "braki";

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

export function parseStatusFilters(params: URLSearchParams): { status: AdminProductStatus | null; gap: AdminProductGap | null } {
  return { status: pick(ADMIN_PRODUCT_STATUSES, params.get(STATUS_PARAM)), gap: pick(ADMIN_PRODUCT_GAPS, params.get(GAP_PARAM)) };
}
