// Issue #14: hashed build assets never change, yet compression() gzipped them again on every
// request. Each compressible asset is served from memory in brotli and gzip at their best levels
// (too slow per request); everything else falls through to express.static.
//
// ADR 216: the build writes those two forms beside each asset (precompress-assets.vite.ts), and the
// server reads them. Compressed on a first request instead, the framework's 340 kB chunk took 0.6 s
// of brotli on the event loop: after every start the first visitors waited for it, and every other
// request with them (Lighthouse's first run scored the home page 92 for it).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { acceptsEncoding } from "../app/server/gzip-pieces.server.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};
const SAFE_NAME = /^[\w.-]+$/;

/** The suffix of each compressed form the build writes beside an asset. */
export const COMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** True for the assets served compressed (by name: scripts, styles, SVG, JSON). */
export const isCompressible = (name: string): boolean => Boolean(TYPES[path.extname(name)]);

type Compressed = { br: Buffer; gzip: Buffer };
type Variants = Compressed & { raw: Buffer; type: string };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both forms at their best levels, on libuv's thread pool: the event loop goes on serving meanwhile. */
export async function compressAsset(raw: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(raw, { level: 9 })]);
  return { br: ownSize(br), gzip: ownSize(gz) };
}

/** zlib answers a small output as a view of its 16 kB output chunk; kept for the process's life, it is copied to its own size. */
const ownSize = (bytes: Buffer) => (bytes.buffer.byteLength > bytes.length ? Buffer.from(bytes) : bytes);

/** The build's compressed forms of an asset, or null when either is missing (a build without them). */
async function builtForms(file: string): Promise<Compressed | null> {
  try {
    const [br, gz] = await Promise.all([readFile(file + COMPRESSED_SUFFIX.br), readFile(file + COMPRESSED_SUFFIX.gzip)]);
    return { br, gzip: gz };
  } catch {
    return null;
  }
}

export function precompressedAssets(dir: string) {
  const cache = new Map<string, Promise<Variants | null>>();
  const load = (name: string): Promise<Variants | null> => {
    let entry = cache.get(name);
    if (!entry) {
      const file = path.join(dir, name);
      entry = readFile(file).then(
        async (raw) => ({ raw, type: TYPES[path.extname(name)], ...((await builtForms(file)) ?? (await compressAsset(raw))) }),
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
    if (!SAFE_NAME.test(name) || !isCompressible(name)) return next();
    const variants = await load(name).catch(() => null);
    if (!variants) return next();
    // A coding refused with q=0 is not sent (hostile review, session 49: `br;q=0` got brotli).
    const accepted = req.headers["accept-encoding"];
    const encoding = acceptsEncoding(accepted, "br") ? "br" : acceptsEncoding(accepted, "gzip") ? "gzip" : null;
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
