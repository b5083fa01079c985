import { data, redirect, type RouterContextProvider } from "react-router";
import { userContext } from "~/features/access/session.server";
import { logger } from "~/utils/logger.server";
import { EngagementError } from "./errors.server";
import { MESSAGES } from "./schemas";
import type { EngagementFailure } from "./types";

// The engagement mutations (/akcje/*) answer a fetcher with data and a plain HTML form post (no
// JavaScript) with a redirect back to the page it came from. The user comes only from the session.

export type ActionFailure = EngagementFailure;

/**
 * Fetcher submissions are single-fetch requests to `<path>.data`; with `v8_passThroughRequests`
 * the handler sees that raw URL, so a plain form post (no JavaScript) is told apart by it.
 */
export function isFetcherRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

// The one redirect guard (issue #12 point 8): also refuses tabs and dot segments collapsing into "//".
import { safeRedirectPath } from "~/features/accounts/redirect";
export { safeRedirectPath };

export const loginUrlFor = (back: string) => `/logowanie?redirectTo=${encodeURIComponent(back)}`;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Runs `mutate` for the signed-in user. Anonymous: 401 'Musisz być zalogowany' (fetcher) or the
 * login page (form post). EngagementError → its status and Polish message; anything unexpected is
 * logged and answered with `failureMessage` (500) — never a stack trace.
 */
export async function engagementAction<T extends object>(
  { request, context }: Args,
  failureMessage: string,
  mutate: (userId: string, form: FormData) => Promise<T>,
) {
  const form = await request.formData().catch(() => new FormData());
  const productId = form.get("productId");
  const back = safeRedirectPath(form.get("redirectTo"), typeof productId === "string" ? `/produkt/${encodeURIComponent(productId)}` : "/");
  const fetcher = isFetcherRequest(request);
  const fail = (status: number, error: string, extra: Partial<ActionFailure> = {}) =>
    data<ActionFailure>({ ok: false, error, back, ...extra }, { status });

  const user = context.get(userContext);
  if (!user) {
    if (!fetcher) throw redirect(loginUrlFor(back));
    return fail(401, MESSAGES.loginRequired, { loginUrl: loginUrlFor(back) });
  }
  try {
    const result = await mutate(user.id, form);
    if (!fetcher) throw redirect(back);
    return data({ ok: true as const, ...result });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof EngagementError) return fail(error.status, error.message);
    logger.error({ err: error, path: new URL(request.url).pathname }, "engagement action failed");
    return fail(500, failureMessage);
  }
}
