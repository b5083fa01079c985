import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, session, user } from "~/db/schema";
import { getSessionUser } from "~/features/access/session.server";
import { readUndoLink, undoEmailChange } from "./email-change-undo.server";
import { requestEmailChange } from "./email-change.server";
import { verifyEmailLink } from "./email-verification.server";
import { checkResetToken, resetPassword, RESET_MESSAGES } from "./password-reset.server";
import { twoFactorState } from "./two-factor.server";
import { verifyPassword } from "./password.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile, switchOnTwoFactor } from "./test-utils.server";

// ADR 121: the notice to the old address carries a 7-day, single-use undo link. Using it restores
// the old address, signs every device out and mails a reset link there.
const sink = mailSinkForFile();
const PASSWORD = "Bezpieczne1!";
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const accountOf = async (id: string) => (await db.select().from(user).where(eq(user.id, id)))[0]!;

/** Changes the signed-in account's address from `from` to `to` through the link sent to `to`; the undo token sent to `from`. */
async function change(jar: CookieJar, from: string, to: string) {
  const who = (await getSessionUser(jar.request("/", { method: "GET" })))!;
  await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: to, password: PASSWORD });
  const confirm = (await sink.linkTo(to, "/weryfikacja-email")).searchParams.get("token")!;
  expect(await verifyEmailLink(jar.request("/weryfikacja-email", { method: "POST" }), confirm, who.id)).toMatchObject({ status: "verified" });
  return (await sink.linkTo(from, "/cofnij-zmiane-email")).searchParams.get("token")!;
}

/** An account whose address was changed (by whoever held its session and password); the undo token. */
async function changedAccount() {
  const oldEmail = address("wlasciciel");
  const id = await createVerifiedUser(oldEmail, PASSWORD);
  const jar = await signedInJar(oldEmail, PASSWORD);
  const newEmail = address("intruz");
  const token = await change(jar, oldEmail, newEmail);
  return { id, oldEmail, newEmail, jar, token };
}

const passwordStillWorks = async (id: string) => {
  const [row] = await db.select({ hash: account.password }).from(account).where(eq(account.userId, id));
  return verifyPassword({ hash: row!.hash!, password: PASSWORD });
};

