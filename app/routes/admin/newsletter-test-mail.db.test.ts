// ADR 200: the newsletter's test mail ("Wyślij próbnie do mnie") says it is a test, tells where the
// subscribers' own unsubscribe link will be, and its link (the preview's too) unsubscribes nobody —
// the editor here is a subscriber, the case where the old link unsubscribed them for real. The
// real issue's mail keeps its footer, signed link and List-Unsubscribe headers.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, userSettings } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { mailSettled } from "~/features/mail/mailer.server";
import type { NewsletterScreen } from "~/features/newsletter/newsletter-history.server";
import { kickNewsletterWorker } from "~/features/newsletter/newsletter-worker.server";
import * as unsubscribeRoute from "~/routes/account/newsletter-unsubscribe";
import * as adminLayout from "~/routes/admin/layout";
import * as screen from "~/routes/admin/newsletter";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());
const path = "/admin/newsletter";

const TEST_NOTE = "To jest wiadomość testowa wysłana z panelu tylko na Twój adres.";
const TEST_FOOTNOTE = "W prawdziwym wydaniu w tym miejscu każda osoba subskrybująca znajdzie własny link do wypisania się z newslettera.";
const REAL_FOOTNOTE = "Dostajesz tę wiadomość, bo w ustawieniach Twojego konta w Viralne Produkty jest włączony newsletter z trendami.";

const newsletterOn = async (userId: string) =>
  (await db.select({ p: userSettings.notificationPreferences }).from(userSettings).where(eq(userSettings.userId, userId)))[0]!.p.marketing_emails;

describe("the newsletter's test mail", () => {
  it("is marked as a test, its footer does not claim a subscription, and its link unsubscribes nobody", async () => {
    const editor = await createUser({ traits: ["editor"], email: `nl-editor-${crypto.randomUUID().slice(0, 8)}@example.com` });
    await db.update(userSettings).set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, marketing_emails: true } }).where(eq(userSettings.userId, editor.id));
    const post = await createPost({ traits: ["published"] });
    const page = await callLoader<NewsletterScreen>([adminLayout, screen], { path, user: editor });
    // The panel's preview shows the sample link too: a click in it unsubscribes nobody.
    expect(page.data.me.previewUnsubscribeUrl).toMatch(/\/newsletter\/wypisz\?proba=1$/);

    const subject = `Próbne ${crypto.randomUUID().slice(0, 6)}`;
    const form = { key: page.data.formKey, subject, intro: "", post: post.id };
    const trial = await callAction([adminLayout, screen], { path, user: editor, form: { ...form, intent: "test" } });
    expect(trial.status).toBe(200);
    const [mail] = await sink.to(editor.email);
    expect(mail!.text).toContain(TEST_NOTE);
    expect(mail!.text).toContain(TEST_FOOTNOTE);
    expect(mail!.text).toContain("Wypisz się z newslettera (przykładowy link)");
    expect(mail!.text).not.toContain(REAL_FOOTNOTE);
    expect(mail!.text).not.toMatch(/wypisz\?t=/);
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/im);
    const link = mail!.text.match(/https?:\/\/[^\s"<>]+\/newsletter\/wypisz\?proba=1/)?.[0];
    expect(link).toBeDefined();

    // The sample link's page says it came from a test; its POST (the page has no button, a client's
    // one-click might try) is refused and changes nothing.
    const samplePath = new URL(link!).pathname + new URL(link!).search;
    expect(await callLoader(unsubscribeRoute, { path: samplePath })).toMatchObject({ status: 200, data: { view: "sample" } });
    const posted = await callAction(unsubscribeRoute, { path: samplePath, form: { "List-Unsubscribe": "One-Click" } });
    expect(posted.status).toBe(400);
    expect(await newsletterOn(editor.id)).toBe(true);

    // The real issue to the same editor (a subscriber): unchanged — footer, signed link, headers, no test note.
    const sent = await callAction([adminLayout, screen], { path, user: editor, form: { ...form, intent: "send" } });
    expect(sent.status).toBe(302);
    await kickNewsletterWorker();
    await mailSettled();
    const real = (await sink.to(editor.email)).find((m) => !m.text.includes(TEST_NOTE));
    expect(real!.text).toContain(REAL_FOOTNOTE);
    expect(real!.text).toMatch(/\/newsletter\/wypisz\?t=[\w.-]+/);
    expect(real!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(real!.text).not.toContain(TEST_FOOTNOTE);
  });
});
