import { acceptsGzip } from "./gzip-pieces.server";
import type { Entry } from "./page-cache-entry.server";

// ADR 106: a page-cache hit is answered before Express, so it must carry what the Express chain adds
// to the stored headers: the fixed security headers, `Vary: Accept-Encoding` as compression() adds
// it, and Express's charset on a text type. page-cache-hit.server.db.test.ts compares the two.

/**
 * The Content-Type a hit sends. The adapter sets headers with Express's `res.append`, which adds a
 * charset to a text type without one (`text/x-script` of a `.data` answer → `; charset=utf-8`).
 * null: a type whose charset Express would look up (not text) — such an answer is left to Express.
 */
export function hitContentType(entry: Entry): string | undefined | null {
  const type = entry.headers.find(([name]) => name === "content-type")?.[1];
  if (type === undefined || /;\s*charset=/i.test(type)) return type;
  return /^text\//i.test(type) ? `${type}; charset=utf-8` : null;
}

/**
 * How a hit is sent before Express, or null to leave it to Express: a browser gets the page's gzip
 * form (built once per entry); a client that takes another encoding only (brotli, deflate) is left
 * to compression(), and so is a type whose charset Express would look up.
 */
export function hitEncoding(entry: Entry, method: string | undefined, acceptEncoding: string | undefined): { gzip: boolean; contentType: string | undefined } | null {
  const gzip = entry.gzipWorthy && method === "GET" && acceptsGzip(acceptEncoding);
  if (entry.gzipWorthy && method === "GET" && !gzip && acceptEncoding) return null;
  const contentType = hitContentType(entry);
  return contentType === null ? null : { gzip, contentType };
}

/** Every header of a hit, for one `writeHead`. */
export function hitHeaders(
  entry: Entry,
  fixedHeaders: ReadonlyArray<readonly [string, string]>,
  answer: { contentType: string | undefined; policy: string | undefined; gzip: boolean; length: number },
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of fixedHeaders) headers[name.toLowerCase()] = value;
  // Appended as the adapter appends them (a name set twice is sent twice).
  for (const [name, value] of entry.headers) {
    const sent = name === "content-type" && answer.contentType ? answer.contentType : answer.policy && name === "content-security-policy" ? answer.policy : value;
    const previous = headers[name];
    headers[name] = previous === undefined ? sent : Array.isArray(previous) ? [...previous, sent] : [previous, sent];
  }
  headers["x-cache"] = "HIT";
  if (entry.varyAcceptEncoding) headers.vary = withAcceptEncoding(headers.vary);
  if (answer.gzip) headers["content-encoding"] = "gzip";
  headers["content-length"] = String(answer.length);
  return headers;
}

/** `Vary` with Accept-Encoding added, as compression() adds it (the `vary` package's result for one header). */
function withAcceptEncoding(vary: string | string[] | undefined): string {
  const current = Array.isArray(vary) ? vary.join(", ") : vary;
  if (!current) return "Accept-Encoding";
  if (current.trim() === "*" || current.split(",").some((field) => field.trim().toLowerCase() === "accept-encoding")) return current;
  return `${current}, Accept-Encoding`;
}
