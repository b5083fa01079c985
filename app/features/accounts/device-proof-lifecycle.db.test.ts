import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { attempt, freshIpCount, knownBrowser, lockOut, PASSWORD, proofLine, proofValue } from "./device-proof-test-support";
import { LOGIN_MESSAGES, verifySecondFactor } from "./login.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { purgeDueAccounts, requestAccountDeletion } from "./profile-deletion.server";
import { changePassword } from "./security.server";
import { CookieJar, createVerifiedUser, mailSinkForFile, signedInJar, switchOnTwoFactor } from "./test-utils.server";

// ADR 205: what makes a device proof useless (a new password, the account's deletion) and when one is
// given (only once the sign-in is complete).
const sink = mailSinkForFile();

beforeEach(freshIpCount);

const NEW = "Nowe-haslo2?";
const tooMany = { status: "failed", message: LOGIN_MESSAGES.tooMany, httpStatus: 429 };

describe("a device proof becomes useless", () => {
  it("when the password is changed; the browser that changed it gets a new one", async () => {
    const id = await createVerifiedUser("change-dev@example.com", PASSWORD);
    const before = await knownBrowser("change-dev@example.com");
    const session = await signedInJar("change-dev@example.com", PASSWORD);
    const outcome = await changePassword(session.request("/profil/bezpieczenstwo"), { id, email: "change-dev@example.com", name: "Test Testowy" }, {
      currentPassword: PASSWORD,
      newPassword: NEW,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(proofLine(outcome.headers)).toBeDefined();
    session.store(outcome.headers);
    await lockOut("change-dev@example.com", NEW);
    expect(await attempt("change-dev@example.com", NEW, before)).toMatchObject(tooMany);
    expect((await attempt("change-dev@example.com", NEW, session)).status).toBe("signed-in");
  });

  it("when the password is reset by e-mail (which still clears the account's lock)", async () => {
    await createVerifiedUser("reset-dev@example.com", PASSWORD);
    const before = await knownBrowser("reset-dev@example.com");
    await lockOut("reset-dev@example.com");
    await requestPasswordReset(new CookieJar().request("/reset-hasla"), "reset-dev@example.com");
    const token = (await sink.linkTo("reset-dev@example.com", "/update-password")).searchParams.get("token")!;
    expect(await resetPassword(token, NEW)).toEqual({ status: "done" });
    // The reset lifted the lock: any browser signs in with the new password.
    const after = await knownBrowser("reset-dev@example.com", NEW);
    await lockOut("reset-dev@example.com", NEW);
    expect(await attempt("reset-dev@example.com", NEW, before)).toMatchObject(tooMany);
    expect((await attempt("reset-dev@example.com", NEW, after)).status).toBe("signed-in");
  });

  it("when the account is deleted, also for a new account at the same address", async () => {
    const oldId = await createVerifiedUser("gone-dev@example.com", PASSWORD);
    const before = await knownBrowser("gone-dev@example.com");
    await requestAccountDeletion(oldId);
    await db.update(profiles).set({ dataDeletionRequestedAt: sql`now() - make_interval(days => 8)` }).where(eq(profiles.id, oldId));
    expect(await purgeDueAccounts()).toContain(oldId);
    const newId = await createVerifiedUser("gone-dev@example.com", PASSWORD);
    expect(newId).not.toBe(oldId);
    await lockOut("gone-dev@example.com");
    expect(await attempt("gone-dev@example.com", PASSWORD, before)).toMatchObject(tooMany);
  });
});

describe("with two-factor sign-in", () => {
  it("the proof is given after the second step, and then passes the lock to the second step", async () => {
    const userId = await createVerifiedUser("twofa-dev@example.com", PASSWORD);
    const { totp } = await switchOnTwoFactor(await signedInJar("twofa-dev@example.com", PASSWORD), userId, PASSWORD);
    const jar = new CookieJar();
    const first = await attempt("twofa-dev@example.com", PASSWORD, jar);
    if (first.status !== "two-factor") throw new Error(first.status);
    expect(proofLine(first.headers)).toBeUndefined();
    jar.store(first.headers);
    const second = await verifySecondFactor(jar.request("/logowanie/weryfikacja"), { method: "totp", code: totp.generate() });
    if (second.status !== "signed-in") throw new Error(second.status);
    expect(proofLine(second.headers)).toBeDefined();
    const known = new CookieJar();
    const headers = new Headers();
    headers.append("Set-Cookie", proofLine(second.headers)!);
    known.store(headers);
    expect(proofValue(known)).not.toBe("");

    await lockOut("twofa-dev@example.com");
    expect((await attempt("twofa-dev@example.com", PASSWORD, known)).status).toBe("two-factor");
  });

  it("a backup code completes the sign-in with a proof too", async () => {
    const userId = await createVerifiedUser("backup-dev@example.com", PASSWORD);
    const { backupCodes } = await switchOnTwoFactor(await signedInJar("backup-dev@example.com", PASSWORD), userId, PASSWORD);
    const jar = new CookieJar();
    const first = await attempt("backup-dev@example.com", PASSWORD, jar);
    if (first.status !== "two-factor") throw new Error(first.status);
    jar.store(first.headers);
    const second = await verifySecondFactor(jar.request("/logowanie/weryfikacja"), { method: "backup", code: backupCodes[0]! });
    expect(second.status === "signed-in" && proofLine(second.headers)).toBeTruthy();
  });
});
