// ADR 114: the answer to a member: the shared member page (a page-cache entry) with their own data
// as the last element of <body>; entry.client.tsx reads and removes it before React hydrates.
import { freshPieces, type Entry } from "./page-cache-entry.server";

const isHtml = (contentType: string | null) => /^text\/html/i.test(contentType ?? "");

/**
 * The entry with a fresh nonce (ADR 022) and `personal` before its `</body>`; in its gzip form when the browser takes
 * gzip (built once per entry, as for visitors' hits: compression() leaves an encoded body alone).
 * The entry's headers hold `Cache-Control: private, no-cache` (entry.server.tsx: a request with a
 * session cookie), so no shared cache keeps a member's answer.
 */
export function memberAnswer(entry: Entry, state: "HIT" | "MISS", personal: Buffer, acceptsGzip: boolean): Response {
  const headers = new Headers(entry.headers);
  headers.set("X-Cache", state);
  const html = isHtml(headers.get("content-type"));
  const gzip = acceptsGzip && entry.gzipWorthy;
  const { policy, pieces, length } = freshPieces(entry, gzip, html ? personal : undefined);
  if (policy) headers.set("content-security-policy", policy);
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.delete("content-length");
  return new Response(Buffer.concat(pieces, length), { status: entry.status, headers });
}

/** A member's page that was not kept (a 404, say): rendered without the user like any shared one, so their data goes in too. */
export async function withPersonal(response: Response, personal: Buffer): Promise<Response> {
  if (!response.body || !isHtml(response.headers.get("content-type"))) return response;
  const page = Buffer.from(await response.arrayBuffer());
  const at = page.lastIndexOf("</body>");
  const body = at === -1 ? Buffer.concat([page, personal]) : Buffer.concat([page.subarray(0, at), personal, page.subarray(at)]);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
