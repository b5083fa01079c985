import type { IncomingMessage, ServerResponse } from "node:http";

// ADR 014 promises Retry-After on every 429 (issue #12 point 9). Actions that know when their
// window ends set it precisely; this Express-level net adds it to any 429 that left without one
// (a form's 'Zbyt wiele prób' page, Better Auth's limiter, which sends only X-Retry-After).
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function ensureRetryAfter(_req: IncomingMessage, res: ServerResponse, next: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (status === 429) {
      // Headers given to writeHead itself win over setHeader; look in both places.
      const inline = args.find((a) => a && typeof a === "object") as Record<string, unknown> | unknown[] | undefined;
      const inlineHas = Array.isArray(inline)
        ? inline.some((v, i) => i % 2 === 0 && String(v).toLowerCase() === "retry-after")
        : inline !== undefined && Object.keys(inline).some((k) => k.toLowerCase() === "retry-after");
      if (!inlineHas && !this.hasHeader("retry-after")) {
        const fromBetterAuth = Number(this.getHeader("x-retry-after"));
        const seconds = Number.isFinite(fromBetterAuth) && fromBetterAuth > 0 ? Math.ceil(fromBetterAuth) : DEFAULT_RETRY_AFTER_SECONDS;
        this.setHeader("Retry-After", String(seconds));
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  next();
}
