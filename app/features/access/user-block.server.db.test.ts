import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, profiles, session } from "~/db/schema";
import { signIn } from "~/features/accounts/login.server";
import { CookieJar, createVerifiedUser, mailSinkForFile, signedInJar } from "~/features/accounts/test-utils.server";
import * as usersRoute from "~/routes/admin/users";
import * as adminLayout from "~/routes/admin/layout";
import { callAction } from "../../../tests/route-harness";
import { assignRole as giveRole, createRole, createUser } from "../../../tests/factories/users";
import { assignRole } from "./assignments.server";
import { PERMISSIONS } from "./permissions";
import { ROLE_MESSAGES } from "./role-rules";
import { BAD_FORM_MESSAGE } from "~/utils/form";
import { BLOCK_MESSAGES } from "./user-block";
import { blockUser, isBlocked, unblockUser } from "./user-block.server";
import { listUsers, userStats } from "./user-directory.server";

// ADR 158 (PGlite and PostgreSQL): a blocked account cannot sign in and its sessions end at once.

const sink = mailSinkForFile();

const PASSWORD = "Bezpieczne1!";
const moderatorActor = async () => {
  const m = await createUser();
  await giveRole(m.id, "moderator");
  return { id: m.id, permissions: ["user:block", "user:read", "admin:access"] as const };
};

