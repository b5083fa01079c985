// Browser-safe half of the action pattern (ADR 019): the result type every action answers with, and
// the helpers that turn a FormData + Zod schema into typed data or per-field Polish messages. The same
// schema runs in the browser (useFormErrors) and in the action (parseForm).
import { z } from "zod";

/** Per-field messages, keyed by the field's `name` (nested paths joined with "."). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * THE answer of every form action (ADR 019). Success may carry a message (shown in a MessageBox or
 * toast) and data; failure carries a message for the box and/or per-field errors, with a 4xx/5xx status,
 * and may carry data too (`F`: what the form needs to redisplay itself, e.g. the values typed or the
 * intent that failed).
 */
export type ActionResult<T = undefined, F = undefined> =
  | { ok: true; message?: string; data?: T }
  | { ok: false; message: string | null; fieldErrors: FieldErrors; data?: F };

export type ActionFailure<F = undefined> = Extract<ActionResult<undefined, F>, { ok: false }>;

/** The field errors of a one-message refusal: the message on its field, when it concerns one. */
export function fieldErrorFor(field: string | null | undefined, message: string): FieldErrors {
  return field ? { [field]: message } : {};
}

/** The field a refusal concerns (one-message forms mark only that one), if any. */
export function failedField(result: { ok: boolean; fieldErrors?: FieldErrors } | null | undefined): string | undefined {
  if (!result || result.ok || !result.fieldErrors) return undefined;
  return Object.keys(result.fieldErrors).find((k) => k !== "_form");
}

/** A form as a plain object: a repeated name becomes an array (tags, ids); files stay files. */
export function formToObject(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key);
    out[key] = all.length > 1 || key.endsWith("[]") ? all : all[0];
  }
  return out;
}

/** The first message of each field (Zod reports issues in check order). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first failing check overall (forms whose spec shows ONE message at a time, public §5). */
export function firstErrorOf(error: z.ZodError): { field: string; message: string } | null {
  const issue = error.issues[0];
  return issue ? { field: issue.path.join(".") || "_form", message: issue.message } : null;
}

export const FORM_HAS_ERRORS = "Formularz zawiera błędy. Popraw zaznaczone pola.";
/** A form no page of ours sends (a tampered hidden field, an unknown intent, a body that is no form). */
export const BAD_FORM_MESSAGE = "Nieprawidłowe dane formularza.";

export type ParsedForm<T> = { ok: true; data: T } | ({ ok: false } & ActionFailure);

/**
 * Validates form values with `schema`. `message`: the text for the message box on failure —
 * "first" uses the first failing check (one-message forms), a string is used as is; default: a
 * summary asking to fix the marked fields.
 */
export function validateForm<S extends z.ZodType>(formData: FormData, schema: S, options: { message?: "first" | string | null } = {}): ParsedForm<z.output<S>> {
  const result = schema.safeParse(formToObject(formData));
  if (result.success) return { ok: true, data: result.data };
  const { message = FORM_HAS_ERRORS } = options;
  return {
    ok: false,
    message: message === "first" ? (firstErrorOf(result.error)?.message ?? FORM_HAS_ERRORS) : message,
    fieldErrors: fieldErrorsOf(result.error),
  };
}

// Zod building blocks for form fields (HTML sends strings; a missing field is undefined).
/** Any text field: a string, '' when absent. */
export const formText = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
/** A checkbox or switch: "on" when ticked, absent otherwise. */
export const formCheckbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());
/** Optional trimmed text: '' becomes null. */
export const formOptionalText = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null), z.string().nullable());
