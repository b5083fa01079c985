// ADR 201: the Set-Cookie lines that end Better Auth's cookies in the browser, with the names and
// attributes Better Auth itself uses (the "__Secure-" prefix on https). For an answer after which the
// session is gone from the database already (a deletion request ends every session), where Better
// Auth's sign-out would find nothing to end and so clear nothing. Also the browser-session sign-in
// of an e-mail verification link (the signed "vp.dont_remember" marker, as rememberMe: false sets it).
import { createHmac } from "node:crypto";
import { auth } from "./auth.server";

type CookieAttributes = { path?: string; httpOnly?: boolean; secure?: boolean; sameSite?: string | boolean };

function attributeText(attributes: CookieAttributes): string[] {
  const parts = [`Path=${attributes.path ?? "/"}`];
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  if (typeof attributes.sameSite === "string") parts.push(`SameSite=${attributes.sameSite[0].toUpperCase()}${attributes.sameSite.slice(1).toLowerCase()}`);
  return parts;
}

/** Expires the session cookie, its data cache and the "don't remember" marker. */
export async function expiredAuthCookies(): Promise<string[]> {
  const { authCookies } = await auth().$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(({ name, attributes }) =>
    [`${name}=`, "Max-Age=0", ...attributeText(attributes as CookieAttributes)].join("; "),
  );
}

/**
 * The request's Cookie header plus a signed "vp.dont_remember" marker (Better Auth's own check: the
 * value "true" signed with HMAC-SHA256 of the auth secret, as better-call signs cookies). Better Auth's
 * setSessionCookie reads it when no rememberMe is given (e-mail verification), and then sets the
 * session cookie without Max-Age (ends with the browser) and the marker itself, exactly as after a
 * sign-in without "Zapamiętaj mnie".
 */
export async function headersNotRemembering(headers: Headers): Promise<Headers> {
  const { authCookies, secret } = await auth().$context;
  const signature = createHmac("sha256", secret).update("true").digest("base64");
  const marker = `${authCookies.dontRememberToken.name}=${encodeURIComponent(`true.${signature}`)}`;
  const copy = new Headers(headers);
  // Any marker the browser sent is replaced, not repeated (which of two is read is the parser's choice).
  const others = (copy.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith(`${authCookies.dontRememberToken.name}=`));
  copy.set("cookie", [...others, marker].join("; "));
  return copy;
}
