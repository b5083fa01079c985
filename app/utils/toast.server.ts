import { createCookie, redirect, type Cookie } from "react-router";
import { z } from "zod";
import { authSecret, config } from "~/config.server";

/**
 * Toasts ride a one-time "vp.toast" flash cookie (set with a redirect, read and cleared by the root
 * loader). The page cache never serves a response to a request carrying a "vp.*" cookie nor stores
 * one that sets a cookie (app/server/page-cache.server.ts), so a toast is never cached or shown twice.
 * The cookie is signed with the site's secret: a cookie planted by someone else (a sibling subdomain,
 * a shared computer) cannot put words in the site's mouth.
 */
export const TOAST_COOKIE_NAME = "vp.toast";

let cookie: Cookie | undefined;
// Created on first use: the secret comes from the configuration (or DATA_DIR), read after start-up.
const toastCookie = () => (cookie ??= createCookie(TOAST_COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60, secrets: [authSecret()] }));

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("success"),
  message: z.string().min(1).max(300),
});
export type Toast = z.output<typeof ToastSchema>;

/** The Set-Cookie header value that carries `toast` to the next page. */
export async function toastCookieHeader(toast: z.input<typeof ToastSchema>): Promise<string> {
  return toastCookie().serialize(ToastSchema.parse(toast), { secure: config().appUrl.startsWith("https:") });
}

/** redirect() with a toast for the page it leads to, e.g. `throw await redirectWithToast("/admin/produkty", { message: "Zapisano." })`. */
export async function redirectWithToast(to: string, toast: z.input<typeof ToastSchema>, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(to, { ...init, headers });
}

/** For the root loader: the pending toast (if any) and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes(TOAST_COOKIE_NAME)) return { toast: null, headers };
  const parsed = ToastSchema.safeParse(await toastCookie().parse(cookie).catch(() => null));
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : null, headers };
}
