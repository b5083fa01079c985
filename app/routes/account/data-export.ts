import type { Route } from "./+types/data-export";
import "~/i18n/account-messages"; // ADR 080: the answers are in the account catalogue
import { requireUser } from "~/features/access/session.server";
import { buildDataExport, consumeExportAllowance, exportFileName } from "~/features/accounts/data-export.server";
import { checkOwnPassword } from "~/features/accounts/password-check.server";
import { translator } from "~/i18n/i18n";
import { localeOf } from "~/i18n/locale.server";
import { RateLimitedError } from "~/server/rate-limit.server";
import { formOrRefusal } from "~/utils/form-refusal.server";
import { toastCookieHeader } from "~/utils/toast.server";

// ADR 203: POST /profil/dane — "Pobierz moje dane" (RODO art. 15, 20). The account is the session's
// (nothing in the address or the form names one); the password is asked again, as before deleting the
// account (a borrowed session must not carry away everything at once). The answer is the JSON file;
// a refusal answers its own 4xx with the reason as a toast and a Refresh back to Ustawienia (ADR 048:
// the form is a plain document POST, so this works without JavaScript).
const BACK = "/profil/ustawienia#dane";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

async function refusal(status: number, message: string, back: string, retryAfter?: number): Promise<Response> {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", Refresh: `0;url=${BACK}` });
  headers.append("Set-Cookie", await toastCookieHeader({ type: "error", message }));
  if (retryAfter) headers.set("Retry-After", String(retryAfter));
  const body = `<!doctype html><html lang="pl"><meta charset="utf-8"><title>${escapeHtml(message)}</title><p role="alert">${escapeHtml(message)}</p><p><a href="${BACK}">${escapeHtml(back)}</a></p></html>`;
  return new Response(body, { status, headers });
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  // Only the form's POST answers with the file (a link or a prefetch changes nothing and gets nothing).
  return new Response(null, { status: 303, headers: { Location: BACK } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const t = translator(await localeOf(user.id));
  const refuse = (status: number, key: "msg.137" | "msg.138" | "msg.139" | "msg.140" | "msg.141", retryAfter?: number) =>
    refusal(status, t(key), t("dataExport.back"), retryAfter);
  const form = await formOrRefusal(request);
  if (!(form instanceof FormData)) return refuse(400, "msg.141");
  const password = form.get("password");
  if (typeof password !== "string" || password === "") return refuse(400, "msg.137");
  const checked = await checkOwnPassword(user.id, password);
  if (!checked.ok) return checked.reason === "limited" ? refuse(429, "msg.139", checked.retryAfter) : refuse(400, "msg.138");
  try {
    await consumeExportAllowance(user.id);
  } catch (error) {
    if (error instanceof RateLimitedError) return refuse(429, "msg.140", error.retryAfter);
    throw error;
  }
  const exported = await buildDataExport(user.id);
  if (!exported) return refuse(404, "msg.141");
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
