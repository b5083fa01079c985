import { createNonce, nonceOfPolicy } from "~/features/security/headers.server";
import { gzipJoinedPieces, gzipPieces, type GapInsert, type GzipPieces } from "./gzip-pieces.server";

// ADR 096: how a page-cache entry is kept and answered. ADR 022: a stored HTML page carries the CSP
// nonce it was rendered with; every answer from the cache, the first one included, gets a new nonce
// in both its header and its body, so no two responses ever share one (a nonce seen in one page must
// not unlock scripts in another). The body is kept cut at every `nonce="<old>"` (views of the one
// stored buffer) and the CSP header at `'nonce-<old>'`, so a fresh nonce is put between the pieces
// without decoding, searching or re-encoding the page.

/** Smaller answers are left uncompressed by compression() (its default threshold): the same here. */
const GZIP_THRESHOLD = 1024;

export type Entry = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body cut at the stored nonce attribute; one part when there is no nonce (a `.data` answer). */
  parts: Buffer[];
  policy?: { before: string; after: string };
  /** Text worth compressing, as compression() would (content type, size, no `no-transform`). */
  gzipWorthy: boolean;
  /** compression() adds `Vary: Accept-Encoding` to every text answer without `no-transform`, whatever its size. */
  varyAcceptEncoding: boolean;
  /** Built on the first answer to a client that accepts gzip. */
  gzip?: GzipPieces;
  expiresAt: number;
  /** ADR 112: what the page shows (`productPageTag`), for writes that drop only such pages. */
  tags?: readonly string[];
  /** ADR 114: a shared member page is also cut before its last `</body>`; each answer puts the member's data in this gap. */
  personalGap?: number;
};

export function toEntry(status: number, headers: [string, string][], body: Buffer, expiresAt: number, personal = false): Entry {
  const entry = nonceCutEntry(status, headers, body, expiresAt);
  const last = entry.parts.at(-1)!;
  const at = personal ? last.lastIndexOf(BODY_END) : -1;
  if (at === -1) return entry;
  entry.parts.splice(-1, 1, last.subarray(0, at), last.subarray(at));
  entry.personalGap = entry.parts.length - 2;
  return entry;
}

const BODY_END = Buffer.from("</body>", "latin1");

function nonceCutEntry(status: number, headers: [string, string][], body: Buffer, expiresAt: number): Entry {
  const header = (name: string) => headers.find(([n]) => n.toLowerCase() === name)?.[1] ?? null;
  const policy = header("content-security-policy");
  const varyAcceptEncoding = /^text\//i.test(header("content-type") ?? "") && !/no-transform/i.test(header("cache-control") ?? "");
  const gzipWorthy = varyAcceptEncoding && body.length >= GZIP_THRESHOLD;
  const old = nonceOfPolicy(policy);
  if (!policy || !old) return { status, headers, body, parts: [body], gzipWorthy, varyAcceptEncoding, expiresAt };
  const at = policy.indexOf(`'nonce-${old}'`);
  return {
    status,
    headers,
    body,
    parts: splitAt(body, Buffer.from(`nonce="${old}"`, "latin1")),
    policy: { before: policy.slice(0, at), after: policy.slice(at + `'nonce-${old}'`.length) },
    gzipWorthy,
    varyAcceptEncoding,
    expiresAt,
  };
}

/** Memory an entry holds (its gzip pieces once built). */
export function entryBytes(entry: Entry): number {
  return entry.body.byteLength + (entry.gzip?.bytes ?? 0);
}

function splitAt(body: Buffer, marker: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

const NO_MARKER = Buffer.alloc(0);

/** This answer's CSP header (when the page has one) and body, with a fresh nonce in both; gzip-encoded when asked. */
export function freshAnswer(entry: Entry, gzip = false): { policy?: string; body: Buffer } {
  const { policy, pieces, length } = freshPieces(entry, gzip);
  return { policy, body: pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, length) };
}

/**
 * The same answer as byte pieces, written to the socket one after another: no copy of the page per
 * answer (ADR 108: a 110 kB copy per hit was external memory that made V8 collect more often).
 * `personal` goes into a member page's gap (ADR 114: the member's own data, before `</body>`).
 */
export function freshPieces(entry: Entry, gzip = false, personal?: Buffer): { policy?: string; pieces: Buffer[]; length: number } {
  const nonce = entry.policy ? createNonce() : undefined;
  const policy = nonce && entry.policy ? `${entry.policy.before}'nonce-${nonce}'${entry.policy.after}` : undefined;
  const marker = nonce ? Buffer.from(`nonce="${nonce}"`, "latin1") : NO_MARKER;
  // A member page answered without data (not expected: memberAnswer always has some) gets nothing in its gap.
  const insert: GapInsert | undefined = entry.personalGap === undefined ? undefined : { gap: entry.personalGap, bytes: personal ?? NO_MARKER };
  const pieces = gzip ? gzipJoinedPieces((entry.gzip ??= gzipPieces(entry.parts)), marker, insert) : withMarkers(entry.parts, marker, insert);
  return { policy, pieces, length: pieces.reduce((sum, piece) => sum + piece.length, 0) };
}

function withMarkers(parts: Buffer[], marker: Buffer, insert?: GapInsert): Buffer[] {
  const pieces: Buffer[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) pieces.push(insert?.gap === i - 1 ? insert.bytes : marker, parts[i]!);
  return pieces;
}
