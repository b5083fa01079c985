import { constants, crc32, deflateRawSync } from "node:zlib";

// ADR 096: a cached page is the same bytes every time except its CSP nonce, so its gzip form is built
// once from the pieces between the nonces and only the nonce is added per answer — instead of
// compressing 65–150 kB again for every browser (compression(), the most expensive part of a hit).
// Each piece is deflated on its own and ended with a sync flush (byte-aligned, no reference outside
// the piece), the nonce goes in as a stored block, and the CRC-32 of the whole page is combined from
// the pieces' CRCs (zlib's crc32_combine) instead of being read over the whole page again.

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime
const LAST_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]); // final stored block of length 0

// a·b modulo the CRC polynomial (reflected bit order), as zlib's multmodp.
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ 0xedb88320 : b >>> 1;
  }
  return p >>> 0;
}

const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) X2N.push((p = n === 0 ? p : multmodp(p, p)));

/** x^(8·length) modulo the polynomial: shifts a CRC past `length` bytes of zeros (zlib's x2nmodp). */
function shiftFor(length: number): number {
  let p = 0x80000000;
  for (let k = 3; length > 0; length = Math.floor(length / 2), k++) if (length % 2) p = multmodp(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A‖B from crc(A), crc(B) and shiftFor(length of B). */
const combine = (crcA: number, crcB: number, shiftB: number) => (multmodp(shiftB, crcA) ^ crcB) >>> 0;

export type GzipPieces = { deflated: Buffer[]; crcs: number[]; shifts: number[]; rawLength: number; bytes: number };

/**
 * Done once per cached page (and only when a client asks for gzip). zlib returns a small output as
 * a view of its 16 kB output chunk, so a page of ~20 nonces kept ~330 kB for ~15 kB of gzip (issue
 * #14): the pieces are copied into one Buffer of their joined size, the size the cache counts.
 */
export function gzipPieces(parts: Buffer[]): GzipPieces {
  const chunks = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  const joined = Buffer.concat(chunks);
  let at = 0;
  const deflated = chunks.map((chunk) => joined.subarray(at, (at += chunk.length)));
  return {
    deflated,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => shiftFor(part.length)),
    rawLength: parts.reduce((sum, part) => sum + part.length, 0),
    bytes: deflated.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The gzip file of the pieces joined with `marker` between each two (the page with its fresh nonce). */
export function gzipJoined(pieces: GzipPieces, marker: Buffer): Buffer {
  return Buffer.concat(gzipJoinedPieces(pieces, marker));
}

/** ADR 114: what goes into one gap between pieces instead of the marker (a member's own data). */
export type GapInsert = { gap: number; bytes: Buffer };

/**
 * The same gzip file as byte pieces in order, for a socket write without a copy (ADR 108). With
 * `insert`, gap `insert.gap` (gap i is between piece i and i+1) gets its bytes, deflated on their own,
 * instead of the marker.
 */
export function gzipJoinedPieces(pieces: GzipPieces, marker: Buffer, insert?: GapInsert): Buffer[] {
  const stored = Buffer.alloc(5 + marker.length);
  stored.writeUInt16LE(marker.length, 1); // byte 0: BFINAL 0, BTYPE 00 (stored), padded to the byte
  stored.writeUInt16LE(~marker.length & 0xffff, 3);
  marker.copy(stored, 5);
  const markerCrc = crc32(marker);
  const markerShift = shiftFor(marker.length);
  const out: Buffer[] = [GZIP_HEADER, pieces.deflated[0]!];
  let crc = pieces.crcs[0]!;
  let rawLength = pieces.rawLength;
  for (let i = 1; i < pieces.deflated.length; i++) {
    if (insert?.gap === i - 1) {
      out.push(deflateRawSync(insert.bytes, { finishFlush: constants.Z_SYNC_FLUSH }));
      crc = combine(crc, crc32(insert.bytes), shiftFor(insert.bytes.length));
      rawLength += insert.bytes.length;
    } else {
      out.push(stored);
      crc = combine(crc, markerCrc, markerShift);
      rawLength += marker.length;
    }
    out.push(pieces.deflated[i]!);
    crc = combine(crc, pieces.crcs[i]!, pieces.shifts[i]!);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(rawLength % 2 ** 32, 4);
  out.push(LAST_EMPTY_BLOCK, trailer);
  return out;
}

/** True when Accept-Encoding allows gzip (a `q=0` refuses it). */
export const acceptsGzip = (header: string | undefined): boolean => acceptsEncoding(header, "gzip");

/**
 * True when Accept-Encoding allows a content coding: named (gzip also as x-gzip) or by `*`, with a
 * q-value above 0. A coding named with `q=0` is refused even when `*` allows the rest (RFC 9110 §12.5.3).
 */
export function acceptsEncoding(header: string | undefined, coding: "gzip" | "br"): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding || (coding === "gzip" && name === "x-gzip")) return allowed;
    if (name === "*") wildcard = allowed;
  }
  return wildcard;
}
