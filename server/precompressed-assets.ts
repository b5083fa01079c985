// Issue #14: hashed build assets never change, yet compression() gzipped them again on every
// request. Each compressible asset is compressed once (brotli and gzip, at their best levels, which
// would be too slow per request) and served from memory; everything else falls through to
// express.static.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};
const SAFE_NAME = /^[\w.-]+$/;

type Variants = { raw: Buffer; br: Buffer; gzip: Buffer; type: string };

/** zlib answers a small output as a view of its 16 kB output chunk; kept for the process's life, it is copied to its own size. */
const ownSize = (bytes: Buffer) => (bytes.buffer.byteLength > bytes.length ? Buffer.from(bytes) : bytes);

export function precompressedAssets(dir: string) {
  const cache = new Map<string, Promise<Variants | null>>();
  const load = (name: string): Promise<Variants | null> => {
    let entry = cache.get(name);
    if (!entry) {
      entry = readFile(path.join(dir, name)).then(
        (raw) => ({
          raw,
          type: TYPES[path.extname(name)],
          br: ownSize(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
          gzip: ownSize(gzipSync(raw, { level: 9 })),
        }),
        () => null, // missing file: not cached as an entry for ever
      );
      cache.set(name, entry);
      void entry.then((v) => v ?? cache.delete(name));
    }
    return entry;
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!SAFE_NAME.test(name) || !TYPES[path.extname(name)]) return next();
    const variants = await load(name).catch(() => null);
    if (!variants) return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    const body = encoding ? variants[encoding] : variants.raw;
    res.set({
      "Content-Type": variants.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      "Content-Length": String(body.length),
    });
    if (encoding) res.set("Content-Encoding", encoding);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
