import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { signIn, TWO_FACTOR_MESSAGES, verifySecondFactor } from "./login.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile, previousStepCode } from "./test-utils.server";
import { hotp, matchingStep, pendingSecondFactorUser } from "./totp-replay.server";
import { confirmTwoFactorSetup, startTwoFactorSetup, twoFactorState } from "./two-factor.server";

// Issue #12 point 5: a TOTP code worked twice within its window. Now it works once per account.
mailSinkForFile();

const PASSWORD = "Bezpieczne1!";

async function userWithTwoFactor(email: string) {
  const userId = await createVerifiedUser(email, PASSWORD);
  const jar = await signedInJar(email, PASSWORD);
  await startTwoFactorSetup(jar.request("/profil/bezpieczenstwo"), userId, PASSWORD);
  const state = await twoFactorState(userId);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(state.pending!.secret), digits: 6, period: 30 });
  const confirmed = await confirmTwoFactorSetup(jar.request("/"), userId, await previousStepCode(totp));
  expect(confirmed.ok).toBe(true);
  return { userId, totp };
}

async function pendingSignIn(email: string) {
  const jar = new CookieJar();
  const first = await signIn(jar.request("/logowanie"), { email, password: PASSWORD, rememberMe: false });
  if (first.status !== "two-factor") throw new Error("expected the second step");
  jar.store(first.headers);
  return jar;
}

describe("TOTP replay", () => {
  it("refuses a code already used for the account, and hands out no session for it", async () => {
    const { userId, totp } = await userWithTwoFactor("replay@example.com");
    const code = totp.generate();
    const first = await verifySecondFactor((await pendingSignIn("replay@example.com")).request("/"), { method: "totp", code });
    expect(first.status).toBe("signed-in");
    const sessionsAfterFirst = (await db.select().from(session).where(eq(session.userId, userId))).length;

    const replay = await verifySecondFactor((await pendingSignIn("replay@example.com")).request("/"), { method: "totp", code });
    expect(replay).toMatchObject({ status: "failed", message: TWO_FACTOR_MESSAGES.codeUsed, httpStatus: 401 });
    expect((await db.select().from(session).where(eq(session.userId, userId))).length).toBe(sessionsAfterFirst);

    // An older code inside the window is refused too; the confirmation code of the setup as well.
    const older = totp.generate({ timestamp: Date.now() - 30_000 });
    const again = await verifySecondFactor((await pendingSignIn("replay@example.com")).request("/"), { method: "totp", code: older });
    expect(again.status).toBe("failed");
  });

  it("after a refused replay the same sign-in still takes the next code", async () => {
    const { totp } = await userWithTwoFactor("replay-next@example.com");
    const code = totp.generate();
    expect((await verifySecondFactor((await pendingSignIn("replay-next@example.com")).request("/"), { method: "totp", code })).status).toBe("signed-in");
    const jar = await pendingSignIn("replay-next@example.com");
    const replay = await verifySecondFactor(jar.request("/"), { method: "totp", code });
    if (replay.status === "failed" && replay.headers) jar.store(replay.headers);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const outcome = await verifySecondFactor(jar.request("/"), { method: "totp", code: next });
    expect(outcome.status === "failed" ? outcome.message : outcome.status).toBe("signed-in");
  });

  it("reads the pending sign-in only from Better Auth's own, correctly signed cookie", async () => {
    const { userId } = await userWithTwoFactor("pending-cookie@example.com");
    const cookie = (await pendingSignIn("pending-cookie@example.com")).request("/").headers.get("cookie")!;
    const [name, value] = cookie.split(";").map((c) => c.trim()).find((c) => c.includes("two_factor="))!.split(/=(.*)/s);
    const withCookie = (header: string) => new Request("http://localhost:3000/", { headers: { cookie: header } });
    expect(await pendingSecondFactorUser(withCookie(`${name}=${value}`))).toBe(userId);
    const decoded = decodeURIComponent(value!);
    const identifier = decoded.slice(0, decoded.lastIndexOf("."));
    const signature = decoded.slice(decoded.lastIndexOf(".") + 1);
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(await pendingSecondFactorUser(withCookie(`${name}=${encodeURIComponent(`${identifier}.${flipped}`)}`))).toBeNull(); // tampered
    expect(await pendingSecondFactorUser(withCookie(`${name}=${identifier}`))).toBeNull(); // unsigned
    expect(await pendingSecondFactorUser(withCookie(`__Secure-${name}=${value}`))).toBeNull(); // not the name Better Auth reads here
    expect(await pendingSecondFactorUser(withCookie(`${name}=${encodeURIComponent(`2fa-unknown.${signature}`)}`))).toBeNull();
  });

  it("lets only one of two simultaneous sign-ins with the same code through", async () => {
    const { totp } = await userWithTwoFactor("race@example.com");
    const code = totp.generate();
    const jars = [await pendingSignIn("race@example.com"), await pendingSignIn("race@example.com")];
    const outcomes = await Promise.all(jars.map((jar) => verifySecondFactor(jar.request("/"), { method: "totp", code })));
    expect(outcomes.filter((o) => o.status === "signed-in")).toHaveLength(1);
  });

  it("computes the same codes as an authenticator app", () => {
    const secret = "sekret-testowy-1234567890";
    const totp = new OTPAuth.TOTP({ secret: new OTPAuth.Secret({ buffer: new TextEncoder().encode(secret).buffer as ArrayBuffer }), digits: 6, period: 30 });
    const now = Date.UTC(2026, 10, 23, 2, 0, 0);
    expect(hotp(secret, Math.floor(now / 30_000))).toBe(totp.generate({ timestamp: now }));
    expect(matchingStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(Math.floor(now / 30_000) - 1);
    expect(matchingStep(secret, totp.generate({ timestamp: now - 90_000 }), now)).toBeNull();
  });
});
