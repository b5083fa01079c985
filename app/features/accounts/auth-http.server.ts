import { isAPIError } from "better-auth/api";
import { data, redirect } from "react-router";

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

export type FormFailure = { ok: false; message: string; field?: string };

/** An action's failure answer: the message for the red box, with a 4xx status. */
export function failure(message: string, status: number, field?: string, headers?: HeadersInit) {
  return data<FormFailure>({ ok: false, message, field }, { status, headers });
}
