import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { acceptsGzip } from "~/server/gzip-pieces.server";
import { logger } from "~/utils/logger.server";
import { suggestProducts } from "./suggestions.server";

// ADR 109: GET /api/podpowiedzi answered from Node's HTTP server, before Express and React Router
// (server/index.ts, production), as page-cache hits are (ADR 096). The answer is the same for
// everyone, so none of the root middleware applies: no session (a signed-in user's cookie is not
// even read), no form or same-origin guard (a GET without a body), and a database error already
// gives the empty list the spec asks for. Express's chain and React Router's adapter were ~1.5 ms
// of each answer, and most of its tail. The route module (routes/search/suggestions.ts) answers
// the rest: HEAD, dev mode, the route tests.

const SUGGESTIONS_PATH = "/api/podpowiedzi";
/** compression()'s default threshold: a smaller body is sent as it is. */
const GZIP_THRESHOLD_BYTES = 1024;

/** The answer's body and headers, as the route sends them (spec: public §7). */
export async function suggestionsAnswer(q: string): Promise<{ body: string; headers: Record<string, string> }> {
  const suggestions = await suggestProducts(q);
  return {
    body: JSON.stringify({ suggestions }),
    headers: { "Cache-Control": "public, max-age=60", "Content-Type": "application/json; charset=utf-8" },
  };
}

/**
 * Answers a plain GET of the suggestions and returns true; anything else (HEAD, a body, a NUL in the
 * URL that Express refuses, another path, an encoding other than gzip) returns false for Express.
 * The answer carries what the Express chain adds: the fixed security headers, `Vary` and gzip as
 * compression() would (suggestions-endpoint.server.db.test.ts compares the two).
 */
export function serveSuggestions(req: IncomingMessage, res: ServerResponse, fixedHeaders: ReadonlyArray<readonly [string, string]>): boolean {
  const target = req.url;
  if (req.method !== "GET" || !target?.startsWith(SUGGESTIONS_PATH)) return false;
  if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined || /%00/i.test(target)) return false;
  const acceptEncoding = req.headers["accept-encoding"];
  const gzip = acceptsGzip(acceptEncoding);
  if (acceptEncoding && !gzip && acceptEncoding.trim() !== "identity") return false;
  let url: URL;
  try {
    url = new URL(`http://localhost${target}`);
  } catch {
    return false;
  }
  if (url.pathname !== SUGGESTIONS_PATH) return false;
  void suggestionsAnswer(url.searchParams.get("q") ?? "").then(
    ({ body, headers }) => {
      const raw = Buffer.from(body);
      const compressed = gzip && raw.length >= GZIP_THRESHOLD_BYTES ? gzipSync(raw) : null;
      const sent = compressed ?? raw;
      const all: Record<string, string> = {};
      for (const [name, value] of fixedHeaders) all[name] = value;
      Object.assign(all, headers, { Vary: "Accept-Encoding", "Content-Length": String(sent.length) });
      if (compressed) all["Content-Encoding"] = "gzip";
      res.writeHead(200, all).end(sent);
    },
    (error: unknown) => {
      // suggestProducts answers its own errors with []; this is a bug in between, not the database.
      logger.error({ err: error }, "Podpowiedzi wyszukiwania: błąd odpowiedzi");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json; charset=utf-8" }).end('{"suggestions":[]}');
    },
  );
  return true;
}
