// ADR 198 (PGlite and PostgreSQL): a published version of the terms or the privacy policy is e-mailed to
// every account holder — who gets it, what it says, at most once per person and version, a restart
// mid-send, the publication's own check of the notice period, the panel's count — through the real
// mailer and a real SMTP peer.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import {
  activityLog,
  DEFAULT_NOTIFICATION_PREFERENCES,
  legalDocumentVersions,
  legalNoticeDeliveries,
  profiles,
  userSettings,
} from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { warsawDay } from "~/utils/format";
import { validateForm } from "~/utils/form";
import { createUser } from "../../../../tests/factories";
import { listDocumentsForAdmin } from "./document-admin.server";
import { kickDocumentNoticeWorker, sendDueDocumentNotices } from "./document-notice-worker.server";
import { queueDocumentNotices } from "./document-notice.server";
import { daysAfter, documentVersionSchema, noticeTooShortMessage } from "./document-rules";
import type { LegalDocumentKey } from "./document-types";
import { saveDocumentVersion } from "./document-writes.server";
import { publishedHeads } from "./documents.server";
import { FIRST_VERSIONS } from "./seed-texts";

const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());

const today = warsawDay();
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

type Member = { verified?: boolean; deletion?: boolean; blocked?: boolean; master?: boolean; language?: "pl" | "en" };
async function member(label: string, m: Member = {}) {
  const u = await createUser({
    email: unique(label),
    name: "Ala Nowak",
    traits: m.verified === false ? ["unverified"] : [],
  });
  // Newsletter off everywhere (the default) and, for one, every e-mail switched off: a service message goes all the same.
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, marketing_emails: false, email_notifications: m.master ?? true };
  await db
    .update(userSettings)
    .set({ notificationPreferences: prefs, language: m.language ?? "pl" })
    .where(eq(userSettings.userId, u.id));
  await db
    .update(profiles)
    .set({ dataDeletionRequested: m.deletion ?? false, blockedAt: m.blocked ? new Date() : null })
    .where(eq(profiles.id, u.id));
  return u;
}

