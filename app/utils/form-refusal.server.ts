// A form the request guard refused before any action read it (app/middleware/form-guard.server.ts,
// ADR 194). The guard used to throw its 400, which showed the full error page instead of the form
// with its message. Now the request's own formData() rejects with the refusal, a 400 UserError:
// runAction and parseForm answer it like any validation error (the message in the form's message
// box and on the field), and no action can read the refused text any other way.
import { BAD_FORM_MESSAGE, invalid, UserError } from "./action.server";

/** msg.116 — a NUL character cannot be stored (PostgreSQL refuses it in text) and no keyboard types it. */
export const NUL_IN_FORM_MESSAGE = "Formularz zawiera niedozwolony znak (NUL). Usuń go i wyślij formularz ponownie.";

/** The `intent` of a refused form, so a route that dispatches on it reaches the intent's own answer. */
const refusedIntents = new WeakMap<Request, string | null>();
/** What was typed, NUL characters left out: a form answered without JavaScript shows it again. */
const typedForms = new WeakMap<Request, FormData>();

/**
 * Makes every later `request.formData()` of this request, and of its clones (intent readers peek at
 * a clone), reject with a 400 UserError naming `field`.
 */
export function refuseForm(request: Request, field: string | null, intent: string | null, message = NUL_IN_FORM_MESSAGE, typed?: FormData): void {
  const refusal = () => Promise.reject(new UserError(message, 400, field ? { [field]: message } : {}));
  const clone = request.clone.bind(request);
  refusedIntents.set(request, intent);
  if (typed) typedForms.set(request, typed);
  Object.defineProperty(request, "formData", { value: refusal, configurable: true });
  Object.defineProperty(request, "clone", {
    value: () => {
      const copy = clone();
      refuseForm(copy, field, intent, message, typed);
      return copy;
    },
    configurable: true,
  });
}

/** The posted intent of a form the guard refused (null: not refused, or no intent). */
export function intentOfRefusedForm(request: Request): string | null {
  return refusedIntents.get(request) ?? null;
}

/** The text fields of a refused form as typed, without the NUL characters (null: not refused). */
export function typedFormOfRefusal(request: Request): FormData | null {
  return typedForms.get(request) ?? null;
}

/** For `.catch()` on formData() inside runAction: the guard's refusal goes on to runAction, anything else is null. */
export function keepRefusal(error: unknown): null {
  if (error instanceof UserError) throw error;
  return null;
}

/** The answer to a form that could not be read: the guard's refusal with its message and field, else BAD_FORM (400). */
export function unreadableForm(error: unknown) {
  if (error instanceof UserError) return invalid({ message: error.message, fieldErrors: error.fieldErrors }, error.status);
  return invalid({ message: BAD_FORM_MESSAGE });
}

/** For actions that read the form outside runAction: the form, or the 400 answer to return as it is. */
export async function formOrRefusal(request: Request): Promise<FormData | ReturnType<typeof unreadableForm>> {
  try {
    return await request.formData();
  } catch (error) {
    return unreadableForm(error);
  }
}
