// Issue #12 point 4 / ADR 014: Better Auth mounts dozens of endpoints under /api/auth, and every
// plugin adds more (verify-password was open to any session, around our 5-per-15-minutes limits).
// Deny by default: only these stay reachable over HTTP. Everything else runs through our own form
// actions, which call `auth().api.*` in-process and apply the shared limits.
export const AUTH_API_BASE = "/api/auth";

const OPEN_ENDPOINTS: Record<string, readonly string[]> = {
  // ADR 005: the JWT for API callers and the keys to check it.
  "/token": ["GET"],
  "/jwks": ["GET"],
  // Session probe and sign-out for scripts and the JWT flow; both only touch the caller's own session.
  "/get-session": ["GET"],
  "/sign-out": ["POST"],
  // Better Auth's liveness probe, answers a constant.
  "/ok": ["GET"],
};

/** True when `method pathname` (a full URL path under /api/auth) is on the allowlist. */
export function isOpenAuthEndpoint(method: string, pathname: string): boolean {
  if (!pathname.startsWith(`${AUTH_API_BASE}/`)) return false;
  const endpoint = pathname.slice(AUTH_API_BASE.length).replace(/\/+$/, "");
  const methods = Object.hasOwn(OPEN_ENDPOINTS, endpoint) ? OPEN_ENDPOINTS[endpoint] : undefined;
  const verb = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return methods?.includes(verb) ?? false;
}
