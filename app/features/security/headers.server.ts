import { randomBytes } from "node:crypto";
import { config } from "~/config.server";

// Issue #12 point 9 and ADR 022: a Content-Security-Policy with a fresh nonce on every HTML answer.

const NONCE_BYTES = 16;
// Issue #14 (ADR 106): one call into the system's random generator per nonce was 8 % of a cached
// page's CPU. Random bytes are drawn 256 nonces at a time; each nonce still gets its own 128 bits,
// used once (the offset only moves forward).
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/** 128 random bits, base64: unguessable, and only [A-Za-z0-9+/=] so it is safe inside an attribute. */
export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: inline scripts need this response's nonce.
    `script-src 'self' 'nonce-${nonce}'`,
    // React style props and Tailwind-free inline styles stay allowed: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Product images may come from the S3 public URL or a partner shop's CDN.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The nonce a cached response was rendered with, read back from its own CSP header. */
export function nonceOfPolicy(policy: string | null): string | undefined {
  return policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
}

/** CSP only where it cannot break Vite's dev server (HMR injects inline scripts of its own). */
export const cspEnabled = () => config().nodeEnv !== "development";
