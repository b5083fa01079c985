import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { getSessionUser } from "~/features/access/session.server";
import { EMAIL_CHANGE_MESSAGES, requestEmailChange, verificationTokenClaims } from "./email-change.server";
import { verifyEmailLink } from "./email-verification.server";
import { handleSecurityAction } from "./security-actions.server";
import { CookieJar, createVerifiedUser, signedInJar, mailSinkForFile } from "./test-utils.server";

// Issue #15 pt 7: Bezpieczeństwo → Zmiana adresu email — password required, a single-use link to the
// NEW address, the change only when it is used, the OLD address told, the user only from the session.
const sink = mailSinkForFile();

const PASSWORD = "Bezpieczne1!";
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const me = async (jar: CookieJar) => (await getSessionUser(jar.request("/", { method: "GET" })))!;
const emailOf = async (id: string) => (await db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]!.email;

async function signedIn() {
  const email = address("stary");
  const id = await createVerifiedUser(email, PASSWORD);
  const jar = await signedInJar(email, PASSWORD);
  return { id, email, jar, who: await me(jar) };
}

describe("e-mail change", () => {
  it("says so when the new address got an account before the link was used, and keeps the old address", async () => {
    const { id, email, jar, who } = await signedIn();
    const target = address("pozniej-zajety");
    await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: target, password: PASSWORD });
    const token = (await sink.linkTo(target, "/weryfikacja-email")).searchParams.get("token")!;
    // The confirmation page shows the link's new address: read from the site's own token only, never
    // from a made-up one (hostile review, session 41: any text showed as "the new address").
    expect(verificationTokenClaims(token)).toMatchObject({ email, updateTo: target, requestType: "change-email-verification" });
    const [header, , signature] = token.split(".");
    const forged = `${header}.${Buffer.from(JSON.stringify({ email, updateTo: "Zadzwoń 800-000-000", requestType: "change-email-verification" })).toString("base64url")}.${signature}`;
    expect(verificationTokenClaims(forged)).toEqual({});
    expect(verificationTokenClaims("a.b")).toEqual({});
    await createVerifiedUser(target, PASSWORD); // registered meanwhile
    expect(await verifyEmailLink(jar.request("/weryfikacja-email", { method: "POST" }), token, id)).toEqual({ status: "taken" });
    expect(await emailOf(id)).toBe(email);
  });

  it("refuses a wrong password and its own address, sending nothing and changing nothing", async () => {
    const { id, email, jar, who } = await signedIn();
    const target = address("nowy");
    const wrong = await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: target, password: "Zle-haslo1!" });
    expect(wrong).toEqual({ ok: false, message: EMAIL_CHANGE_MESSAGES.wrongPassword, field: "password", httpStatus: 400 });
    const same = await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: email, password: PASSWORD });
    expect(same).toMatchObject({ ok: false, message: EMAIL_CHANGE_MESSAGES.same, httpStatus: 400 });
    expect(await sink.to(target)).toEqual([]);
    expect(await emailOf(id)).toBe(email);
  });

  it("changes the address only through the link sent to it, once, and tells the old address", async () => {
    const { id, email, jar, who } = await signedIn();
    const target = address("nowy");
    expect(await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: target, password: PASSWORD })).toEqual({ ok: true });
    expect(await emailOf(id)).toBe(email);
    const [mail] = await sink.to(target);
    expect(mail!.raw).toMatch(/Subject: .*Potwierd/);
    const token = (await sink.linkTo(target, "/weryfikacja-email")).searchParams.get("token")!;

    const outcome = await verifyEmailLink(jar.request("/weryfikacja-email", { method: "POST" }), token, id);
    expect(outcome).toMatchObject({ status: "verified", changedEmail: target, signedIn: true });
    expect(await emailOf(id)).toBe(target);
    const notice = await sink.to(email);
    expect(notice.some((m) => m.text.includes(`zmieniony na ${target}`))).toBe(true);
    // Its remedy works without the account (ADR 121): an undo link, then writing to us; not a reset
    // this address can no longer ask for.
    expect(notice.some((m) => m.text.includes("/cofnij-zmiane-email?token=") && m.text.includes("/kontakt") && !m.text.includes("/reset-hasla"))).toBe(true);
    // The link works once.
    expect(await verifyEmailLink(new CookieJar().request("/weryfikacja-email"), token, null)).toEqual({ status: "invalid" });
  });

  it("opened without the account's session, changes the address but signs nobody in (no password, no second factor)", async () => {
    const { id, jar, who } = await signedIn();
    const target = address("literowka");
    await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: target, password: PASSWORD });
    const token = (await sink.linkTo(target, "/weryfikacja-email")).searchParams.get("token")!;
    const sessionsBefore = await db.select({ id: session.id }).from(session).where(eq(session.userId, id));
    const stranger = new CookieJar();
    const outcome = await verifyEmailLink(stranger.request("/weryfikacja-email", { method: "POST" }), token, null);
    expect(outcome).toMatchObject({ status: "verified", changedEmail: target, signedIn: false });
    expect(outcome.status === "verified" && outcome.headers.getSetCookie()).toEqual([]);
    expect(await emailOf(id)).toBe(target);
    // Better Auth made a session for the link; it is gone, the account's own sessions stay.
    expect(await db.select({ id: session.id }).from(session).where(eq(session.userId, id))).toEqual(sessionsBefore);
    expect((await me(jar)).id).toBe(id);
  });

  it("answers the same for an address that already has an account, but sends it nothing", async () => {
    const { id, email, jar, who } = await signedIn();
    const taken = address("zajety");
    await createVerifiedUser(taken, PASSWORD);
    const before = (await sink.to(taken)).length;
    expect(await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: taken, password: PASSWORD })).toEqual({ ok: true });
    expect((await sink.to(taken)).length).toBe(before);
    expect(await emailOf(id)).toBe(email);
  });

  it("limits password guesses (429) and accepted requests per user", async () => {
    const { jar, who } = await signedIn();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const r = await requestEmailChange(jar.request("/profil/bezpieczenstwo"), who, { newEmail: address("x"), password: "Zle-haslo1!" });
      statuses.push(r.ok ? 200 : r.httpStatus);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const second = await signedIn();
    const accepted = [];
    for (let i = 0; i < 4; i++) {
      const r = await requestEmailChange(second.jar.request("/profil/bezpieczenstwo"), second.who, { newEmail: address("y"), password: PASSWORD });
      accepted.push(r.ok ? 200 : r.httpStatus);
    }
    expect(accepted).toEqual([200, 200, 200, 429]);
  });

  it("the Bezpieczeństwo action changes the session user's address whatever the form names", async () => {
    const victim = await signedIn();
    const attacker = await signedIn();
    const target = address("przejety");
    const res = (await handleSecurityAction(attacker.jar.request("/profil/bezpieczenstwo"), attacker.who, {
      intent: "change-email",
      newEmail: target,
      password: PASSWORD,
      userId: victim.id,
      email: victim.email,
    })) as unknown as { data: { ok: boolean; message: string }; init: { status?: number } | null };
    expect(res.data).toMatchObject({ ok: true, message: EMAIL_CHANGE_MESSAGES.sent });
    const token = (await sink.linkTo(target, "/weryfikacja-email")).searchParams.get("token")!;
    expect(await verifyEmailLink(attacker.jar.request("/weryfikacja-email"), token, attacker.id)).toMatchObject({ status: "verified" });
    expect(await emailOf(attacker.id)).toBe(target);
    expect(await emailOf(victim.id)).toBe(victim.email);

    const bad = (await handleSecurityAction(attacker.jar.request("/profil/bezpieczenstwo"), attacker.who, { intent: "change-email", newEmail: "nie-email", password: PASSWORD })) as unknown as {
      data: { ok: boolean; message: string };
      init: { status?: number } | null;
    };
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, message: "Nieprawidłowy format adresu email" });
  });
});
