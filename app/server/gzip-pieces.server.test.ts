import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsEncoding, acceptsGzip, gzipJoined, gzipJoinedPieces, gzipPieces } from "./gzip-pieces.server";

// ADR 096: the gzip form of a cached page, joined from pieces compressed once around a fresh nonce.
const join = (parts: Buffer[], marker: Buffer) => Buffer.concat(parts.flatMap((part, i) => (i ? [marker, part] : [part])));

describe("gzip pieces", () => {
  it("joins to a valid gzip file of the whole page (gunzip checks the CRC-32 and the length)", () => {
    const page = Buffer.from(`<html><body>${"<p>Źdźbło łąki — ".repeat(2000)}</body></html>`);
    const parts = [page.subarray(0, 100), page.subarray(100, 100), page.subarray(100, 30_000), page.subarray(30_000)];
    const pieces = gzipPieces(parts);
    expect(pieces.bytes).toBeLessThan(page.length / 5);
    for (let i = 0; i < 3; i++) {
      const marker = Buffer.from(`nonce="${randomBytes(16).toString("base64")}"`);
      expect(gunzipSync(gzipJoined(pieces, marker)).equals(join(parts, marker))).toBe(true);
    }
  });

  it("holds its pieces in one buffer of their size, not in zlib's 16 kB output chunks (issue #14)", () => {
    const parts = Array.from({ length: 20 }, () => randomBytes(500));
    const pieces = gzipPieces(parts);
    const buffers = new Set(pieces.deflated.map((piece) => piece.buffer));
    expect(buffers.size).toBe(1);
    expect([...buffers][0]!.byteLength).toBe(pieces.bytes);
    expect(gunzipSync(gzipJoined(pieces, Buffer.from("-"))).equals(join(parts, Buffer.from("-")))).toBe(true);
  });

  it("works for one piece (no nonce) and for random bytes", () => {
    const data = randomBytes(70_000);
    expect(gunzipSync(gzipJoined(gzipPieces([data]), Buffer.alloc(0))).equals(data)).toBe(true);
    const parts = [data.subarray(0, 1), data.subarray(1, 65_600), data.subarray(65_600)];
    const marker = Buffer.from("nonce=\"x\"");
    expect(gunzipSync(gzipJoined(gzipPieces(parts), marker)).equals(join(parts, marker))).toBe(true);
  });

  it("puts other bytes into one gap (ADR 114: a member's data), of any length, the marker into the rest", () => {
    const page = Buffer.from(`<html><body>${"<p>Żółw ".repeat(3000)}</body></html>`);
    const parts = [page.subarray(0, 50), page.subarray(50, 9_000), page.subarray(9_000, page.length - 14), page.subarray(page.length - 14)];
    const marker = Buffer.from('nonce="abc"');
    for (const bytes of [Buffer.from('<script type="application/json">{"a":1}</script>'), randomBytes(70_000), Buffer.alloc(0)]) {
      const expected = Buffer.concat([parts[0]!, marker, parts[1]!, marker, parts[2]!, bytes, parts[3]!]);
      const gz = Buffer.concat(gzipJoinedPieces(gzipPieces(parts), marker, { gap: 2, bytes }));
      expect(gunzipSync(gz).equals(expected)).toBe(true);
    }
  });

  it("reads Accept-Encoding", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsEncoding("gzip, deflate, br", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("gzip;q=0.8", "br")).toBe(false);
  });
});
