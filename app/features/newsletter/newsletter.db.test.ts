import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, DEFAULT_NOTIFICATION_PREFERENCES, newsletterDeliveries, newsletterIssues, profiles, userSettings } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { mailSettled } from "~/features/mail/mailer.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { createPost, createProduct, createUser } from "../../../tests/factories";
import { countSubscribers } from "./newsletter-draft.server";
import { NEWSLETTER_DEFAULT_SUBJECT, NEWSLETTER_MESSAGES, type NewsletterIssueInput } from "./newsletter-rules";
import { sendTestIssue, startIssue } from "./newsletter-send.server";
import { newsletterUnsubscribeToken, readNewsletterUnsubscribeToken } from "./newsletter-unsubscribe.server";
import { listNewsletterIssues } from "./newsletter-history.server";
import { kickNewsletterWorker, sendDueNewsletter } from "./newsletter-worker.server";

// ADR 185: who gets an issue, that it is stored and sent once, and that an interrupted run resumes —
// through the real mailer and a real SMTP peer.
const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

type Member = { marketing?: boolean; master?: boolean; verified?: boolean; deletion?: boolean; blocked?: boolean; language?: "pl" | "en" };
async function member(label: string, m: Member = {}) {
  const u = await createUser({ email: unique(label), name: "Ala Nowak", traits: m.verified === false ? ["unverified"] : [] });
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, marketing_emails: m.marketing ?? true, email_notifications: m.master ?? true };
  await db.update(userSettings).set({ notificationPreferences: prefs, language: m.language ?? "pl" }).where(eq(userSettings.userId, u.id));
  await db.update(profiles).set({ dataDeletionRequested: m.deletion ?? false, blockedAt: m.blocked ? new Date() : null }).where(eq(profiles.id, u.id));
  return u;
}

async function issueInput(overrides: Partial<NewsletterIssueInput> = {}): Promise<NewsletterIssueInput> {
  const product = await createProduct({ title: `Lampka <b>${crypto.randomUUID().slice(0, 6)}</b>`, priceOriginal: 129.99 });
  const post = await createPost({ traits: ["published"] });
  return { key: crypto.randomUUID(), subject: NEWSLETTER_DEFAULT_SUBJECT, intro: "Pierwsza linia\nDruga <i>linia</i>", product: [product.id], post: [post.id], ...overrides };
}

const deliveriesOf = (issueId: string) => db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));

