import { redirect } from "react-router";
import { invalid, ok } from "~/utils/action.server";
import type { Route } from "./+types/theme";
import { userContext } from "~/features/access/session.server";
import { saveTheme } from "~/features/accounts/theme.server";
import { isTheme, THEME_INVALID_MESSAGE } from "~/utils/theme";
import { safeReturnPath, themeCookieHeader } from "~/utils/theme-cookie.server";
import { formOrRefusal } from "~/utils/form-refusal.server";

// Issue #15 point 14, ADR 075: POST /motyw sets the theme for anyone (cookie); a signed-in user's
// account setting follows. Without JavaScript the form returns to its page (post/redirect/get); the
// switcher's fetcher sends js=1 and gets data back instead.

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(posted instanceof FormData)) return posted;
  const form = posted;
  const theme = form.get("theme");
  const viaScript = form.get("js") === "1";
  if (!isTheme(theme)) {
    // Nothing changes; the message is plain text for a plain form (no page to show it on).
    if (viaScript) return invalid({ message: THEME_INVALID_MESSAGE });
    throw new Response(THEME_INVALID_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const user = context.get(userContext);
  if (user) await saveTheme(user.id, theme);
  const headers = { "Set-Cookie": themeCookieHeader(theme, request) };
  if (viaScript) return ok(undefined, { theme }, { headers });
  return redirect(safeReturnPath(form.get("redirectTo")), { status: 303, headers });
}

// GET /motyw has no page of its own.
export function loader() {
  throw new Response("Nie znaleziono strony", { status: 404 });
}
