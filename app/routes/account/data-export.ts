import type { Route } from "./+types/data-export";
import "~/i18n/account-messages"; // ADR 080: the answers are in the account catalogue
import { requireUser } from "~/features/access/session.server";
import { buildDataExport, consumeExportAllowance, exportFileName } from "~/features/accounts/data-export.server";
import { checkOwnPassword } from "~/features/accounts/password-check.server";
import { translator } from "~/i18n/i18n";
import { localeOf } from "~/i18n/locale.server";
import { RateLimitedError } from "~/server/rate-limit.server";
import { formOrRefusal } from "~/utils/form-refusal.server";
import { redirectWithToast } from "~/utils/toast.server";

// ADR 203: POST /profil/dane — "Pobierz moje dane" (RODO art. 15, 20). The account is the session's
// (nothing in the address or the form names one); the password is asked again, as before deleting the
// account (a borrowed session must not carry away everything at once). The answer is the JSON file;
// a refusal goes back to Ustawienia with the reason as a toast (the form works without JavaScript).
const BACK = "/profil/ustawienia#dane";

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  // Only the form's POST answers with the file (a link or a prefetch changes nothing and gets nothing).
  return new Response(null, { status: 303, headers: { Location: BACK } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const t = translator(await localeOf(user.id));
  const refuse = (key: "msg.137" | "msg.138" | "msg.139" | "msg.140" | "msg.141", retryAfter?: number) =>
    redirectWithToast(BACK, { type: "error", message: t(key) }, { status: 303, headers: retryAfter ? { "Retry-After": String(retryAfter) } : {} });
  const form = await formOrRefusal(request);
  if (!(form instanceof FormData)) return refuse("msg.141");
  const password = form.get("password");
  if (typeof password !== "string" || password === "") return refuse("msg.137");
  const checked = await checkOwnPassword(user.id, password);
  if (!checked.ok) return checked.reason === "limited" ? refuse("msg.139", checked.retryAfter) : refuse("msg.138");
  try {
    await consumeExportAllowance(user.id);
  } catch (error) {
    if (error instanceof RateLimitedError) return refuse("msg.140", error.retryAfter);
    throw error;
  }
  const exported = await buildDataExport(user.id);
  if (!exported) return refuse("msg.141");
  return new Response(JSON.stringify(exported, null, 2), {
    status: 200,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
