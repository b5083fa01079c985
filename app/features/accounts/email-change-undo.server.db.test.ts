import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { getSessionUser } from "~/features/access/session.server";
import { readUndoLink, undoEmailChange } from "./email-change-undo.server";
import { requestEmailChange } from "./email-change.server";
import { verifyEmailLink } from "./email-verification.server";
import { checkResetToken } from "./password-reset.server";
import { createVerifiedUser, signedInJar, mailSinkForFile } from "./test-utils.server";

// ADR 121: the notice to the old address carries a 7-day, single-use undo link. Using it restores
// the old address, signs every device out and mails a reset link there.
const sink = mailSinkForFile();
const PASSWORD = "Bezpieczne1!";
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const accountOf = async (id: string) => (await db.select().from(user).where(eq(user.id, id)))[0]!;

/** An account whose address was changed (by whoever held its session and password); the undo token. */
async function changedAccount() {
  const oldEmail = address("wlasciciel");
  const id = await createVerifiedUser(oldEmail, PASSWORD);
  const jar = await signedInJar(oldEmail, PASSWORD);
  const who = (await getSessionUser(jar.request("/", { method: "GET" })))!;
  const newEmail = address("intruz");
  await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail, password: PASSWORD });
  const confirm = (await sink.linkTo(newEmail, "/weryfikacja-email")).searchParams.get("token")!;
  expect(await verifyEmailLink(jar.request("/weryfikacja-email", { method: "POST" }), confirm)).toMatchObject({ status: "verified" });
  const token = (await sink.linkTo(oldEmail, "/cofnij-zmiane-email")).searchParams.get("token")!;
  return { id, oldEmail, newEmail, jar, token };
}

describe("undoing an e-mail change from the old address", () => {
  it("shows what it would undo without using it, then restores the address once, signs out everywhere and sends a reset link", async () => {
    const { id, oldEmail, newEmail, jar, token } = await changedAccount();
    expect(await readUndoLink(token)).toEqual({ status: "valid", userId: id, oldEmail, newEmail });
    expect(await readUndoLink(token)).toMatchObject({ status: "valid" }); // reading twice uses nothing
    expect((await accountOf(id)).email).toBe(newEmail);

    expect(await undoEmailChange(token)).toEqual({ ok: true, email: oldEmail });
    expect(await accountOf(id)).toMatchObject({ email: oldEmail, emailVerified: true });
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(await getSessionUser(jar.request("/", { method: "GET" }))).toBeNull();
    const reset = (await sink.linkTo(oldEmail, "/update-password")).searchParams.get("token")!;
    expect(await checkResetToken(reset)).toEqual({ status: "valid", userId: id });

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

  it("refuses when the address changed again since, or the old one now belongs to someone else", async () => {
    const first = await changedAccount();
    const third = address("trzeci");
    await db.update(user).set({ email: third }).where(eq(user.id, first.id));
    expect(await undoEmailChange(first.token)).toEqual({ ok: false, reason: "stale" });
    expect((await accountOf(first.id)).email).toBe(third);

    const second = await changedAccount();
    await createVerifiedUser(second.oldEmail, PASSWORD); // the freed address was registered meanwhile
    expect(await undoEmailChange(second.token)).toEqual({ ok: false, reason: "taken" });
    expect((await accountOf(second.id)).email).toBe(second.newEmail);
    expect((await db.select().from(session).where(eq(session.userId, second.id))).length).toBeGreaterThan(0);
  });

  it("refuses made-up and malformed tokens without touching anything", async () => {
    for (const token of ["", "x".repeat(43), "a'; DROP TABLE user;--", "y".repeat(5000)]) {
      expect(await readUndoLink(token)).toEqual({ status: "invalid" });
      expect(await undoEmailChange(token)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});
