// Express-level guards of the one HTTP process (server/index.ts), kept here so that tests can mount
// them on a real Express app (tests/unit/http-guards.test.ts).
import type { Express, NextFunction, Request, Response } from "express";

type TrustProxy = false | number | string[];

/**
 * Issue #12 point 3: `trust proxy` from TRUST_PROXY (unset = no proxy, the socket address is the
 * client), and React Router actions — which never see the socket — get the ONE address Express
 * resolved in X-Forwarded-For, so a client cannot pick its own rate-limit bucket with a forged header.
 */
export function applyClientAddress(app: Express, trustProxy: TrustProxy): void {
  app.set("trust proxy", trustProxy);
  app.use((req: Request, _res: Response, next: NextFunction) => {
    req.headers["x-forwarded-for"] = req.ip ?? "";
    next();
  });
}

// The CSP (with its per-request nonce) is set where HTML is rendered: app/entry.server.tsx.
export function securityHeaders(https: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // Issue #12 point 9: only when APP_URL is https, or a plain-http deployment would lock itself out.
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
