// Test support for the device-proof tests (ADR 205): browsers that signed in before, and lock-outs.
import { expect } from "vitest";
import { clear, LIMITS } from "~/server/rate-limit.server";
import { DEVICE_COOKIE } from "./device-proof.server";
import { LOGIN_MESSAGES, signIn } from "./login.server";
import { CookieJar } from "./test-utils.server";

export const PASSWORD = "Bezpieczne1!";
export const WRONG = "Zle-haslo1!";

export const attempt = (email: string, password: string, jar = new CookieJar()) =>
  signIn(jar.request("/logowanie"), { email, password, rememberMe: false });

/** The device cookie's Set-Cookie line among a response's headers. */
export const proofLine = (headers: Headers | undefined) => headers?.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));

/** A browser holding only a device cookie with `value` (as if set by us, or written by someone). */
export function browserWith(value: string, jar = new CookieJar()): CookieJar {
  const headers = new Headers();
  headers.append("Set-Cookie", `${DEVICE_COOKIE}=${value}; Path=/`);
  jar.store(headers);
  return jar;
}

/** The device cookie's value a jar holds. */
export const proofValue = (jar: CookieJar) => /(?:^|; )vp_device=([^;]+)/.exec(jar.request().headers.get("cookie") ?? "")?.[1] ?? "";

/** A browser that signed in to `email` before and has signed out since: it keeps the device cookie only. */
export async function knownBrowser(email: string, password = PASSWORD, jar = new CookieJar()): Promise<CookieJar> {
  const outcome = await attempt(email, password, jar);
  if (outcome.status !== "signed-in") throw new Error(`sign-in failed: ${outcome.status}`);
  const line = proofLine(outcome.headers);
  if (!line) throw new Error("no device proof was set");
  const headers = new Headers();
  headers.append("Set-Cookie", line);
  jar.store(headers);
  return jar;
}

/** Someone elsewhere (no proof) guesses five times: the account is locked for everyone without one. */
export async function lockOut(email: string, password = PASSWORD): Promise<void> {
  for (let i = 0; i < 5; i++) expect(await attempt(email, WRONG)).toMatchObject({ status: "failed", httpStatus: 401 });
  expect(await attempt(email, password)).toMatchObject({ status: "failed", message: LOGIN_MESSAGES.tooMany, httpStatus: 429 });
}

/** All attempts in a test file come from one address ("unknown"): each test starts with a fresh per-IP count. */
export const freshIpCount = () => clear(LIMITS.signInIp, "unknown");
