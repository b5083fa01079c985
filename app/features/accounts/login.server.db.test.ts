import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimit, session, user } from "~/db/schema";
import * as loginRoute from "~/routes/auth/login";
import { action as loginAction } from "~/routes/auth/login";
import { callAction } from "../../../tests/route-harness";
import { LOGIN_MESSAGES, signIn, signOut, TWO_FACTOR_MESSAGES, verifySecondFactor } from "./login.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile, previousStepCode, switchOnTwoFactor } from "./test-utils.server";
import { confirmTwoFactorSetup, startTwoFactorSetup, twoFactorState } from "./two-factor.server";

mailSinkForFile();

const PASSWORD = "Bezpieczne1!";
const attempt = (email: string, password: string, jar = new CookieJar(), rememberMe = false) => signIn(jar.request("/logowanie"), { email, password, rememberMe });

describe("sign-in", () => {
  it("sets a persistent cookie only with 'Zapamiętaj mnie'", async () => {
    await createVerifiedUser("cookie@example.com", PASSWORD);
    const remembered = await attempt("cookie@example.com", PASSWORD, new CookieJar(), true);
    const once = await attempt("cookie@example.com", PASSWORD, new CookieJar(), false);
    if (remembered.status !== "signed-in" || once.status !== "signed-in") throw new Error("expected sign-in");
    const sessionCookie = (h: Headers) => h.getSetCookie().find((c) => c.startsWith("vp.session_token="))!;
    expect(sessionCookie(remembered.headers)).toMatch(/Max-Age=\d+/i);
    expect(sessionCookie(once.headers)).not.toMatch(/Max-Age|Expires/i);
    expect(sessionCookie(once.headers)).toMatch(/HttpOnly/i);
    expect(sessionCookie(once.headers)).toMatch(/SameSite=Lax/i);
  });

  it("locks the account after 5 wrong passwords, even for the right one, and only that account", async () => {
    await createVerifiedUser("lock@example.com", PASSWORD);
    await createVerifiedUser("other@example.com", PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect(await attempt("lock@example.com", "Zle-haslo1!")).toMatchObject({ status: "failed", message: LOGIN_MESSAGES.invalid, httpStatus: 401 });
    }
    expect(await attempt("lock@example.com", PASSWORD)).toMatchObject({ status: "failed", message: LOGIN_MESSAGES.tooMany, httpStatus: 429 });
    expect((await attempt("other@example.com", PASSWORD)).status).toBe("signed-in");
    // The window ends: the account can sign in again.
    await db.update(rateLimit).set({ lastRequest: Date.now() - 1 });
    expect((await attempt("lock@example.com", PASSWORD)).status).toBe("signed-in");
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    await createVerifiedUser("forgive@example.com", PASSWORD);
    for (let i = 0; i < 4; i++) await attempt("forgive@example.com", "Zle-haslo1!");
    expect((await attempt("forgive@example.com", PASSWORD)).status).toBe("signed-in");
    for (let i = 0; i < 4; i++) expect(await attempt("forgive@example.com", "Zle-haslo1!")).toMatchObject({ httpStatus: 401 });
  });

  it("counts unknown addresses like real ones (no hint that an account exists)", async () => {
    for (let i = 0; i < 5; i++) expect(await attempt("ghost@example.com", PASSWORD)).toMatchObject({ httpStatus: 401 });
    expect(await attempt("ghost@example.com", PASSWORD)).toMatchObject({ message: LOGIN_MESSAGES.tooMany });
  });

  it("ignores an open redirect in redirectTo and forwards the session cookie", async () => {
    await createVerifiedUser("redirect@example.com", PASSWORD);
    const post = (redirectTo: string) =>
      loginAction({
        request: new Request("http://localhost:3000/logowanie", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
          body: new URLSearchParams({ email: "redirect@example.com", password: PASSWORD, redirectTo }),
        }),
        params: {},
        context: new RouterContextProvider(),
      } as never) as Promise<Response>;
    const evil = await post("//evil.example");
    expect(evil.status).toBe(302);
    expect(evil.headers.get("location")).toBe("/profil");
    expect(evil.headers.getSetCookie().some((c) => c.startsWith("vp.session_token="))).toBe(true);
    expect((await post("/produkty?trending=true")).headers.get("location")).toBe("/produkty?trending=true");
  });

  it("refuses a form posted from another site (root same-origin middleware), signing nobody in", async () => {
    await createVerifiedUser("cross@example.com", PASSWORD);
    const res = await callAction(loginRoute, { path: "/logowanie", form: { email: "cross@example.com", password: PASSWORD }, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("signs out: the session no longer exists", async () => {
    await createVerifiedUser("bye@example.com", PASSWORD);
    const jar = await signedInJar("bye@example.com", PASSWORD);
    const [u] = await db.select({ id: user.id }).from(user).where(eq(user.email, "bye@example.com"));
    expect(await db.select().from(session).where(eq(session.userId, u!.id))).toHaveLength(1);
    jar.store(await signOut(jar.request("/wyloguj")));
    expect(await db.select().from(session).where(eq(session.userId, u!.id))).toHaveLength(0);
    expect(jar.has("vp.session_token")).toBe(false);
  });
});

/** A verified account with two-factor sign-in switched on (its own, so each test stands alone). */
async function withTwoFactor(email: string) {
  const userId = await createVerifiedUser(email, PASSWORD);
  return switchOnTwoFactor(await signedInJar(email, PASSWORD), userId, PASSWORD);
}

describe("two-factor sign-in", () => {

  it("switches on with a code from the app and hands out backup codes", async () => {
    const userId = await createVerifiedUser("twofa@example.com", PASSWORD);
    const jar = await signedInJar("twofa@example.com", PASSWORD);
    expect(await startTwoFactorSetup(jar.request("/profil/bezpieczenstwo"), userId, "Zle-haslo1!")).toMatchObject({ ok: false });
    expect(await startTwoFactorSetup(jar.request("/profil/bezpieczenstwo"), userId, PASSWORD)).toEqual({ ok: true });
    const state = await twoFactorState(userId);
    expect(state.enabled).toBe(false);
    expect(state.pending?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(state.pending!.secret), digits: 6, period: 30 });
    expect(state.pending!.uri).toContain(`secret=${state.pending!.secret}`);

    expect(await confirmTwoFactorSetup(jar.request("/"), userId, "000000")).toMatchObject({ ok: false });
    // The previous step's code (still accepted): the sign-in below uses the current step, and a used
    // step is refused afterwards (issue #12 point 5).
    const confirmed = await confirmTwoFactorSetup(jar.request("/"), userId, await previousStepCode(totp));
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    expect(confirmed.backupCodes).toHaveLength(10);
    expect((await twoFactorState(userId)).enabled).toBe(true);
  });

  it("asks for the second step after the password, and accepts only the right code", async () => {
    const { totp } = await withTwoFactor("twofa-step@example.com");
    const jar = new CookieJar();
    const first = await attempt("twofa-step@example.com", PASSWORD, jar);
    expect(first.status).toBe("two-factor");
    if (first.status !== "two-factor") return;
    jar.store(first.headers);
    expect(jar.has("vp.session_token")).toBe(false);
    expect(jar.has("vp.two_factor")).toBe(true);

    const wrong = await verifySecondFactor(jar.request("/logowanie/weryfikacja"), { method: "totp", code: "000000" });
    expect(wrong).toMatchObject({ status: "failed", message: TWO_FACTOR_MESSAGES.invalidCode });
    const right = await verifySecondFactor(jar.request("/logowanie/weryfikacja"), { method: "totp", code: totp.generate() });
    expect(right.status).toBe("signed-in");
    if (right.status === "signed-in") jar.store(right.headers);
    expect(jar.has("vp.session_token")).toBe(true);
  });

  it("keeps the pending sign-in through four wrong codes, then accepts the right one", async () => {
    const { totp } = await withTwoFactor("twofa-four@example.com");
    const jar = new CookieJar();
    const first = await attempt("twofa-four@example.com", PASSWORD, jar);
    if (first.status !== "two-factor") throw new Error(first.status);
    jar.store(first.headers);
    for (let i = 0; i < 4; i++) {
      const wrong = await verifySecondFactor(jar.request("/logowanie/weryfikacja"), { method: "totp", code: String(100000 + i) });
      expect({ i, message: wrong.status === "failed" ? wrong.message : wrong.status }).toEqual({ i, message: TWO_FACTOR_MESSAGES.invalidCode });
      if (wrong.headers) jar.store(wrong.headers);
    }
    const right = await verifySecondFactor(jar.request("/logowanie/weryfikacja"), { method: "totp", code: totp.generate() });
    expect(right.status).toBe("signed-in");
  });

  it("accepts a backup code once", async () => {
    const { backupCodes } = await withTwoFactor("twofa-backup@example.com");
    const code = backupCodes[0]!;
    const jar = new CookieJar();
    const first = await attempt("twofa-backup@example.com", PASSWORD, jar);
    if (first.status !== "two-factor") throw new Error("expected the second step");
    jar.store(first.headers);
    expect((await verifySecondFactor(jar.request("/"), { method: "backup", code })).status).toBe("signed-in");

    const again = new CookieJar();
    const second = await attempt("twofa-backup@example.com", PASSWORD, again);
    if (second.status !== "two-factor") throw new Error("expected the second step");
    again.store(second.headers);
    expect(await verifySecondFactor(again.request("/"), { method: "backup", code })).toMatchObject({
      status: "failed",
      message: TWO_FACTOR_MESSAGES.invalidBackupCode,
    });
  });

  it("refuses the second step without a pending sign-in", async () => {
    expect(await verifySecondFactor(new CookieJar().request("/"), { method: "totp", code: "123456" })).toMatchObject({
      status: "failed",
      message: TWO_FACTOR_MESSAGES.expired,
    });
  });
});
