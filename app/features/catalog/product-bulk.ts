// Browser-safe half of the bulk edit (issue #11 point 3): the operations and the messages the bar
// shows before sending (nothing ticked) and the action answers with (./product-bulk.server).
export const BULK_OPERATIONS = ["trending-on", "trending-off", "verified-on", "verified-off", "hide", "show", "category", "delete"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];
export const NOTHING_SELECTED = "Zaznacz co najmniej jeden produkt.";
export const CHOOSE_OPERATION = "Wybierz akcję dla zaznaczonych produktów.";
export const CONFIRM_DELETE = "Potwierdź usunięcie zaznaczonych produktów.";

export const isBulkOperation = (v: unknown): v is BulkOperation => (BULK_OPERATIONS as readonly unknown[]).includes(v);

/** What the bar says instead of sending, or null to send: nothing ticked first, then no action chosen. */
export function bulkRefusal(selected: number, operation: string): string | null {
  if (selected === 0) return NOTHING_SELECTED;
  if (!isBulkOperation(operation)) return CHOOSE_OPERATION;
  return null;
}
