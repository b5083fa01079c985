import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, session } from "~/db/schema";
import { getSessionUser } from "~/features/access/session.server";
import { CHANGE_PASSWORD_MESSAGES, changePassword, listActiveSessions, revokeOtherSessions, revokeSession } from "./security.server";
import { LOGIN_MESSAGES, signIn, verifySecondFactor } from "./login.server";
import { checkResetToken, requestPasswordReset } from "./password-reset.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile, switchOnTwoFactor } from "./test-utils.server";
import { disableTwoFactor, regenerateBackupCodes, startTwoFactorSetup, twoFactorState, cancelTwoFactorSetup } from "./two-factor.server";

const sink = mailSinkForFile();

const PASSWORD = "Bezpieczne1!";
const NEW = "Jeszcze-lepsze2@";
const me = async (jar: CookieJar) => (await getSessionUser(jar.request("/", { method: "GET" })))!;

describe("password change in Bezpieczeństwo", () => {
  it("rejects a wrong current password and changes nothing", async () => {
    const id = await createVerifiedUser("change@example.com", PASSWORD);
    const jar = await signedInJar("change@example.com", PASSWORD);
    const [before] = await db.select({ hash: account.password }).from(account).where(eq(account.userId, id));
    const outcome = await changePassword(jar.request("/profil/bezpieczenstwo"), await me(jar), { currentPassword: "Zle-haslo1!", newPassword: NEW });
    expect(outcome).toEqual({ ok: false, message: CHANGE_PASSWORD_MESSAGES.wrongCurrent, httpStatus: 400 });
    const [after] = await db.select({ hash: account.password }).from(account).where(eq(account.userId, id));
    expect(after!.hash).toBe(before!.hash);
    expect(await me(jar)).not.toBeNull();
  });

  it("changes the password, keeps this device signed in, signs out the others and sends an e-mail", async () => {
    await createVerifiedUser("change2@example.com", PASSWORD);
    const jar = await signedInJar("change2@example.com", PASSWORD);
    const otherDevice = await signedInJar("change2@example.com", PASSWORD);
    const before = (await sink.to("change2@example.com")).length;
    const outcome = await changePassword(jar.request("/profil/bezpieczenstwo"), await me(jar), { currentPassword: PASSWORD, newPassword: NEW });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) jar.store(outcome.headers);
    expect(await me(jar)).not.toBeNull();
    expect(await getSessionUser(otherDevice.request("/", { method: "GET" }))).toBeNull();
    expect((await sink.to("change2@example.com")).length).toBe(before + 1);
    expect(await signIn(new CookieJar().request("/"), { email: "change2@example.com", password: PASSWORD, rememberMe: false })).toMatchObject({
      message: LOGIN_MESSAGES.invalid,
    });
  });

  it("ends the reset links e-mailed before the change (review, session 27)", async () => {
    await createVerifiedUser("change3@example.com", PASSWORD);
    await requestPasswordReset(new CookieJar().request("/reset-hasla"), "change3@example.com");
    const token = (await sink.linkTo("change3@example.com", "/update-password")).searchParams.get("token")!;
    expect((await checkResetToken(token)).status).toBe("valid");
    const jar = await signedInJar("change3@example.com", PASSWORD);
    expect((await changePassword(jar.request("/profil/bezpieczenstwo"), await me(jar), { currentPassword: PASSWORD, newPassword: NEW })).ok).toBe(true);
    expect((await checkResetToken(token)).status).toBe("invalid");
  });
});

describe("active sessions", () => {
  it("lists this user's sessions, marks the current one and signs out others", async () => {
    await createVerifiedUser("sessions@example.com", PASSWORD);
    await createVerifiedUser("stranger@example.com", PASSWORD);
    const current = await signedInJar("sessions@example.com", PASSWORD);
    const second = await signedInJar("sessions@example.com", PASSWORD);
    await signedInJar("sessions@example.com", PASSWORD);
    const strangerJar = await signedInJar("stranger@example.com", PASSWORD);
    const who = await me(current);
    const list = await listActiveSessions(who.id, who.sessionId);
    expect(list).toHaveLength(3);
    expect(list[0]!.current).toBe(true);
    expect(list.filter((s) => s.current)).toHaveLength(1);

    // Another user's session and the current one cannot be removed this way.
    const stranger = await me(strangerJar);
    expect(await revokeSession(who.id, who.sessionId, stranger.sessionId)).toBe(false);
    expect(await revokeSession(who.id, who.sessionId, who.sessionId)).toBe(false);
    expect(await revokeSession(who.id, who.sessionId, (await me(second)).sessionId)).toBe(true);
    expect(await getSessionUser(second.request("/", { method: "GET" }))).toBeNull();

    expect(await revokeOtherSessions(who.id, who.sessionId)).toBe(1);
    expect(await listActiveSessions(who.id, who.sessionId)).toHaveLength(1);
    expect(await me(strangerJar)).not.toBeNull();
    expect(await db.select().from(session).where(eq(session.userId, stranger.id))).toHaveLength(1);
  });
});

