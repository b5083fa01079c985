import { data, type MiddlewareFunction } from "react-router";
import { config } from "~/config.server";
import { logger } from "~/utils/logger.server";
import { CROSS_SITE_MESSAGE } from "./cross-site-message";

export { CROSS_SITE_MESSAGE };

/**
 * Addresses whose POST carries its own permission, a signed token from an e-mail, and can only turn
 * mail OFF (the unsubscribe links of price alerts and the newsletter). A mail client's RFC 8058
 * one-click may come from a web mail page with its own Origin (review, session 35: refused with 403);
 * no cookie is read there, so another site gains nothing by posting to them.
 */
export const SIGNED_LINK_PATHS: readonly string[] = ["/alert-cenowy/wypisz", "/newsletter/wypisz"];

/**
 * True when a browser tells us the request comes from another site. Browsers send Origin on every
 * POST and Sec-Fetch-Site on all current versions; a request with neither (curl, server-to-server)
 * carries no ambient cookies to abuse, so it is let through to the action's own checks — unless its
 * Referer names another site (review, session 35: an old or unusual client that sends only a Referer
 * still says where the form was; defence in depth behind the SameSite=Lax cookie).
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const allowed = () => new Set([new URL(request.url).origin, new URL(config().appUrl).origin]);
  const origin = request.headers.get("origin");
  if (origin) return !allowed().has(origin);
  const referer = request.headers.get("referer");
  if (!referer || site) return false;
  const from = URL.canParse(referer) ? new URL(referer).origin : "null";
  return !allowed().has(from);
}

/**
 * Issue #7 §2 — the same-origin check for EVERY non-GET request outside /api/auth (Better Auth checks
 * its own origins), registered once in root so no action can forget it (login CSRF, signing someone
 * out, deleting an account from another site). A refused request changes nothing, answers 403 and
 * logs one warning line — it is an attack or a misconfigured proxy, not a server error.
 */
export const sameOriginMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return next();
  const path = new URL(request.url).pathname;
  if (path.startsWith("/api/auth/") || SIGNED_LINK_PATHS.includes(path)) return next();
  if (isCrossSite(request)) {
    logger.warn({ path, method: request.method, origin: request.headers.get("origin"), site: request.headers.get("sec-fetch-site") }, "cross-site request refused");
    throw data(CROSS_SITE_MESSAGE, { status: 403 });
  }
  return next();
};
