// Issue #9 — what changed between a revision and the current post, field by field, and line by line
// for the content. Browser-safe (the editor renders it).
import type { BlogPostSnapshot } from "~/db/schema/blog";
import { resolveLabels } from "./labels";

export const FIELD_NAMES: Partial<Record<keyof BlogPostSnapshot, string>> = {
  title: "Tytuł",
  slug: "Adres (slug)",
  excerpt: "Zajawka",
  content: "Treść",
  featuredImage: "Zdjęcie główne",
  category: "Kategoria",
  type: "Typ",
  tags: "Tagi",
  labels: "Etykiety",
  pros: "Zalety",
  cons: "Wady",
  isPublished: "Opublikowany",
  isFeatured: "Wyróżniony",
  publishedAt: "Data publikacji",
  seo: "SEO",
  productId: "Powiązany produkt",
  overallRating: "Ocena ogólna",
  sectionRatings: "Oceny sekcji",
  notForWho: "Dla kogo NIE jest",
  ratings: "Oceny",
  productLinks: "Linki do sklepów",
  tiktokVideo: "Film TikTok",
  products: "Produkty zestawienia",
  scamReason: "Powód ostrzeżenia",
  originalProductLink: "Link do oryginału",
};

export type LineChange = { kind: "same" | "added" | "removed"; text: string };
/** `date`: before and after are ISO moments, shown in the reader's date format (Warsaw time). */
export type FieldChange = { field: string; name: string; before: string; after: string; lines?: LineChange[]; date?: true };

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

const show = (value: unknown): string =>
  value === null || value === undefined
    ? ""
    : typeof value === "string"
      ? value
      : typeof value === "boolean"
        ? value
          ? "tak"
          : "nie"
        : isTextList(value)
          ? value.join(", ")
          : JSON.stringify(value);

/** Labels by their names, in the list's order: a save that only reordered them is no change (owner review, session 32). */
const labelNames = (value: unknown): string => (isTextList(value) ? resolveLabels([...value].sort()).map((label) => label.name).join(", ") : "");

/** An ISO moment cut to the minute ("" for none or an invalid one). */
function minute(value: unknown): string {
  const time = typeof value === "string" || value instanceof Date ? new Date(value).getTime() : NaN;
  return Number.isNaN(time) ? "" : new Date(Math.floor(time / 60_000) * 60_000).toISOString();
}

/** Line diff by longest common subsequence (posts are short; O(n·m) is fine). */
export function diffLines(before: string, after: string): LineChange[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: "same", text: a[i++] });
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i][j + 1] >= lcs[i + 1][j])) out.push({ kind: "added", text: b[j++] });
    else out.push({ kind: "removed", text: a[i++] });
  }
  return out;
}

/** The fields that differ from `before` (a revision) to `after` (the current post). */
export function diffSnapshots(before: BlogPostSnapshot, after: BlogPostSnapshot): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, name] of Object.entries(FIELD_NAMES) as [keyof BlogPostSnapshot, string][]) {
    if (field === "publishedAt") {
      // The editor's date field holds minutes: a save of an unchanged date drops the seconds, which
      // is no change (review, session 31: every save of a published post listed one).
      const [b, a] = [minute(before.publishedAt), minute(after.publishedAt)];
      if (a !== b) changes.push({ field, name, before: b, after: a, date: true });
      continue;
    }
    const text = field === "labels" ? labelNames : show;
    const b = text(before[field]);
    const a = text(after[field]);
    if (a === b) continue;
    changes.push({ field, name, before: b, after: a, lines: field === "content" ? diffLines(b, a) : undefined });
  }
  return changes;
}
