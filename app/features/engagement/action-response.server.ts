import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { userContext } from "~/features/access/session.server";
import { safeRedirectPath } from "~/features/accounts/redirect";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { redirectWithToast, toastCookieHeader } from "~/utils/toast.server";
import { MESSAGES } from "./schemas";
import type { PlainPostRefusal, SignedOut } from "./types";
import { isScriptedSubmission } from "~/utils/plain-post.server";
import { passHeaders } from "~/utils/route-headers";
import { typedFormOfRefusal } from "~/utils/form-refusal.server";

// The engagement mutations (/akcje/*) on the one action pattern (ADR 019): parseForm → feature write
// (throws UserError) → ActionResult. A fetcher gets the ActionResult; a plain HTML form post (no
// JavaScript) goes back to the page it came from: on success with a redirect (and a toast), on a
// refusal with its 4xx status, the Polish message as a vp.toast flash and a `Refresh` back to that
// page (issue #15 pt 7: before, the route loader's redirect to / swallowed the message).

export { safeRedirectPath };

export const loginUrlFor = (back: string) => `/logowanie?redirectTo=${encodeURIComponent(back)}`;

/** Set by the action when it refused a plain form post, so the route's loader renders the refusal instead of redirecting. */
export const plainPostRefused = createContext<boolean>(false);

/** The /akcje/* route loader: a GET of the action URL goes home; after a refused plain post the refusal page is rendered. */
export function engagementLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  if (context.get(plainPostRefused)) return null;
  throw redirect("/");
}

/** The /akcje/* routes' headers: keep the root's and pass the action's `Refresh` (the way back after a refusal) and `Retry-After`. */
export const engagementHeaders = passHeaders("Refresh", "Retry-After");

type Args = { request: Request; context: Readonly<RouterContextProvider> };
type Done<T> = { message?: string; data: T };

function productPath(productId: FormDataEntryValue | null): string {
  return typeof productId === "string" && /^[0-9a-f-]{36}$/i.test(productId) ? `/produkt/${productId}` : "/";
}

/**
 * Runs `mutate` for the signed-in user with the form validated by `schema`. Anonymous: 401
 * 'Musisz się zalogować' (fetcher) or the login page (plain post). UserError → its status and
 * Polish message; anything unexpected is logged and answered with `failureMessage` (500).
 */
export async function engagementAction<S extends z.ZodType, T>(
  { request, context }: Args,
  schema: S,
  failureMessage: string,
  mutate: (userId: string, input: z.output<S>) => Promise<Done<T>>,
) {
  // The guard's refusal (a NUL character, ADR 194) is answered inside runAction like a field error.
  const read: unknown = await request.formData().catch((error: unknown) => error);
  const form = read instanceof FormData ? read : new FormData();
  // A refused form still names the page it came from (its typed copy): "Wróć" leads back there, not to /.
  const from = read instanceof FormData ? read : (typedFormOfRefusal(request) ?? form);
  const back = safeRedirectPath(from.get("redirectTo"), productPath(from.get("productId")));
  const fetcher = isScriptedSubmission(request);

  const user = context.get(userContext);
  if (!user && !fetcher) throw redirect(loginUrlFor(back));
  const result = user
    ? await runAction(
        request,
        async () => {
          if (read instanceof UserError) throw read;
          const parsed = await parseForm(form, schema, { message: "first" });
          if (!parsed.ok) return invalid(parsed);
          const done = await mutate(user.id, parsed.data);
          return ok(done.message, done.data);
        },
        { failureMessage },
      )
    : // The tab's session ended elsewhere: the mark lets the page reload its data (a 4xx answer does not).
      invalid<SignedOut>({ message: MESSAGES.loginRequired, data: { signedOut: true } }, 401);
  if (fetcher) return result;

  if (result.data.ok) {
    const message = result.data.message;
    throw message ? await redirectWithToast(back, { type: "success", message }) : redirect(back);
  }
  const message = result.data.message ?? failureMessage;
  (context as RouterContextProvider).set(plainPostRefused, true);
  const headers = new Headers({ Refresh: `0;url=${back}` });
  headers.append("Set-Cookie", await toastCookieHeader({ type: "error", message }));
  return data<PlainPostRefusal>({ ok: false, message, fieldErrors: result.data.fieldErrors, data: { back } }, { status: result.init?.status ?? 400, headers });
}
