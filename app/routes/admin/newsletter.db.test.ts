// /admin/newsletter and /newsletter/wypisz (ADR 185): newsletter:send in the loader and both intents
// (a member and a moderator get 403), the answers of bad input, and the unsubscribe link as a forger tries it.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, newsletterIssues, userSettings } from "~/db/schema";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import type { NewsletterScreen } from "~/features/newsletter/newsletter-history.server";
import { NEWSLETTER_MESSAGES } from "~/features/newsletter/newsletter-rules";
import { newsletterUnsubscribeToken } from "~/features/newsletter/newsletter-unsubscribe.server";
import { kickNewsletterWorker } from "~/features/newsletter/newsletter-worker.server";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { mailSettled } from "~/features/mail/mailer.server";
import * as unsubscribeRoute from "~/routes/account/newsletter-unsubscribe";
import * as adminLayout from "~/routes/admin/layout";
import * as screen from "~/routes/admin/newsletter";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());
const path = "/admin/newsletter";

async function subscriber() {
  const u = await createUser({ email: `nl-${crypto.randomUUID().slice(0, 8)}@example.com` });
  await db.update(userSettings).set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, marketing_emails: true } }).where(eq(userSettings.userId, u.id));
  return u;
}
const newsletterOn = async (userId: string) =>
  (await db.select({ p: userSettings.notificationPreferences }).from(userSettings).where(eq(userSettings.userId, userId)))[0]!.p.marketing_emails;

describe("/admin/newsletter", () => {
  it("refuses a member and a moderator: the page, and both intents with 403; nothing is stored or sent", async () => {
    await subscriber();
    const post = await createPost({ traits: ["published"] });
    for (const traits of [[], ["moderator"]] as const) {
      const user = await createUser({ traits: [...traits] });
      // A member's page is the layout's redirect to /profil (no admin:access); a moderator's a 403 (ADR 144).
      const page = await callLoader([adminLayout, screen], { path, user });
      if (traits.length === 0) expect(page).toMatchObject({ status: 302, location: "/profil" });
      else expect(page).toMatchObject({ status: 403, data: FORBIDDEN_MESSAGE });
      for (const intent of ["test", "send"]) {
        const subject = `Przejęte ${crypto.randomUUID().slice(0, 6)}`;
        const res = await callAction([adminLayout, screen], { path, user, form: { intent, key: crypto.randomUUID(), subject, intro: "", post: post.id } });
        expect(res.status).toBe(403);
        expect(await db.select().from(newsletterIssues).where(eq(newsletterIssues.subject, subject))).toHaveLength(0);
      }
      await mailSettled();
      expect(await sink.to(user.email)).toEqual([]);
    }
  });

  it("shows an editor the subscribers, the week's posts and a fresh key; sends once per form; refuses bad input with 400", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const member = await subscriber();
    const post = await createPost({ traits: ["published"] });
    const page = await callLoader<NewsletterScreen>([adminLayout, screen], { path, user: editor });
    expect(page.status).toBe(200);
    expect(page.data.subscribers).toBeGreaterThanOrEqual(1);
    expect(page.data.posts.map((p) => p.id)).toContain(post.id);
    expect(page.data.me.email).toBe(editor.email);

    const bad = [
      [{ subject: "" }, NEWSLETTER_MESSAGES.subjectMissing],
      [{ subject: "x".repeat(121) }, NEWSLETTER_MESSAGES.subjectTooLong],
      [{ intro: "y".repeat(1001) }, NEWSLETTER_MESSAGES.introTooLong],
      [{ post: "" }, NEWSLETTER_MESSAGES.staleForm],
      [{ post: "1; DROP TABLE user" }, NEWSLETTER_MESSAGES.staleForm],
      [{ key: "again" }, NEWSLETTER_MESSAGES.staleForm],
    ] as const;
    const subject = `Wydanie ${crypto.randomUUID().slice(0, 6)}`;
    const form = { intent: "send", key: page.data.formKey, subject, intro: "", post: post.id };
    for (const [change, message] of bad) {
      const res = await callAction([adminLayout, screen], { path, user: editor, form: { ...form, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.data), JSON.stringify(change)).toContain(message);
    }
    const none = await callAction([adminLayout, screen], { path, user: editor, form: { intent: "send", key: crypto.randomUUID(), subject } });
    expect(none).toMatchObject({ status: 400, data: { fieldErrors: { product: NEWSLETTER_MESSAGES.nothingChosen } } });

    const sent = await callAction([adminLayout, screen], { path, user: editor, form });
    expect(sent.status).toBe(302);
    const again = await callAction([adminLayout, screen], { path, user: editor, form });
    expect(again).toMatchObject({ status: 409, data: { ok: false, message: NEWSLETTER_MESSAGES.alreadySent } });
    expect(await db.select().from(newsletterIssues).where(eq(newsletterIssues.subject, subject))).toHaveLength(1);
    await kickNewsletterWorker();
    await mailSettled();
    expect((await sink.to(member.email)).filter((m) => m.text.includes(subject))).toHaveLength(1);
    expect(await sink.to(editor.email)).toEqual([]); // the editor is no subscriber

    const trial = await callAction([adminLayout, screen], { path, user: editor, form: { ...form, intent: "test", key: crypto.randomUUID() } });
    expect(trial).toMatchObject({ status: 200, data: { ok: true, message: NEWSLETTER_MESSAGES.testSent } });
    expect(await sink.to(editor.email)).toHaveLength(1);
  });
});

describe("/newsletter/wypisz", () => {
  it("GET shows the confirmation and changes nothing; a forged or altered token is a 400 that changes nothing", async () => {
    const member = await subscriber();
    const token = newsletterUnsubscribeToken(member.id);
    expect(await callLoader(unsubscribeRoute, { path: `/newsletter/wypisz?t=${token}` })).toMatchObject({ status: 200, data: { view: "confirm", on: true } });
    const victim = Buffer.from(member.id).toString("base64url");
    const forged = [`${victim}.${"A".repeat(43)}`, `${victim}.${newsletterUnsubscribeToken("someone-else").split(".")[1]}`, `${token}x`, ""];
    for (const t of forged) {
      expect(await callLoader(unsubscribeRoute, { path: `/newsletter/wypisz?t=${encodeURIComponent(t)}` })).toMatchObject({ status: 400, data: { view: "invalid" } });
      const res = await callAction(unsubscribeRoute, { path: "/newsletter/wypisz", form: { t } });
      expect(res).toMatchObject({ status: 400, data: { ok: false, message: "Link do wypisania się jest nieprawidłowy lub został zmieniony." } });
    }
    expect(await newsletterOn(member.id)).toBe(true);
  });

  it("the page's POST and the mail client's one-click POST turn the newsletter off, signed out", async () => {
    const first = await subscriber();
    const done = await callAction(unsubscribeRoute, { path: "/newsletter/wypisz", form: { t: newsletterUnsubscribeToken(first.id) } });
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: "Wypisano Cię z newslettera z trendami." } });
    expect(await newsletterOn(first.id)).toBe(false);

    const second = await subscriber();
    const oneClick = await callAction(unsubscribeRoute, { path: `/newsletter/wypisz?t=${newsletterUnsubscribeToken(second.id)}`, form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status).toBe(200);
    expect(await newsletterOn(second.id)).toBe(false);
  });
});
