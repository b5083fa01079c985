// Browser-safe half of the bulk edit (issue #11 point 3): the operations and the messages the bar
// shows before sending (nothing ticked) and the action answers with (./product-bulk.server).
export const BULK_OPERATIONS = ["trending-on", "trending-off", "verified-on", "verified-off", "hide", "show", "category", "delete"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];
/** The most products one bulk edit takes (ticked or all matching); the bar says so (ADR 161, 187). */
export const BULK_MAX = 500;
export const NOTHING_SELECTED = "Zaznacz co najmniej jeden produkt.";
export const CHOOSE_OPERATION = "Wybierz akcję dla zaznaczonych produktów.";
export const CONFIRM_DELETE = "Potwierdź usunięcie zaznaczonych produktów.";
/** scope=filter when the filters match nothing any more (everything matching was deleted meanwhile). */
export const NONE_MATCHING_MESSAGE = "Żaden produkt nie pasuje do filtrów listy. Odśwież listę i wybierz produkty jeszcze raz.";

export const isBulkOperation = (v: unknown): v is BulkOperation => (BULK_OPERATIONS as readonly unknown[]).includes(v);

/** What the bar says instead of sending, or null to send: nothing ticked first, then no action chosen. */
export function bulkRefusal(selected: number, operation: string): string | null {
  if (selected === 0) return NOTHING_SELECTED;
  if (!isBulkOperation(operation)) return CHOOSE_OPERATION;
  return null;
}
