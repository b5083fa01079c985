// Optimistic concurrency for admin forms (ADR 044, ADR 123): a form carries the updated_at of the
// version it showed (`expectedUpdatedAt`); the write locks the row, compares, and refuses with a 409
// whose field errors hold STALE_FIELD, so the form can offer 'Wczytaj aktualną wersję' and keep what
// was typed. Used by the product form and the post editor: one rule, one answer.
import { UserError } from "./action.server";

/** The field error a stale refusal carries (the form shows the reload button when it is set). */
export const STALE_FIELD = "_stale";

/**
 * Throws the 409 when the row (already locked by the caller) changed since the form's version. An
 * absent version skips the check (a form from before the field existed); an unreadable one is stale.
 */
export function assertUnchangedSince(current: Date, expected: string | null | undefined, message: string): void {
  if (!expected) return;
  if (Date.parse(expected) !== current.getTime()) throw new UserError(message, 409, { [STALE_FIELD]: "1" });
}
