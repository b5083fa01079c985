// Express-level guards of the one HTTP process (server/index.ts), kept here so that tests can mount
// them on a real Express app (tests/unit/http-guards.test.ts).
import type { Duplex } from "node:stream";
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

/**
 * The headers every answer carries. The CSP (with its per-request nonce) is set where HTML is
 * rendered: app/entry.server.tsx. Page-cache hits, answered before Express, get this same list.
 */
export function securityHeaderList(https: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    // Issue #12 point 9: only when APP_URL is https, or a plain-http deployment would lock itself out.
    ...(https ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as const) : []),
  ];
}

export function securityHeaders(https: boolean) {
  const list = securityHeaderList(https);
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}

/**
 * A URL the app cannot read is bad input (400 in Polish), not a 500 nor Express' English page: a NUL
 * character (PostgreSQL refuses it in text) or a path whose percent-encoding is broken ('%E0%A4%A',
 * which Express' router fails to decode).
 */
export function rejectBadUrls(req: Request, res: Response, next: NextFunction): void {
  if (/%00/i.test(req.originalUrl) || !decodes(req.path)) {
    res.status(400).type("text/plain; charset=utf-8").send("Nieprawidłowy adres.");
    return;
  }
  next();
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const HEADERS_TOO_LARGE_TEXT = "Adres lub nagłówki żądania są zbyt długie. Skróć adres (na przykład tekst wyszukiwania) i spróbuj ponownie.";
export const BAD_REQUEST_TEXT = "Nieprawidłowe żądanie.";

/**
 * The http server's 'clientError': a request Node cannot parse never reaches Express. Node answered a
 * URL over its 16 kB header limit with a bare 431 (review, session 27); now in Polish, like our 400s.
 * A connection already reset, or one whose answer has begun, is only closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === "ECONNRESET" || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const body = tooLarge ? HEADERS_TOO_LARGE_TEXT : BAD_REQUEST_TEXT;
  const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
