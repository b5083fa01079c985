import { isAPIError } from "better-auth/api";
import { redirect } from "react-router";
import { invalid } from "~/utils/action.server";
import { fieldErrorFor } from "~/utils/form";

/** Only the cookies Better Auth set, ready to be put on our own response. */
export function cookieHeaders(source: Headers | null | undefined): Headers {
  const headers = new Headers();
  for (const cookie of source?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A redirect that carries Better Auth's Set-Cookie headers (new session, cleared cookies). */
export function redirectWithCookies(to: string, source: Headers | null | undefined): Response {
  return redirect(to, { headers: cookieHeaders(source) });
}

export type AuthErrorInfo = { status: number; code: string };

/** The status and code of a Better Auth error, or null for anything else (which is re-thrown). */
export function authError(error: unknown): AuthErrorInfo | null {
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: string } | undefined;
  return { status: error.statusCode, code: body?.code ?? "UNKNOWN" };
}

/** The Set-Cookie headers a Better Auth error carried (e.g. an expired two-factor cookie). */
export function errorCookies(error: unknown): Headers {
  if (!isAPIError(error)) return new Headers();
  return cookieHeaders(error.headers instanceof Headers ? error.headers : new Headers(error.headers ?? undefined));
}

/** An action's failure answer (ADR 019 ActionResult): the message for the red box, on its field, with a 4xx status. */
export function failure(message: string, status: number, field?: string, headers?: HeadersInit) {
  return invalid({ message, fieldErrors: fieldErrorFor(field, message) }, status, { headers });
}