describe("blocking an account", () => {
  it("ends its sessions, refuses its sign-in with the block's message, and lets it in again once unblocked", async () => {
    const email = `blok-${Date.now()}@example.com`;
    const id = await createVerifiedUser(email, PASSWORD);
    await signedInJar(email, PASSWORD);
    expect((await db.select().from(session).where(eq(session.userId, id))).length).toBe(1);
    const actor = await moderatorActor();
    // The sign-in is kept on the profile: the panel still knows it once the block ends the sessions.
    const [signedIn] = await db.select({ at: profiles.lastSignedInAt }).from(profiles).where(eq(profiles.id, id));
    expect(signedIn!.at).toBeInstanceOf(Date);

    expect(await blockUser(actor, { userId: id, reason: "Spam w opiniach" })).toEqual({ ok: true, value: undefined });
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect((await db.select({ at: profiles.lastSignedInAt }).from(profiles).where(eq(profiles.id, id)))[0]!.at).toEqual(signedIn!.at);
    expect(await isBlocked(id)).toBe(true);
    const refused = await signIn(new CookieJar().request("/logowanie"), { email, password: PASSWORD, rememberMe: false });
    expect(refused).toMatchObject({ status: "failed", message: BLOCK_MESSAGES.signIn, httpStatus: 403 });
    expect(await db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    // A wrong password says nothing about the block.
    expect(await signIn(new CookieJar().request("/logowanie"), { email, password: "Zle-haslo1!", rememberMe: false })).toMatchObject({ httpStatus: 401 });
    const listed = (await listUsers({ search: email, role: null, page: 1 })).rows[0];
    expect(listed).toMatchObject({ id, blockedReason: "Spam w opiniach", blockedByName: "Testowy Użytkownik" });
    expect(listed.blockedAt).toBeInstanceOf(Date);
    // The list's 'Tylko zablokowane' filter and the stat card count it.
    expect((await listUsers({ search: email, role: null, page: 1, blocked: true })).rows.map((r) => r.id)).toEqual([id]);
    expect((await userStats()).blocked).toBeGreaterThanOrEqual(1);

    expect(await blockUser(actor, { userId: id, reason: "" })).toEqual({ ok: false, message: BLOCK_MESSAGES.already, httpStatus: 409 });
    // Right-password attempts while blocked are given back (review, session 29: the 6th said 'too many'
    // and unblocking left the account locked out for 15 minutes).
    for (let i = 0; i < 6; i++) {
      expect(await signIn(new CookieJar().request("/logowanie"), { email, password: PASSWORD, rememberMe: false })).toMatchObject({ httpStatus: 403 });
    }
    // A blocked account gets no panel role (blocking refuses staff; this keeps the two apart).
    const admin = { id: (await createUser({ traits: ["admin"] })).id, permissions: [...PERMISSIONS] };
    expect(await assignRole(admin, { userId: id, roleName: "editor", expiresAt: null })).toMatchObject({ ok: false, message: ROLE_MESSAGES.blockedAccount, httpStatus: 409 });
    expect(await unblockUser(admin, { userId: id })).toEqual({ ok: true, value: undefined });
    expect(await unblockUser(admin, { userId: id })).toEqual({ ok: false, message: BLOCK_MESSAGES.notBlocked, httpStatus: 409 });
    // The person hears the block was lifted, once (the second, refused unblock sends nothing; session 37).
    const unblocked = (await sink.to(email)).filter((m) => m.text.includes("Twoje konto zostało odblokowane"));
    expect(unblocked).toHaveLength(1);
    expect(unblocked[0]!.text).toContain("/logowanie");
    expect((await listUsers({ search: email, role: null, page: 1, blocked: true })).total).toBe(0);
    expect((await signIn(new CookieJar().request("/logowanie"), { email, password: PASSWORD, rememberMe: false })).status).toBe("signed-in");
  });

  it("blocks a holder of a role without panel access; a role with it makes staff (session 37 review)", async () => {
    const actor = await moderatorActor();
    const trusted = await createRole(["review:moderate"]);
    const reviewer = await createUser();
    await giveRole(reviewer.id, trusted.name);
    const [listed] = (await listUsers({ search: reviewer.email, role: null, page: 1 })).rows;
    expect(listed).toMatchObject({ id: reviewer.id, staff: false });
    expect(await blockUser(actor, { userId: reviewer.id, reason: "" })).toEqual({ ok: true, value: undefined });
    const panel = await createRole(["admin:access", "review:moderate"]);
    const helper = await createUser();
    await giveRole(helper.id, panel.name);
    expect((await listUsers({ search: helper.email, role: null, page: 1 })).rows[0]).toMatchObject({ staff: true });
    expect(await blockUser(actor, { userId: helper.id, reason: "" })).toMatchObject({ ok: false, message: BLOCK_MESSAGES.staff, httpStatus: 409 });
  });

  it("refuses the actor's own account, a holder of a panel role and an unknown id", async () => {
    const actor = await moderatorActor();
    expect(await blockUser(actor, { userId: actor.id, reason: "" })).toMatchObject({ ok: false, message: BLOCK_MESSAGES.self, httpStatus: 400 });
    const editor = await createUser({ traits: ["editor"] });
    expect(await blockUser(actor, { userId: editor.id, reason: "" })).toMatchObject({ ok: false, message: BLOCK_MESSAGES.staff, httpStatus: 409 });
    expect(await isBlocked(editor.id)).toBe(false);
    expect(await blockUser(actor, { userId: "nie-ma-takiego", reason: "" })).toMatchObject({ ok: false, httpStatus: 404 });
    // An account without a profile row (from before profiles existed) is blocked all the same.
    const old = await createUser();
    await db.delete(profiles).where(eq(profiles.id, old.id));
    expect(await blockUser(actor, { userId: old.id, reason: "" })).toEqual({ ok: true, value: undefined });
    expect(await isBlocked(old.id)).toBe(true);
  });

  it("through the users screen: a moderator blocks; an editor is refused; a long reason is refused with its message", async () => {
    const target = await createUser();
    const moderator = await createUser({ traits: ["moderator"] });
    const editor = await createUser({ traits: ["editor"] });
    const post = async (who: typeof moderator, form: Record<string, string>) =>
      callAction<{ ok: boolean; message: string }>([adminLayout, usersRoute], { path: "/admin/uzytkownicy", user: who, fetcher: true, form });
    expect((await post(editor, { intent: "block", userId: target.id, reason: "" })).status).toBe(403);
    const long = await post(moderator, { intent: "block", userId: target.id, reason: "x".repeat(501) });
    expect(long).toMatchObject({ status: 400, data: { ok: false, message: BLOCK_MESSAGES.reasonTooLong } });
    expect(await isBlocked(target.id)).toBe(false);
    expect(await post(moderator, { intent: "block", userId: target.id, reason: "Obraźliwe opinie", silentReason: "Prośba policji: postępowanie w toku" })).toMatchObject({ status: 200, data: { ok: true, message: BLOCK_MESSAGES.blocked } });
    expect(await isBlocked(target.id)).toBe(true);
    expect(await post(moderator, { intent: "unblock", userId: target.id })).toMatchObject({ data: { ok: true, message: BLOCK_MESSAGES.unblocked } });
    // A crafted form with two intents: the first decides the permission, the answer is Polish.
    const crafted = await callAction<{ message: string }>([adminLayout, usersRoute], { path: "/admin/uzytkownicy", user: moderator, fetcher: true, form: { intent: ["block", "assign"], userId: target.id } });
    expect(crafted).toMatchObject({ status: 400, data: { message: BAD_FORM_MESSAGE } });
  });

  it("a block for a time ends by itself; the person is told when, and not the panel's note (ADR 173)", async () => {
    const email = `blok-czas-${Date.now()}@example.com`;
    const id = await createVerifiedUser(email, PASSWORD);
    const moderator = await createUser({ traits: ["moderator"] });
    const post = (form: Record<string, string>) =>
      callAction<{ ok: boolean; message: string }>([adminLayout, usersRoute], { path: "/admin/uzytkownicy", user: moderator, fetcher: true, form });
    expect(await post({ intent: "block", userId: id, reason: "", days: "5" })).toMatchObject({ status: 400, data: { message: BLOCK_MESSAGES.badDuration } });
    const twice = await callAction<{ message: string }>([adminLayout, usersRoute], { path: "/admin/uzytkownicy", user: moderator, fetcher: true, form: { intent: "block", userId: id, reason: "", days: ["1", "90"] } });
    expect(twice).toMatchObject({ status: 400, data: { message: BLOCK_MESSAGES.badDuration } });
    expect(await post({ intent: "block", userId: "x".repeat(101), reason: "" })).toMatchObject({ status: 400, data: { message: "Brak użytkownika." } });
    expect(await isBlocked(id)).toBe(false);
    const before = Date.now();
    expect(await post({ intent: "block", userId: id, reason: "", days: "7", notify: "on", ground: "nonsense" })).toMatchObject({ status: 400, data: { message: BLOCK_MESSAGES.badGround } });
    expect(await post({ intent: "block", userId: id, reason: "Notatka tylko dla panelu", days: "7", notify: "on", ground: "spam" })).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await db.select({ until: profiles.blockedUntil }).from(profiles).where(eq(profiles.id, id));
    const days = (row!.until!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await listUsers({ search: email, role: null, page: 1 })).rows[0]).toMatchObject({ blockedUntil: row!.until });
    const blockMails = async () => (await sink.to(email)).filter((m) => m.text.includes("Twoje konto zostało zablokowane"));
    const [mail] = await blockMails();
    expect(mail!.text).toContain("Blokada potrwa do ");
    expect(mail!.text).toContain("Powód: spam lub reklama.");
    expect(mail!.text).toContain("/kontakt");
    // ADR 203: /kontakt has no form — the mail names the contact mailbox it lists, and a fitting closing line.
    expect(mail!.text).toContain("napisz do nas na adres kontakt@viralneprodukty.pl");
    expect(mail!.text).toContain('href="mailto:kontakt@viralneprodukty.pl"');
    expect(mail!.text).not.toMatch(/formularz|w celu ochrony Twojego konta/);
    expect(mail!.text).toContain("uzasadnia decyzję o blokadzie");
    expect(mail!.text).not.toContain("Notatka tylko dla panelu");
    const [entry] = await db.select({ details: activityLog.details }).from(activityLog).where(and(eq(activityLog.subjectId, id), eq(activityLog.action, "blocked")));
    expect(entry!.details).toEqual({ reason: "Notatka tylko dla panelu", until: row!.until!.toISOString(), ground: "spam" });
    expect((await signIn(new CookieJar().request("/logowanie"), { email, password: PASSWORD, rememberMe: false })).status).toBe("failed");

    // The time is up: the account signs in, counts as not blocked, and can be blocked again.
    await db.update(profiles).set({ blockedUntil: sql`now() - interval '1 second'` }).where(eq(profiles.id, id));
    expect(await isBlocked(id)).toBe(false);
    expect((await listUsers({ search: email, role: null, page: 1 })).rows[0]).toMatchObject({ blockedAt: null, blockedUntil: null, blockedReason: null });
    expect((await listUsers({ search: email, role: null, page: 1, blocked: true })).total).toBe(0);
    expect((await signIn(new CookieJar().request("/logowanie"), { email, password: PASSWORD, rememberMe: false })).status).toBe("signed-in");
    expect(await unblockUser({ id: moderator.id, permissions: [] }, { userId: id })).toMatchObject({ ok: false, message: BLOCK_MESSAGES.notBlocked });
    // ADR 203 (DSA art. 17): without "notify" a recorded reason is required; then nothing is sent,
    // the reason is in the change log; without a duration the block lasts until lifted.
    expect(await post({ intent: "block", userId: id, reason: "" })).toMatchObject({ status: 400, data: { message: BLOCK_MESSAGES.silentReasonMissing } });
    expect(await post({ intent: "block", userId: id, reason: "", silentReason: "   krótko  " })).toMatchObject({ status: 400, data: { message: BLOCK_MESSAGES.silentReasonMissing } });
    expect(await isBlocked(id)).toBe(false);
    expect(await post({ intent: "block", userId: id, reason: "", silentReason: "Prośba policji: postępowanie w toku" })).toMatchObject({ status: 200, data: { ok: true } });
    expect(await blockMails()).toHaveLength(1);
    const logged = await db.select({ details: activityLog.details }).from(activityLog).where(and(eq(activityLog.subjectId, id), eq(activityLog.action, "blocked")));
    expect(logged.map((e) => e.details.noNotice)).toEqual([undefined, "Prośba policji: postępowanie w toku"]);
    const [again] = await db.select({ until: profiles.blockedUntil }).from(profiles).where(eq(profiles.id, id));
    expect(again!.until).toBeNull();
    expect(await isBlocked(id)).toBe(true);
  });
});
