// The `intent` of a posted form, for routes whose action does several things. The route reads it,
// checks that intent's permission and dispatches (ADR 018: the check comes first; the permission
// matrix, tests/integration/permission-matrix.ts, finds the intents in the route file).
import { BAD_FORM_MESSAGE, invalid } from "./action.server";
import { intentOfRefusedForm } from "./form-refusal.server";

/** Read from a copy of the request, so the action body can still read the form. */
export async function postedIntent(request: Request): Promise<string | null> {
  // A form the guard refused (a NUL character) still names its intent: that intent's action answers
  // the refusal in its own form (ADR 194).
  const form = await request.clone().formData().catch(() => null);
  if (!form) return intentOfRefusedForm(request);
  const intent = form.get("intent");
  return typeof intent === "string" ? intent : null;
}

/** An intent the route does not know: 400, nothing is changed. */
export const unknownIntent = () => invalid({ message: BAD_FORM_MESSAGE });
