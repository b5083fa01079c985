import { createPublicKey, verify as verifySignature, type JsonWebKey as NodeJwk, type KeyObject } from "node:crypto";
import { config } from "~/config.server";
import { onDatabaseChange } from "~/db/client.server";
import { auth } from "./auth.server";

// spec: public §7 (JWKS for signing keys, cached 10 minutes) and §8 Token claims. Verifies the JWTs
// Better Auth's jwt plugin issues (GET /api/auth/token) for callers that send
// `Authorization: Bearer …` instead of the session cookie.

export const JWKS_CACHE_MS = 600_000; // spec: public §9 signing keys cache

export const TOKEN_ERRORS = {
  missingExp: "Missing exp claim",
  expired: "JWT has expired",
  badAlg: "Invalid alg claim",
  badSignature: "Invalid JWT signature",
  emptyJwks: "JWKS is empty",
  noKey: "No matching signing key found in JWKS",
  // Ours (the spec's list has no message for it): a token issued by or for another site.
  wrongSite: "Invalid iss or aud claim",
} as const;

export class TokenError extends Error {}

type Jwk = NodeJwk & { kid?: string; alg?: string };
type Header = { alg?: unknown; kid?: unknown };
export type TokenClaims = { sub: string; exp: number; iat?: number; iss?: string; aud?: string | string[]; [claim: string]: unknown };

// Asymmetric algorithms only: "none" and HMAC are never accepted for these tokens.
const ALGORITHMS: Record<string, { hash: string | null; dsaEncoding?: "ieee-p1363" }> = {
  EdDSA: { hash: null },
  ES256: { hash: "sha256", dsaEncoding: "ieee-p1363" },
  ES512: { hash: "sha512", dsaEncoding: "ieee-p1363" },
  RS256: { hash: "sha256" },
  PS256: { hash: "sha256" },
};

let cache: { keys: Jwk[]; fetchedAt: number } | undefined;
onDatabaseChange(() => (cache = undefined)); // the keys are kept in the database (Better Auth's jwks)

async function signingKeys(refresh = false): Promise<Jwk[]> {
  if (!refresh && cache && Date.now() - cache.fetchedAt < JWKS_CACHE_MS) return cache.keys;
  const jwks = (await auth().api.getJwks()) as { keys?: Jwk[] };
  cache = { keys: jwks.keys ?? [], fetchedAt: Date.now() };
  return cache.keys;
}

/** Forgets the cached key set (after a key rotation). */
export function clearJwksCache(): void {
  cache = undefined;
}

function decodePart<T>(part: string | undefined): T {
  try {
    return JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8")) as T;
  } catch {
    throw new TokenError(TOKEN_ERRORS.badSignature);
  }
}

/**
 * The token's claims when it is well-formed, unexpired, signed with a key from our JWKS and issued
 * for this site; otherwise a TokenError with the spec's message.
 */
export async function verifyAccessToken(token: string, now: number = Date.now()): Promise<TokenClaims> {
  const parts = token.split(".");
  if (parts.length !== 3) throw new TokenError(TOKEN_ERRORS.badSignature);
  const header = decodePart<Header>(parts[0]);
  const claims = decodePart<TokenClaims>(parts[1]);
  if (typeof claims.exp !== "number") throw new TokenError(TOKEN_ERRORS.missingExp);
  if (claims.exp * 1000 <= now) throw new TokenError(TOKEN_ERRORS.expired);
  const algorithm = typeof header.alg === "string" ? ALGORITHMS[header.alg] : undefined;
  if (!algorithm) throw new TokenError(TOKEN_ERRORS.badAlg);

  let keys = await signingKeys();
  if (keys.length === 0) throw new TokenError(TOKEN_ERRORS.emptyJwks);
  let jwk = keys.find((k) => k.kid === header.kid);
  if (!jwk) {
    keys = await signingKeys(true); // the key may have been rotated since the set was cached
    jwk = keys.find((k) => k.kid === header.kid);
  }
  if (!jwk) throw new TokenError(TOKEN_ERRORS.noKey);
  if (jwk.alg && jwk.alg !== header.alg) throw new TokenError(TOKEN_ERRORS.badAlg);

  let key: KeyObject;
  try {
    key = createPublicKey({ key: jwk, format: "jwk" });
  } catch {
    throw new TokenError(TOKEN_ERRORS.noKey);
  }
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2]!, "base64url");
  const keyInput = header.alg === "PS256" ? { key, padding: 6 /* RSA_PKCS1_PSS_PADDING */ } : { key, dsaEncoding: algorithm.dsaEncoding };
  const valid = (() => {
    try {
      return verifySignature(algorithm.hash, signed, keyInput, signature);
    } catch {
      return false; // malformed signature bytes
    }
  })();
  if (!valid) throw new TokenError(TOKEN_ERRORS.badSignature);

  // Better Auth issues tokens for this site only: issuer and audience are APP_URL.
  const site = config().appUrl;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== site || !audiences.includes(site) || typeof claims.sub !== "string") throw new TokenError(TOKEN_ERRORS.wrongSite);
  return claims;
}
