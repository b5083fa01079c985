import type { z } from "zod";
import { useFormErrors } from "~/components/ui/use-form-errors";
import type { FieldError } from "../schemas";

/**
 * The one-message flavour of the kit's `useFormErrors` (ADR 019) for the account forms that keep
 * their own layout (security tab, e-mail resend): the action's schema runs in the browser on submit
 * and live after the first attempt, reporting the first failing check. New forms use
 * `OneMessageForm` or `useFormErrors` directly.
 */
export function useFormValidation(schema: z.ZodType) {
  const form = useFormErrors(schema, null, { message: "first" });
  const field = Object.keys(form.errors)[0];
  const error: FieldError | null = form.message && field ? { field, message: form.message } : null;
  return { error, reset: form.reset, onSubmit: form.onSubmit, onChange: form.onChange };
}