describe("the trend newsletter (ADR 185)", () => {
  it("goes only to verified members with the newsletter and e-mail on, no deletion pending, not blocked; escaped, absolute links, signed unsubscribe", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const subscriber = await member("sub");
    const english = await member("sub-en", { language: "en" });
    const others = [
      await member("unverified", { verified: false }),
      await member("opted-out", { marketing: false }),
      await member("master-off", { master: false }),
      await member("deleting", { deletion: true }),
      await member("blocked", { blocked: true }),
    ];
    const input = await issueInput();
    const { issueId, recipients } = await startIssue(input, editor.id);
    await kickNewsletterWorker();
    await mailSettled();

    const rows = await deliveriesOf(issueId);
    expect(rows.map((r) => r.userId).sort()).toEqual(expect.arrayContaining([subscriber.id, english.id].sort()));
    for (const o of others) {
      expect(rows.some((r) => r.userId === o.id), o.email).toBe(false);
      expect(await sink.to(o.email), o.email).toEqual([]);
    }
    expect(recipients).toBe(rows.length);

    const [mail, ...more] = await sink.to(subscriber.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("Trendy tygodnia");
    expect(mail!.text).toContain("Cześć Ala Nowak,");
    expect(mail!.text).toContain(`http://localhost:3000/produkt/${input.product[0]}`);
    expect(mail!.text).toContain("129,99");
    // The editor's and the catalogue's text is escaped in the HTML part, as typed in the plain text.
    expect(mail!.text).toContain("Druga &lt;i&gt;linia&lt;/i&gt;");
    expect(mail!.text).not.toMatch(/<p[^>]*>Pierwsza linia\s*Druga <i>/);
    expect(mail!.text).toContain("Lampka &lt;b&gt;");
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = mail!.text.match(/http:\/\/localhost:3000\/newsletter\/wypisz\?t=[\w.-]+/)?.[0];
    expect(link).toBeTruthy();
    expect(readNewsletterUnsubscribeToken(new URL(link!).searchParams.get("t"))).toBe(subscriber.id);

    const [toEnglish] = await sink.to(english.email);
    expect(toEnglish!.text).toContain("Trends of the week");
    expect(toEnglish!.text).toContain('<html lang="en">');

    const issue = (await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)))[0]!;
    expect(issue.finishedAt).not.toBeNull();
    expect(issue.content.products[0]!.url).toBe(`http://localhost:3000/produkt/${input.product[0]}`);
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.subject, "newsletter"), eq(activityLog.subjectId, issueId)));
    expect(entry).toMatchObject({ performedBy: editor.id, action: "sent", label: NEWSLETTER_DEFAULT_SUBJECT });
  });

  it("the same form sent twice (a double click) stores one issue and mails each subscriber once", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const subscriber = await member("twice");
    const input = await issueInput({ subject: `Dwa razy ${crypto.randomUUID().slice(0, 6)}` });
    const outcomes = await Promise.allSettled([startIssue(input, editor.id), startIssue(input, editor.id)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(UserError);
    expect((refused.reason as UserError).status).toBe(409);
    await kickNewsletterWorker();
    await mailSettled();
    expect(await db.select().from(newsletterIssues).where(eq(newsletterIssues.subject, input.subject))).toHaveLength(1);
    expect((await sink.to(subscriber.email)).filter((m) => m.text.includes(input.subject))).toHaveLength(1);
  });

  it("a run a stopped process left resumes: each pending row is sent once, also with two workers at once", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const members = await Promise.all(["r1", "r2", "r3", "r4", "r5"].map((l) => member(`resume-${l}`)));
    const subject = `Wznowienie ${crypto.randomUUID().slice(0, 6)}`;
    const { content } = { content: { intro: "", products: [], posts: [{ id: crypto.randomUUID(), title: "Wpis", url: "http://localhost:3000/blog/wpis", excerpt: "" }] } };
    // What a process stored before it stopped: the issue, its rows, two of them taken with a lease that has run out.
    const [issue] = await db.insert(newsletterIssues).values({ idempotencyKey: crypto.randomUUID(), subject, content, sentBy: editor.id, recipientCount: members.length }).returning();
    await db.insert(newsletterDeliveries).values(members.map((m, i) => ({ issueId: issue!.id, userId: m.id, dueAt: new Date(Date.now() - (i < 2 ? 1_000 : 60_000)) })));
    // One member turned the newsletter off meanwhile: their row is skipped, not sent.
    await db.execute(sql`UPDATE user_settings SET notification_preferences = notification_preferences || '{"marketing_emails": false}'::jsonb WHERE user_id = ${members[4]!.id}`);

    await Promise.all([sendDueNewsletter({ batchSize: 2, pauseMs: 0 }), sendDueNewsletter({ batchSize: 2, pauseMs: 0 })]);
    await sendDueNewsletter({ pauseMs: 0 }); // nothing left
    for (const m of members.slice(0, 4)) expect((await sink.to(m.email)).filter((x) => x.text.includes(subject)), m.email).toHaveLength(1);
    expect(await sink.to(members[4]!.email)).toEqual([]);
    const rows = await deliveriesOf(issue!.id);
    expect(rows.map((r) => r.status).sort()).toEqual(["sent", "sent", "sent", "sent", "skipped"]);
    expect((await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue!.id)))[0]!.finishedAt).not.toBeNull();
  });

  it("ADR 194: a row is marked sending in its own write before the hand-off; one a stopped process left sending is not sent again but counted as unknown", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const [crashed, busy, waiting] = await Promise.all(["crashed", "busy", "waiting"].map((l) => member(`once-${l}`)));
    const subject = `Najwyżej raz ${crypto.randomUUID().slice(0, 6)}`;
    const [issue] = await db
      .insert(newsletterIssues)
      .values({ idempotencyKey: crypto.randomUUID(), subject, content: { intro: "", products: [], posts: [] }, sentBy: editor.id, recipientCount: 3 })
      .returning();
    const past = new Date(Date.now() - 60_000);
    await db.insert(newsletterDeliveries).values([
      // The previous process handed this one to the mail server ten minutes ago and stopped before marking it sent.
      { issueId: issue!.id, userId: crashed!.id, status: "sending", sendingAt: new Date(Date.now() - 10 * 60_000), dueAt: past },
      // Another process is handing this one over right now: it is left to that process.
      { issueId: issue!.id, userId: busy!.id, status: "sending", sendingAt: new Date(), dueAt: past },
      { issueId: issue!.id, userId: waiting!.id, dueAt: past },
    ]);
    const seen: string[] = [];
    const send = async (m: { to: string }) => {
      // At the hand-off the row is already committed as sending (read outside the worker's statements).
      const [row] = await db.select().from(newsletterDeliveries).where(and(eq(newsletterDeliveries.issueId, issue!.id), eq(newsletterDeliveries.userId, waiting!.id)));
      expect(row).toMatchObject({ status: "sending" });
      expect(row!.sendingAt).not.toBeNull();
      seen.push(m.to);
    };
    await sendDueNewsletter({ send, pauseMs: 0 });
    await sendDueNewsletter({ send, pauseMs: 0 }); // a second run (the minute sweep) sends nothing more
    expect(seen).toEqual([waiting!.email]);
    const status = async (userId: string) => (await db.select().from(newsletterDeliveries).where(and(eq(newsletterDeliveries.issueId, issue!.id), eq(newsletterDeliveries.userId, userId))))[0]!;
    expect(await status(crashed!.id)).toMatchObject({ status: "unknown" });
    expect((await status(crashed!.id)).settledAt).not.toBeNull();
    expect(await status(busy!.id)).toMatchObject({ status: "sending" });
    expect(await status(waiting!.id)).toMatchObject({ status: "sent" });
    // Not finished while a row is being handed over; the panel counts the unknown one.
    const shown = (await listNewsletterIssues()).find((i) => i.id === issue!.id)!;
    expect(shown).toMatchObject({ delivered: 1, failed: 0, unknown: 1, total: 3, sending: true });
    // The busy process stops too: after a lease its row is unknown as well, and the issue is finished.
    await db.update(newsletterDeliveries).set({ sendingAt: new Date(Date.now() - 10 * 60_000) }).where(eq(newsletterDeliveries.userId, busy!.id));
    await sendDueNewsletter({ send, pauseMs: 0 });
    expect(seen).toHaveLength(1);
    expect((await listNewsletterIssues()).find((i) => i.id === issue!.id)).toMatchObject({ delivered: 1, unknown: 2, sending: false });
  });

  it("a refused delivery is tried again later, then given up as failed", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const m = await member("fails");
    const [issue] = await db
      .insert(newsletterIssues)
      .values({ idempotencyKey: crypto.randomUUID(), subject: "Nie dojdzie", content: { intro: "", products: [], posts: [] }, sentBy: editor.id, recipientCount: 1 })
      .returning();
    await db.insert(newsletterDeliveries).values({ issueId: issue!.id, userId: m.id });
    const refuse = () => Promise.reject(new Error("550 mailbox unavailable"));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await sendDueNewsletter({ send: refuse, pauseMs: 0 });
      await db.update(newsletterDeliveries).set({ dueAt: new Date(Date.now() - 1_000) }).where(eq(newsletterDeliveries.issueId, issue!.id));
    }
    const [row] = await deliveriesOf(issue!.id);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect((await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue!.id)))[0]!.finishedAt).not.toBeNull();
  });

  it("refuses an issue nobody would receive, storing nothing; the test goes to the editor only", async () => {
    const editor = await createUser({ traits: ["editor"], email: unique("editor") });
    const input = await issueInput({ subject: `Próba ${crypto.randomUUID().slice(0, 6)}` });
    await sendTestIssue(input, editor);
    const [trial] = await sink.to(editor.email);
    expect(trial!.raw).toContain("Pr=C3=B3ba"); // "[Próba] …" in the subject
    expect(await db.select().from(newsletterIssues).where(eq(newsletterIssues.subject, input.subject))).toHaveLength(0);

    // Everyone else of this file's database switched off: nobody to send to.
    await db.execute(sql`UPDATE user_settings SET notification_preferences = notification_preferences || '{"marketing_emails": false}'::jsonb`);
    expect(await countSubscribers()).toBe(0);
    await expect(startIssue(await issueInput(), editor.id)).rejects.toMatchObject({ status: 409 });
  });

  it("test sends are limited per editor (five in ten minutes), and the refusal sends nothing", async () => {
    const editor = await createUser({ traits: ["editor"], email: unique("tester") });
    const input = await issueInput({ subject: `Limit ${crypto.randomUUID().slice(0, 6)}` });
    for (let i = 0; i < 5; i++) await sendTestIssue(input, editor);
    await expect(sendTestIssue(input, editor)).rejects.toMatchObject({ status: 429, message: NEWSLETTER_MESSAGES.testTooMany });
    expect(await sink.to(editor.email)).toHaveLength(5);
  });

  it("a token is bound to its member and its purpose", () => {
    const token = newsletterUnsubscribeToken("user-1");
    expect(readNewsletterUnsubscribeToken(token)).toBe("user-1");
    const [payload, signature] = token.split(".");
    expect(readNewsletterUnsubscribeToken(`${Buffer.from("user-2").toString("base64url")}.${signature}`)).toBeNull();
    expect(readNewsletterUnsubscribeToken(`${payload}.${signature!.slice(0, -2)}xx`)).toBeNull();
    expect(readNewsletterUnsubscribeToken(`${payload}`)).toBeNull();
    expect(readNewsletterUnsubscribeToken(42)).toBeNull();
  });
});