describe("undoing an e-mail change from the old address", () => {
  it("shows what it would undo without using it, then restores the address once, signs out everywhere and sends a reset link", async () => {
    const { id, oldEmail, newEmail, jar, token } = await changedAccount();
    expect(await readUndoLink(token)).toEqual({ status: "valid", userId: id, restore: oldEmail, current: newEmail });
    expect(await readUndoLink(token)).toMatchObject({ status: "valid" }); // reading twice uses nothing
    expect((await accountOf(id)).email).toBe(newEmail);

    expect(await undoEmailChange(token)).toEqual({ ok: true, email: oldEmail, twoFactorOff: false });
    expect(await accountOf(id)).toMatchObject({ email: oldEmail, emailVerified: true });
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(await getSessionUser(jar.request("/", { method: "GET" }))).toBeNull();
    expect(await passwordStillWorks(id)).toBe(false); // the intruder knew it: only the reset link opens the account
    const reset = (await sink.linkTo(oldEmail, "/update-password")).searchParams.get("token")!;
    expect(await checkResetToken(reset)).toEqual({ status: "valid", userId: id });
    // The reset cannot put back the password the intruder knew; any other one works.
    expect(await resetPassword(reset, PASSWORD)).toMatchObject({ status: "error", message: RESET_MESSAGES.samePassword, httpStatus: 400 });
    expect(await resetPassword(reset, "Calkiem-Nowe9!")).toEqual({ status: "done" });

    expect(await undoEmailChange(token)).toEqual({ ok: false, reason: "invalid" });
    expect(await readUndoLink(token)).toEqual({ status: "invalid" });
  });

  it("refuses a link after 7 days, and uses it up", async () => {
    const { id, newEmail, token } = await changedAccount();
    const later = new Date(Date.now() + 7 * 86_400_000 + 1000);
    expect(await readUndoLink(token, later)).toEqual({ status: "expired" });
    expect(await undoEmailChange(token, later)).toEqual({ ok: false, reason: "expired" });
    expect((await accountOf(id)).email).toBe(newEmail);
    expect(await undoEmailChange(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("cancels a change link asked for before the undo (it would change the address again, and sign in)", async () => {
    const { id, oldEmail, newEmail, jar, token } = await changedAccount();
    const who = (await getSessionUser(jar.request("/", { method: "GET" })))!;
    const again = address("znowu");
    await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: again, password: PASSWORD });
    const pending = (await sink.linkTo(again, "/weryfikacja-email")).searchParams.get("token")!;
    expect(await undoEmailChange(token)).toEqual({ ok: true, email: oldEmail, twoFactorOff: false });
    expect(await verifyEmailLink(new CookieJar().request("/weryfikacja-email", { method: "POST" }), pending, null)).toEqual({ status: "invalid" });
    expect((await accountOf(id)).email).toBe(oldEmail);
    expect(newEmail).not.toBe(again);
  });

  it("gives back the first address of a chain of changes, whichever link of it is used, once", async () => {
    const first = await changedAccount();
    const third = address("trzeci");
    const intrudersLink = await change(first.jar, first.newEmail, third); // its notice went to the intruder's mailbox
    expect(await readUndoLink(first.token)).toMatchObject({ restore: first.oldEmail, current: third });
    expect(await undoEmailChange(first.token)).toEqual({ ok: true, email: first.oldEmail, twoFactorOff: false });
    expect(await undoEmailChange(intrudersLink)).toEqual({ ok: false, reason: "invalid" }); // used up with the chain
    expect((await accountOf(first.id)).email).toBe(first.oldEmail);

    const second = await changedAccount();
    const ownLink = await change(second.jar, second.newEmail, address("czwarty"));
    expect(await undoEmailChange(ownLink)).toEqual({ ok: true, email: second.oldEmail, twoFactorOff: false }); // the intruder's own link only gives it back
    expect(await undoEmailChange(second.token)).toEqual({ ok: false, reason: "invalid" });
    expect((await accountOf(second.id)).email).toBe(second.oldEmail);
  });

  it("refuses, changing nothing, when the old address now belongs to someone else", async () => {
    const second = await changedAccount();
    await createVerifiedUser(second.oldEmail, PASSWORD); // the freed address was registered meanwhile
    expect(await undoEmailChange(second.token)).toEqual({ ok: false, reason: "taken" });
    expect((await accountOf(second.id)).email).toBe(second.newEmail);
    expect((await db.select().from(session).where(eq(session.userId, second.id))).length).toBeGreaterThan(0);
    expect(await passwordStillWorks(second.id)).toBe(true);
    expect(await readUndoLink(second.token)).toMatchObject({ status: "valid" });
  });

  it("turns off a second factor set up after the change (it would lock the owner out), and keeps the owner's own", async () => {
    const taken = await changedAccount();
    await switchOnTwoFactor(taken.jar, taken.id, PASSWORD); // the intruder's authenticator
    expect(await undoEmailChange(taken.token)).toEqual({ ok: true, email: taken.oldEmail, twoFactorOff: true });
    expect(await twoFactorState(taken.id)).toEqual({ enabled: false, pending: null, backupCodesLeft: null });
    expect((await accountOf(taken.id)).twoFactorEnabled).toBe(false);

    const ownerEmail = address("ostrozny");
    const id = await createVerifiedUser(ownerEmail, PASSWORD);
    const jar = await signedInJar(ownerEmail, PASSWORD);
    await switchOnTwoFactor(jar, id, PASSWORD); // the owner's, before anything happened
    const token = await change(jar, ownerEmail, address("intruz"));
    expect(await undoEmailChange(token)).toEqual({ ok: true, email: ownerEmail, twoFactorOff: false });
    expect((await twoFactorState(id)).enabled).toBe(true);
  });

  it("refuses made-up and malformed tokens without touching anything", async () => {
    for (const token of ["", "x".repeat(43), "a'; DROP TABLE user;--", "y".repeat(5000)]) {
      expect(await readUndoLink(token)).toEqual({ status: "invalid" });
      expect(await undoEmailChange(token)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