async function publish(key: LegalDocumentKey, effectiveFrom: string, actorId: string, summary = "") {
  const latest = Math.max(0, ...(await publishedHeads(key)).map((h) => h.number));
  const form = new FormData();
  const values = {
    intent: "publish",
    body: FIRST_VERSIONS[key],
    summary,
    effectiveFrom,
    basedOn: String(latest),
    expectedUpdatedAt: "",
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const parsed = validateForm(form, documentVersionSchema(key));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  const saved = await saveDocumentVersion(key, null, parsed.data, actorId);
  await kickDocumentNoticeWorker(); // the publication started it; this waits for the run
  return { ...saved.published!, id: saved.id, previous: latest };
}

const rowsOf = (versionId: string) =>
  db.select().from(legalNoticeDeliveries).where(eq(legalNoticeDeliveries.versionId, versionId));

describe("the e-mail about a changed legal document (ADR 198)", () => {
  it("goes to every account holder with a confirmed address — blocked ones and those without any mail consent too — not to unverified or leaving ones", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const plain = await member("plain");
    const silent = await member("silent", { master: false });
    const blocked = await member("blocked", { blocked: true });
    const english = await member("english", { language: "en" });
    const unverified = await member("unverified", { verified: false });
    const leaving = await member("leaving", { deletion: true });
    const day = daysAfter(today, 15);
    const version = await publish("terms", day, admin.id, "Nowy §9: zwroty <b>bez</b> opłat.");

    const rows = await rowsOf(version.id);
    expect(rows.map((r) => r.userId)).toEqual(
      expect.arrayContaining([plain.id, silent.id, blocked.id, english.id, admin.id]),
    );
    expect(rows.map((r) => r.userId)).not.toEqual(expect.arrayContaining([unverified.id]));
    expect(rows.some((r) => r.userId === leaving.id)).toBe(false);
    expect(version.notified).toBe(rows.length);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    for (const nobody of [unverified, leaving]) expect(await sink.to(nobody.email), nobody.email).toEqual([]);
    for (const someone of [silent, blocked]) expect(await sink.to(someone.email), someone.email).toHaveLength(1);

    const [mail, ...more] = await sink.to(plain.email);
    expect(more).toEqual([]);
    const date = (await import("./document-facts")).effectiveDateText(day);
    expect(mail!.raw).toMatch(/^Subject: /m);
    expect(mail!.text).toContain("Cześć Ala Nowak,");
    expect(mail!.text).toContain(
      `od ${date} obowiązuje nowa wersja regulaminu serwisu Viralne Produkty (wersja ${version.number})`,
    );
    expect(mail!.text).toMatch(/Co się zmienia:\r?\nNowy §9: zwroty <b>bez<\/b> opłat\./);
    expect(mail!.text).toContain("Nowy §9: zwroty &lt;b&gt;bez&lt;/b&gt; opłat."); // escaped in the HTML part
    expect(mail!.text).toContain(`http://localhost:3000/regulamin/wersje/${version.number}`);
    expect(mail!.text).toContain(
      `Wersję obowiązującą do tego dnia przeczytasz tutaj: http://localhost:3000/regulamin/wersje/`,
    );
    expect(mail!.text).toContain(
      `Jeśli nie akceptujesz zmian, możesz przed ${date} usunąć konto w ustawieniach konta: http://localhost:3000/profil/ustawienia`,
    );
    expect(mail!.text).toContain("Jeśli nie możesz się zalogować, napisz do nas na adres kontakt@");
    expect(mail!.text).toContain("niezależnie od zgody na newsletter");
    expect(mail!.raw).not.toMatch(/^List-Unsubscribe/m);
    const [toEnglish] = await sink.to(english.email);
    expect(toEnglish!.text).toContain("If you do not accept the changes, you can delete your account before");

    // The change log says how many were told.
    const [entry] = await db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, version.id), eq(activityLog.action, "published")));
    expect(entry!.details).toMatchObject({ document: "terms", effectiveFrom: day, notified: rows.length });
    // The panel: every one told, nothing waiting.
    const terms = (await listDocumentsForAdmin()).find((d) => d.key === "terms")!;
    expect(terms.notices[version.number]).toEqual({ total: rows.length, told: rows.length, waiting: 0, failed: 0 });

    // Another run (the minute sweep, a restart) sends nothing again.
    await sendDueDocumentNotices({ pauseMs: 0 });
    expect(await sink.to(plain.email)).toHaveLength(1);
  });

  it("the privacy policy is e-mailed too (from today: it has no notice period); the affiliate page to nobody", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const person = await member("privacy");
    const privacy = await publish("privacy", today, admin.id);
    expect(privacy.notified).toBeGreaterThan(0);
    const mails = (await sink.to(person.email)).filter((m) => m.text.includes("polityki prywatności"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:3000/polityka-prywatnosci/wersje/${privacy.number}`);
    // In force from today, its e-mails are still counted in the panel (under "Obowiązuje").
    const listed = (await listDocumentsForAdmin()).find((d) => d.key === "privacy")!;
    expect(listed.inForce?.number).toBe(privacy.number);
    expect(listed.notices[privacy.number]).toMatchObject({ total: privacy.notified, told: privacy.notified, waiting: 0 });
    const affiliate = await publish("affiliate", today, admin.id);
    expect(affiliate.notified).toBe(0);
    expect(await rowsOf(affiliate.id)).toEqual([]);
    const [entry] = await db.select({ details: activityLog.details }).from(activityLog).where(and(eq(activityLog.subjectId, affiliate.id), eq(activityLog.action, "published")));
    expect(entry!.details).not.toHaveProperty("notified");
  });

  it("a version replaced by another for the same day before its e-mails went out: the rest are not sent (code review, session 39)", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const late = await member("late");
    const day = daysAfter(today, 20);
    const first = await publish("terms", day, admin.id, "Pierwsza zapowiedź.");
    // As if this person's turn had not come yet when the correction was published.
    await db.update(legalNoticeDeliveries).set({ status: "pending", settledAt: null, dueAt: new Date(0) }).where(and(eq(legalNoticeDeliveries.versionId, first.id), eq(legalNoticeDeliveries.userId, late.id)));
    const before = (await sink.to(late.email)).length;
    const second = await publish("terms", day, admin.id, "Poprawiona zapowiedź.");
    const [row] = await db.select({ status: legalNoticeDeliveries.status }).from(legalNoticeDeliveries).where(and(eq(legalNoticeDeliveries.versionId, first.id), eq(legalNoticeDeliveries.userId, late.id)));
    expect(row!.status).toBe("skipped");
    const mails = (await sink.to(late.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`(wersja ${second.number})`);
    // Gone again: the files share databases, and versions 20 days ahead would be other tests' "next".
    await db.delete(legalDocumentVersions).where(inArray(legalDocumentVersions.id, [first.id, second.id]));
  });

  it("waits the configured minutes after the publication before mailing (DOCUMENT_NOTICE_HOLD_MINUTES)", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const version = await publish("terms", daysAfter(today, 25), admin.id); // the suites hold nothing
    const held = await member("held");
    const queued = await db.transaction((tx) => queueDocumentNotices(tx, "terms", version.id, 10));
    expect(queued).toBe(1); // only the person who had no row yet
    await sendDueDocumentNotices({ pauseMs: 0 });
    expect(await sink.to(held.email)).toEqual([]);
    const [row] = await db.select().from(legalNoticeDeliveries).where(and(eq(legalNoticeDeliveries.versionId, version.id), eq(legalNoticeDeliveries.userId, held.id)));
    expect(row!.status).toBe("pending");
    expect(row!.dueAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    await db.update(legalNoticeDeliveries).set({ dueAt: new Date(0) }).where(eq(legalNoticeDeliveries.id, row!.id));
    await sendDueDocumentNotices({ pauseMs: 0 });
    expect(await sink.to(held.email)).toHaveLength(1);
    await db.delete(legalDocumentVersions).where(eq(legalDocumentVersions.id, version.id)); // as above
  });

  it("checks the notice period again when publishing: a draft's day that was fine when saved is refused later, nothing is published or sent", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const count = (await publishedHeads("terms")).length;
    const latest = Math.max(...(await publishedHeads("terms")).map((h) => h.number));
    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "publish",
      body: FIRST_VERSIONS.terms,
      summary: "",
      effectiveFrom: daysAfter(today, 15),
      basedOn: String(latest),
      expectedUpdatedAt: "",
    }))
      form.set(k, v);
    const parsed = validateForm(form, documentVersionSchema("terms"));
    if (!parsed.ok) throw new Error("the form is fine today");
    const input = parsed.data;
    // The publication happens a day later (the clock the server reads at that moment).
    const refused = await saveDocumentVersion("terms", null, input, admin.id, db, () => daysAfter(today, 1)).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ status: 400, message: noticeTooShortMessage(daysAfter(today, 16)) });
    expect((await publishedHeads("terms")).length).toBe(count);
    const drafts = await db
      .select({ id: legalDocumentVersions.id })
      .from(legalDocumentVersions)
      .where(and(eq(legalDocumentVersions.document, "terms"), eq(legalDocumentVersions.status, "draft")));
    expect(drafts).toEqual([]);
  });
});
