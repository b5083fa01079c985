import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, session, user, verification } from "~/db/schema";
import { checkResetToken, requestPasswordReset, RESET_MESSAGES, resetPassword } from "./password-reset.server";
import { LOGIN_MESSAGES, signIn } from "./login.server";
import { clear, clientIp, LIMITS } from "~/server/rate-limit.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile } from "./test-utils.server";

const sink = mailSinkForFile();

const OLD = "Stare-haslo1!";
const NEW = "Nowe-haslo2?";
const ask = (email: string) => requestPasswordReset(new CookieJar().request("/reset-hasla"), email);
const tokenFor = async (email: string) => (await sink.linkTo(email, "/update-password")).searchParams.get("token")!;
const userId = async (email: string) => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
/** An account of its own with a reset link already e-mailed, so each test stands alone. */
const withResetLink = async (email: string) => {
  await createVerifiedUser(email, OLD);
  await ask(email);
  return tokenFor(email);
};

describe("password reset", () => {
  it("answers the same for an unknown address and sends nothing", async () => {
    expect(await ask("nobody@example.com")).toEqual({ ok: true });
    expect(await sink.to("nobody@example.com")).toHaveLength(0);
  });

  it("e-mails a 24-hour link to /update-password", async () => {
    await createVerifiedUser("reset@example.com", OLD);
    expect(await ask("reset@example.com")).toEqual({ ok: true });
    const link = await sink.linkTo("reset@example.com", "/update-password");
    expect(link.pathname).toBe("/update-password");
    const state = await checkResetToken(link.searchParams.get("token")!);
    expect(state.status).toBe("valid");
    const [row] = await db.select().from(verification).where(eq(verification.value, await userId("reset@example.com")));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // The table keeps a hash of the link's token, never the token itself.
    expect(row!.identifier).not.toContain(link.searchParams.get("token")!);
  });

  it("rejects the old password as the new one without spending the link", async () => {
    const token = await withResetLink("reset-same@example.com");
    expect(await resetPassword(token, OLD)).toEqual({ status: "error", message: RESET_MESSAGES.samePassword, httpStatus: 400 });
    expect((await checkResetToken(token)).status).toBe("valid");
  });

  it("sets the new password, signs out every session, tells the owner, and works only once", async () => {
    const token = await withResetLink("reset-done@example.com");
    await signedInJar("reset-done@example.com", OLD);
    await signedInJar("reset-done@example.com", OLD);
    const id = await userId("reset-done@example.com");
    expect(await db.select().from(session).where(eq(session.userId, id))).toHaveLength(2);
    const before = (await sink.to("reset-done@example.com")).length;

    expect(await resetPassword(token, NEW)).toEqual({ status: "done" });
    expect(await db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
    const mails = await sink.to("reset-done@example.com");
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.text).toContain("Twoje hasło zostało zmienione");

    expect(await signIn(new CookieJar().request("/"), { email: "reset-done@example.com", password: OLD, rememberMe: false })).toMatchObject({
      message: LOGIN_MESSAGES.invalid,
    });
    expect((await signIn(new CookieJar().request("/"), { email: "reset-done@example.com", password: NEW, rememberMe: false })).status).toBe("signed-in");

    expect(await resetPassword(token, "Inne-haslo3#")).toEqual({ status: "invalid" });
    expect((await checkResetToken(token)).status).toBe("invalid");
  });

  it("ends every other reset link of the account, and only of that account (review, session 27)", async () => {
    await createVerifiedUser("reset-many@example.com", OLD);
    const bystander = await withResetLink("reset-bystander@example.com");
    // Every test asks from the same address: its limit (10 in 15 minutes) is cleared around these three.
    const address = clientIp(new CookieJar().request("/reset-hasla"));
    await clear(LIMITS.resetIp, address);
    for (let i = 0; i < 3; i++) await ask("reset-many@example.com");
    await clear(LIMITS.resetIp, address);
    const tokens = (await sink.to("reset-many@example.com"))
      .map((mail) => /\/update-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .filter((token): token is string => !!token);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect((await checkResetToken(token)).status).toBe("valid");
    expect(await resetPassword(tokens[2], NEW)).toEqual({ status: "done" });
    // An older e-mail no longer sets a password (before: it took the account back with the old one).
    for (const token of tokens) expect(await resetPassword(token, OLD)).toEqual({ status: "invalid" });
    expect((await signIn(new CookieJar().request("/"), { email: "reset-many@example.com", password: NEW, rememberMe: false })).status).toBe("signed-in");
    expect((await checkResetToken(bystander)).status).toBe("valid");
  });

  it("reports an expired link as expired and changes nothing", async () => {
    await createVerifiedUser("late@example.com", OLD);
    await ask("late@example.com");
    const token = await tokenFor("late@example.com");
    const id = await userId("late@example.com");
    const [hashBefore] = await db.select({ p: account.password }).from(account).where(eq(account.userId, id));
    await db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.value, id));
    expect((await checkResetToken(token)).status).toBe("expired");
    expect((await resetPassword(token, NEW)).status).toMatch(/expired|invalid/);
    const [hashAfter] = await db.select({ p: account.password }).from(account).where(and(eq(account.userId, id)));
    expect(hashAfter!.p).toBe(hashBefore!.p);
  });

  it("limits requests per address: the 4th within 15 minutes gets the spec's message", async () => {
    await createVerifiedUser("many@example.com", OLD);
    for (let i = 0; i < 3; i++) expect(await ask("many@example.com")).toEqual({ ok: true });
    expect(await ask("many@example.com")).toMatchObject({ ok: false, message: RESET_MESSAGES.tooMany, httpStatus: 429 });
    const resets = (await sink.to("many@example.com")).filter((m) => m.text.includes("/update-password?token="));
    expect(resets).toHaveLength(3);
  });

  it("treats a made-up token as invalid", async () => {
    expect((await checkResetToken("zmyslony-token")).status).toBe("invalid");
    expect(await resetPassword("zmyslony-token", NEW)).toEqual({ status: "invalid" });
  });
});
