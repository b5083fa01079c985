// Browser-safe half of the bulk edit (issue #11 point 3): the operations and the messages the bar
// shows before sending (nothing ticked) and the action answers with (./product-bulk.server).
import { plural } from "~/utils/format";
import { MAX_TAGS } from "./tag-rules";

export const BULK_OPERATIONS = ["trending-on", "trending-off", "verified-on", "verified-off", "hide", "show", "category", "tag-add", "tag-remove", "delete"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];
/** The most products one bulk edit takes (ticked or all matching); the bar says so (ADR 161, 187). */
export const BULK_MAX = 500;
export const NOTHING_SELECTED = "Zaznacz co najmniej jeden produkt.";
export const CHOOSE_OPERATION = "Wybierz akcję dla zaznaczonych produktów.";
export const CONFIRM_DELETE = "Potwierdź usunięcie zaznaczonych produktów.";
/** scope=filter when the filters match nothing any more (everything matching was deleted meanwhile). */
export const NONE_MATCHING_MESSAGE = "Żaden produkt nie pasuje do filtrów listy. Odśwież listę i wybierz produkty jeszcze raz.";

/** The operations that take the bar's tag field (ADR 207). */
export const TAG_OPERATIONS = ["tag-add", "tag-remove"] as const;
export type TagOperation = (typeof TAG_OPERATIONS)[number];
export const isTagOperation = (v: unknown): v is TagOperation => (TAG_OPERATIONS as readonly unknown[]).includes(v);

const toProducts = (n: number) => `${n} ${plural(n, "produktu", "produktów", "produktów")}`;

/**
 * ADR 207: the answer of a bulk tag edit, sentence by sentence (msg.editor.134–139 translate them; the
 * plurals through app/i18n/editor-value-patterns.ts). Products, not people: no gendered forms arise.
 */
export const BULK_TAG_MESSAGES = {
  added: (tag: string, n: number) => `Dodano tag „${tag}” do ${toProducts(n)}.`,
  removed: (tag: string, n: number) => `Usunięto tag „${tag}” z ${toProducts(n)}.`,
  hadIt: (n: number) => `${n} ${plural(n, "produkt już go miał", "produkty już go miały", "produktów już go miało")}.`,
  full: (n: number) => `Pominięto ${n} ${plural(n, "produkt – ma", "produkty – mają", "produktów – ma")} już najwięcej tagów (${MAX_TAGS}).`,
  nothingToAdd: (tag: string) => `Nic do zmiany: zaznaczone produkty już mają tag „${tag}”.`,
  nothingToRemove: (tag: string) => `Nic do zmiany: żaden z zaznaczonych produktów nie ma tagu „${tag}”.`,
} as const;

/** The summary of adding a tag: how many got it, how many had it already, how many were full. */
export function tagAddedSummary(tag: string, counts: { added: number; had: number; full: number }): string {
  if (counts.added === 0 && counts.full === 0) return BULK_TAG_MESSAGES.nothingToAdd(tag);
  const parts = [
    counts.added > 0 ? BULK_TAG_MESSAGES.added(tag, counts.added) : null,
    counts.had > 0 ? BULK_TAG_MESSAGES.hadIt(counts.had) : null,
    counts.full > 0 ? BULK_TAG_MESSAGES.full(counts.full) : null,
  ];
  return parts.filter((p) => p !== null).join(" ");
}

export const isBulkOperation = (v: unknown): v is BulkOperation => (BULK_OPERATIONS as readonly unknown[]).includes(v);

/** What the bar says instead of sending, or null to send: nothing ticked first, then no action chosen. */
export function bulkRefusal(selected: number, operation: string): string | null {
  if (selected === 0) return NOTHING_SELECTED;
  if (!isBulkOperation(operation)) return CHOOSE_OPERATION;
  return null;
}
