// Server half of the action pattern (ADR 019). Usage in a route action:
//   export async function action({ request, context }: Route.ActionArgs) {
//     const user = requirePermission(request, context, "product:update");      // ADR 018, always first
//     return runAction(request, async () => {
//       const form = await parseForm(request, ProductSchema);
//       if (!form.ok) return invalid(form);                                    // 400 + field errors
//       await updateProduct(user.id, form.data);                               // may throw UserError
//       return ok("Zapisano zmiany.");
//     });
//   }
import { data } from "react-router";
import type { z } from "zod";
import { logger } from "~/utils/logger.server";
import { BAD_FORM_MESSAGE, validateForm, type ActionFailure, type ActionResult, type FieldErrors, type ParsedForm } from "./form";

export type { ActionFailure, ActionResult, FieldErrors, ParsedForm };
export { BAD_FORM_MESSAGE };

export const SERVER_ERROR_MESSAGE = "Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.";

/**
 * THE user-facing error: a Polish message the user may read, with a 4xx status (and optionally the
 * field it concerns). Thrown by feature write functions ("Kod jest już zajęty", 409); `runAction`
 * turns it into an ActionResult failure. Anything else thrown is a bug: logged, answered 500.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 = 400,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = "UserError";
  }
}

/** Reads the request's form and validates it with `schema` (the same schema the browser runs). */
export async function parseForm<S extends z.ZodType>(
  source: Request | FormData,
  schema: S,
  options: { message?: "first" | string | null } = {},
): Promise<ParsedForm<z.output<S>>> {
  let formData: FormData;
  if (source instanceof FormData) formData = source;
  else {
    try {
      formData = await source.formData();
    } catch (error) {
      // The request guard's refusal (a NUL character, form-refusal.server.ts) keeps its message and field.
      if (error instanceof UserError) return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
      return { ok: false, message: BAD_FORM_MESSAGE, fieldErrors: {} };
    }
  }
  return validateForm(formData, schema, options);
}

/** A failure answer with status 400 (or `status`), from a failed parse or by hand. */
export function invalid<F = undefined>(
  failure: { message: string | null; fieldErrors?: FieldErrors; data?: F },
  status = 400,
  init: ResponseInit = {},
) {
  const body: ActionResult<never, F> = { ok: false, message: failure.message, fieldErrors: failure.fieldErrors ?? {} };
  if (failure.data !== undefined) body.data = failure.data;
  return data(body, { ...init, status });
}

/** A success answer (200) with an optional message and data. */
export function ok<T = undefined>(message?: string, payload?: T, init: ResponseInit = {}) {
  return data<ActionResult<T>>({ ok: true, message, data: payload }, init);
}

function isRouterResponse(value: unknown): boolean {
  return value instanceof Response || (typeof value === "object" && value !== null && (value as { type?: string }).type === "DataWithResponseInit");
}

/**
 * Runs an action body: redirects and thrown responses pass through, UserError becomes its status
 * and message, anything unexpected is logged (with the path) and answered with a Polish 500 —
 * never a stack trace.
 */
export async function runAction<T>(request: Request, body: () => Promise<T>, options: { failureMessage?: string } = {}) {
  try {
    return await body();
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    if (error instanceof UserError) return invalid({ message: error.message, fieldErrors: error.fieldErrors }, error.status);
    logger.error({ err: error, path: new URL(request.url).pathname, method: request.method }, "action failed");
    // `failureMessage`: the spec's own wording for this form's failure, where it has one.
    return invalid({ message: options.failureMessage ?? SERVER_ERROR_MESSAGE }, 500);
  }
}
