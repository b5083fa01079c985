import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { validateForm, type ActionResult, type FieldErrors } from "~/utils/form";
import { focusRevealed } from "./focus-refused-field";

type Options = {
  /** "first": one message at a time in check order (auth forms, spec public §5); default per field. */
  message?: "first" | string | null;
};

/**
 * ADR 019 — per-field errors in the browser with the action's own Zod schema. Validates on submit
 * (and blocks it), then live on every change after the first attempt; shows the server's answer
 * (`actionData`, an ActionResult) until the user edits again. Without JavaScript the action answers
 * with the same messages.
 *
 *   const form = useFormErrors(ProductSchema, actionData);
 *   <Form method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
 *     <MessageBox>{form.message}</MessageBox>
 *     <TextField name="title" label="Tytuł" error={form.errors.title} />
 */
export function useFormErrors(schema: z.ZodType, actionData?: ActionResult<unknown, unknown> | null, options: Options = {}) {
  const [client, setClient] = useState<{ message: string | null; fieldErrors: FieldErrors } | null>(null);
  const [attempted, setAttempted] = useState(false);

  // A new server answer replaces what the browser found.
  useEffect(() => setClient(null), [actionData]);

  const check = (form: HTMLFormElement) => {
    const result = validateForm(new FormData(form), schema, options);
    return result.ok ? null : { message: result.message, fieldErrors: result.fieldErrors };
  };
  const server = actionData && !actionData.ok ? actionData : null;
  const shown = client ?? server;

  return {
    errors: (shown?.fieldErrors ?? {}) as FieldErrors,
    message: shown?.message ?? null,
    reset() {
      setClient(null);
      setAttempted(false);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const found = check(event.currentTarget);
      setAttempted(true);
      setClient(found ?? { message: null, fieldErrors: {} });
      if (found) {
        event.preventDefault();
        const first = Object.keys(found.fieldErrors)[0];
        const field = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
        if (field) focusRevealed(field);
      }
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      if (attempted) setClient(check(event.currentTarget) ?? { message: null, fieldErrors: {} });
    },
  };
}
