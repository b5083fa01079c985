// Optimistic concurrency for admin forms (ADR 044, ADR 123): a form carries the updated_at of the
// version it showed (`expectedUpdatedAt`); the write locks the row, compares, and refuses with a 409
// whose field errors hold STALE_FIELD, so the form can offer 'Wczytaj aktualną wersję' and keep what
// was typed. Used by every versioned edit form (products, categories, types, posts, documents, site
// settings): one rule, one answer.
import { UserError } from "./action.server";

/** The field error a stale refusal carries (the form shows the reload button when it is set). */
export const STALE_FIELD = "_stale";

/** msg.admin.237 — an edit form of ours always sends the version it showed (ADR 194). */
export const MISSING_VERSION_MESSAGE = "Formularz nie podał wersji, którą pokazywał. Odśwież stronę i wprowadź zmiany ponownie.";

/**
 * Throws the 409 when the row (already locked by the caller) changed since the form's version; an
 * unreadable version is stale. `undefined`: the caller is no form (seeding, scripts) and checks
 * nothing. `null` or "": the edit form sent no version — every edit form of ours sends one, so it is
 * a 400 (ADR 194; it used to skip the check, and a stale save went through).
 */
export function assertUnchangedSince(current: Date, expected: string | null | undefined, message: string): void {
  if (expected === undefined) return;
  if (!expected) throw new UserError(MISSING_VERSION_MESSAGE, 400);
  if (Date.parse(expected) !== current.getTime()) throw new UserError(message, 409, { [STALE_FIELD]: "1" });
}
