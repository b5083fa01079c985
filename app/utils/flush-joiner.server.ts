import { Transform, type TransformCallback } from "node:stream";

/**
 * ADR 103 (issue #14): React writes a page in 4 kB pieces, and each piece went through this stream,
 * the web stream of the Response, React Router's copy loop and a socket write (30–40 times for a
 * product page). This stream keeps the pieces of one React flush and passes them on as one chunk when
 * React calls `flush()` (it does at the end of every pass), so streaming still follows React's
 * flushes (the shell first, each later Suspense boundary when ready) with the same bytes.
 */
export class FlushJoiner extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  /** Called by React's `pipe` after each pass over its completed work. */
  flush() {
    if (this.pending.length === 0) return;
    const joined = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.push(joined);
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
