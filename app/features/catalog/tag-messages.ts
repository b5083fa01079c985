// ADR 171: the Tagi screen's answers, in Polish (msg.admin.130–138 translate them; the merge question's
// plural through app/i18n/tag-value-patterns.ts). Browser-safe.
import { plural } from "~/utils/format";

export const TAG_MESSAGES = {
  gone: (tag: string) => `Tagu „${tag}” nie ma już przy żadnym produkcie: ktoś mógł go właśnie zmienić lub usunąć. Odśwież listę.`,
  countChanged: (tag: string, count: number) =>
    `Tag „${tag}” jest teraz przy innej liczbie produktów (obecnie: ${count}) niż w chwili otwarcia okna. Sprawdź listę i spróbuj ponownie.`,
  /** Said before a rename that merges, and again until the dialog confirms it. */
  mergeQuestion: (existing: string, count: number) =>
    `Tag „${existing}” jest już przy ${count} ${plural(count, "produkcie", "produktach", "produktach")} — zmiana połączy oba tagi.`,
  renamed: (from: string, to: string, count: number) => `Zmieniono nazwę tagu „${from}” na „${to}” (produkty: ${count}).`,
  merged: (from: string, to: string, count: number) => `Połączono tag „${from}” z tagiem „${to}” (produkty: ${count}).`,
  removed: (tag: string, count: number) => `Usunięto tag „${tag}” (produkty: ${count}).`,
  conflict: "Ktoś inny właśnie zmienia tagi. Odśwież listę i spróbuj ponownie.",
} as const;
