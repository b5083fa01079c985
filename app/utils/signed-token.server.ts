import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/config.server";

// Links in e-mails that act without signing in (unsubscribe from a price alert, from the newsletter):
// the HMAC signature with the app secret is the permission. `<base64url(fields joined by \n)>.<signature>`;
// the purpose is signed in, so a token made for one link never opens another (ADR 078, ADR 185).

const MAX_TOKEN_LENGTH = 512;

function sign(purpose: string, payload: string): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:v1:${payload}`).digest("base64url");
}

/** A token for `purpose` naming `fields` (none may hold a line break). */
export function signedToken(purpose: string, fields: readonly string[]): string {
  const payload = Buffer.from(fields.join("\n"), "utf8").toString("base64url");
  return `${payload}.${sign(purpose, payload)}`;
}

/**
 * The `count` fields of a genuine token made for `purpose`; null for anything forged, altered, made for
 * another purpose, malformed, or with an empty field, a space or a NUL in one.
 */
export function readSignedToken(purpose: string, token: unknown, count: number): string[] | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const fields = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  if (fields.length !== count || fields.some((f) => !f || /\s|\0/.test(f))) return null;
  return fields;
}
