// Browser-safe blog vocabulary: labels, entry types, counts and dates (spec: admin §3 Blog labels,
// public §3 Blog post). BLOG_LABELS is the one list: the reference data inserts it at start.
import { formatDate, type FormatLocale } from "../../utils/format";

export type BlogLabelKind = "positive" | "neutral" | "negative" | "warning";
export type BlogLabel = { id: string; name: string; kind: BlogLabelKind };

export const BLOG_LABELS = [
  { id: "warte-pieniedzy", name: "Warte pieniędzy", kind: "positive" },
  { id: "tylko-dla-fanow", name: "Tylko dla fanów", kind: "neutral" },
  { id: "unikaj", name: "Unikaj", kind: "negative" },
  { id: "scam-alert", name: "Scam Alert", kind: "warning" },
  { id: "hit-tiktoka", name: "Hit TikToka", kind: "positive" },
  { id: "bestseller", name: "Bestseller", kind: "positive" },
  { id: "overpriced", name: "Przeważone", kind: "negative" },
  { id: "dobra-jakosc", name: "Dobra jakość", kind: "positive" },
] as const satisfies readonly BlogLabel[];

export type BlogLabelId = (typeof BLOG_LABELS)[number]["id"];

const labelsById = new Map<string, BlogLabel>(BLOG_LABELS.map((label) => [label.id, label]));

/** Known labels in the given order; unknown ids (e.g. a label removed later) are skipped. */
export function resolveLabels(ids: readonly string[]): BlogLabel[] {
  return ids.flatMap((id) => labelsById.get(id) ?? []);
}

// spec: public §9 — a post card shows at most 3 labels.
export const CARD_LABEL_LIMIT = 3;

/** Badge colours per kind; 800/900 text on 100 backgrounds (and the dark inverse) pass WCAG AA. */
export const LABEL_KIND_CLASSES: Record<BlogLabelKind, string> = {
  positive:
    "bg-emerald-100 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  neutral: "bg-slate-100 text-slate-800 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600",
  negative: "bg-red-100 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  warning: "bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
};

// spec: public §3 — review, collection, scam-alert; other values shown as they are; default article.
export const DEFAULT_POST_TYPE = "article";
const TYPE_NAMES: Record<string, string> = {
  article: "Artykuł",
  review: "Recenzja",
  collection: "Zestawienie",
  "scam-alert": "Scam Alert",
};

export function postTypeName(type: string | null | undefined): string {
  const value = type?.trim() || DEFAULT_POST_TYPE;
  // Own names only: '__proto__' or 'valueOf' from an address read Object's (a 500, hostile review, session 28).
  return Object.hasOwn(TYPE_NAMES, value) ? TYPE_NAMES[value]! : value;
}

/**
 * 'Znaleziono N wpisów' with the Polish plural (spec: public §2 gives the many-form text):
 * 1 wpis; 2–4, 22–24, … wpisy; 0, 5–21, 25–31, … wpisów. docs/decisions/016-blog-reading.md.
 */
export function postCountNoun(n: number): "wpis" | "wpisy" | "wpisów" {
  if (n === 1) return "wpis";
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return "wpisy";
  return "wpisów";
}

export function postCountLine(n: number): string {
  return `Znaleziono ${n} ${postCountNoun(n)}`;
}

/** A post date, e.g. '1 czerwca 2026' (the one date format, Warsaw time); null for a missing or invalid value. */
export function formatPostDate(iso: string | null | undefined, locale: FormatLocale = "pl"): string | null {
  return iso ? formatDate(iso, locale) || null : null;
}

/**
 * Issue #15 point 7: the labels a post shows beside its type badge — a label that only repeats the
 * type ('Scam Alert' as type and as label) is shown once, as the type. Card and post page alike.
 */
export function labelsBesideType(type: string | null | undefined, ids: readonly string[]): BlogLabel[] {
  const typeName = postTypeName(type).toLocaleLowerCase("pl-PL");
  return resolveLabels(ids).filter((label) => label.name.toLocaleLowerCase("pl-PL") !== typeName);
}
