import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { firstError, formToObject, type FieldError } from "../schemas";

/**
 * Runs the action's own Zod schema in the browser: the same single message appears before the
 * request is sent, and live while the user corrects the form (after the first attempt).
 * Without JavaScript the action answers with the same message.
 */
export function useFormValidation(schema: z.ZodType) {
  const [error, setError] = useState<FieldError | null>(null);
  const [attempted, setAttempted] = useState(false);

  const check = (form: HTMLFormElement): FieldError | null => {
    const result = schema.safeParse(formToObject(new FormData(form)));
    return result.success ? null : firstError(result.error);
  };

  return {
    error,
    reset: () => {
      setError(null);
      setAttempted(false);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const found = check(event.currentTarget);
      setAttempted(true);
      setError(found);
      if (found) {
        event.preventDefault();
        // Focus the field to fix, but keep the message box in view (it sits above the fields).
        const form = event.currentTarget;
        form.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus({ preventScroll: true });
        requestAnimationFrame(() => form.querySelector('[role="alert"]')?.scrollIntoView({ block: "nearest" }));
      }
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      if (attempted) setError(check(event.currentTarget));
    },
  };
}
