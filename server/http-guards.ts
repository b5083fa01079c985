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

type Warn = (fields: Record<string, unknown>, message: string) => void;

/** The methods the site answers: pages and forms (GET, HEAD, POST); OPTIONS only says so. */
export const SITE_METHODS = "GET, HEAD, POST";

/**
 * A method no route takes is a 405 naming the ones it does, in Polish. PUT, PATCH and DELETE reached
 * the form guard and were told their body was of the wrong type (415; hostile review, session 36).
 * TRACE echoes the request (cookies included) back: never served, logged as a probe (issue #12 point 7).
 */
export function siteMethodsOnly(warn: Warn) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.set("Allow", SITE_METHODS);
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    if (req.method === "TRACE") warn({ method: req.method, url: req.originalUrl, ip: req.ip }, "odrzucono żądanie TRACE");
    res.status(405).type("text/plain; charset=utf-8").send("Metoda niedozwolona.");
  };
}

/**
 * A POST whose Origin is not a URL at all ('http://a.b:c'): React Router aborts it with an English "Bad
 * Request" and logs an error with its stack, once per request (hostile review, session 36). No browser
 * sends one, so it is refused as a form from another site: 403 in Polish and one warning line.
 */
export function rejectUnreadableOrigin(message: string, warn: Warn) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (req.method === "GET" || req.method === "HEAD" || origin === undefined || origin === "null" || URL.canParse(origin)) return next();
    warn({ method: req.method, path: req.path, origin: origin.slice(0, 200), ip: req.ip }, "cross-site request refused: unreadable Origin");
    res.status(403).type("text/plain; charset=utf-8").send(message);
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

/**
 * A request whose host the app cannot read is a Polish 400: no Host at all (HTTP/1.0), or one that is
 * not a URL's host ('a b', '[::1', '127.0.0.1:99999'). React Router's adapter builds the request's URL
 * from it and threw, a 500 with Express' English page and a stack in the log per request (hostile
 * review, session 49). `req.host` is the one Express and the adapter read (X-Forwarded-Host when
 * TRUST_PROXY trusts the peer); the Host header itself is checked too, as the adapter takes its port.
 */
export function rejectUnreadableHost(req: Request, res: Response, next: NextFunction): void {
  const host = req.host;
  const header = req.headers.host;
  if (host && URL.canParse(`http://${host}/`) && (header === undefined || URL.canParse(`http://${header}/`))) return next();
  res.status(400).type("text/plain; charset=utf-8").send(BAD_REQUEST_TEXT);
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