describe("two-factor settings", () => {
  it("needs the password to switch off, and a setup can be cancelled", async () => {
    const id = await createVerifiedUser("settings2fa@example.com", PASSWORD);
    const jar = await signedInJar("settings2fa@example.com", PASSWORD);
    await startTwoFactorSetup(jar.request("/"), id, PASSWORD);
    expect((await twoFactorState(id)).pending).not.toBeNull();
    await cancelTwoFactorSetup(id);
    expect(await twoFactorState(id)).toEqual({ enabled: false, pending: null, backupCodesLeft: null });
    // Nothing to switch off (review, session 27: a success and a false alert before).
    expect(await disableTwoFactor(jar.request("/"), id, PASSWORD)).toEqual({ ok: false, message: "Weryfikacja dwuetapowa nie jest włączona", httpStatus: 409 });
    await switchOnTwoFactor(jar, id, PASSWORD);
    expect(await disableTwoFactor(jar.request("/"), id, "Zle-haslo1!")).toMatchObject({ ok: false, message: "Nieprawidłowe hasło" });
    expect((await twoFactorState(id)).enabled).toBe(true);
  });
});

describe("two-factor changes (review, session 24)", () => {
  // The subject is MIME-encoded in the headers; the body carries the heading as written.
  const mailsWith = async (email: string, heading: string) => (await sink.to(email)).filter((m) => m.text.includes(heading));

  it("counts the unused backup codes and announces every change to the account's address", async () => {
    const email = "codes-left@example.com";
    const id = await createVerifiedUser(email, PASSWORD);
    const jar = await signedInJar(email, PASSWORD);
    const { backupCodes } = await switchOnTwoFactor(jar, id, PASSWORD);
    expect((await twoFactorState(id)).backupCodesLeft).toBe(10);
    expect(await mailsWith(email, "Weryfikacja dwuetapowa jest włączona")).toHaveLength(1);

    // A backup code that signs in is used up.
    const other = new CookieJar();
    const first = await signIn(other.request("/logowanie"), { email, password: PASSWORD, rememberMe: false });
    if (first.status !== "two-factor") throw new Error(first.status);
    other.store(first.headers);
    expect((await verifySecondFactor(other.request("/"), { method: "backup", code: backupCodes[3]! })).status).toBe("signed-in");
    expect((await twoFactorState(id)).backupCodesLeft).toBe(9);

    // A wrong password changes nothing and sends nothing.
    const before = (await sink.to(email)).length;
    expect(await regenerateBackupCodes(jar.request("/"), id, "Zle-haslo1!")).toMatchObject({ ok: false });
    expect((await twoFactorState(id)).backupCodesLeft).toBe(9);
    expect(await sink.to(email)).toHaveLength(before);

    const renewed = await regenerateBackupCodes(jar.request("/"), id, PASSWORD);
    expect(renewed.ok && renewed.backupCodes).toHaveLength(10);
    expect((await twoFactorState(id)).backupCodesLeft).toBe(10);
    expect(await mailsWith(email, "Wygenerowano nowe kody zapasowe")).toHaveLength(1);

    expect((await disableTwoFactor(jar.request("/"), id, PASSWORD)).ok).toBe(true);
    expect(await twoFactorState(id)).toEqual({ enabled: false, pending: null, backupCodesLeft: null });
    const [off] = await mailsWith(email, "Weryfikacja dwuetapowa została wyłączona");
    expect(off?.text).toContain("Do logowania wystarczy teraz samo hasło.");
    expect(off?.text).toContain("/reset-hasla");
    // Again, from an older tab: refused, and no second alert (review, session 27).
    const mails = (await sink.to(email)).length;
    expect(await disableTwoFactor(jar.request("/"), id, PASSWORD)).toEqual({ ok: false, message: "Weryfikacja dwuetapowa nie jest włączona", httpStatus: 409 });
    expect(await sink.to(email)).toHaveLength(mails);
  });
});
