// ADR 172 (PGlite and PostgreSQL): the legal documents' versions — the seed, drafts, publication,
// the version in force by date, stale saves, sanitised text. Versions cannot be deleted, so each test
// works on its own document or reads the numbers it gets back (the tests of a file share a database).
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, legalDocumentVersions } from "~/db/schema";
import { applyReferenceData } from "~/db/seed/reference";
import { closePageCacheListener, onPageCacheClear } from "~/server/page-cache.server";
import { warsawDay } from "~/utils/format";
import { UserError } from "~/utils/action.server";
import { validateForm } from "~/utils/form";
import { createUser } from "../../../../tests/factories";
import { documentVersionSchema, type DocumentVersionInput } from "./document-rules";
import type { LegalDocumentKey } from "./document-types";
import { loadDocumentPage, loadVersionPage, publishedHeads } from "./documents.server";
import { deleteDocumentDraft, DOCUMENT_WRITE_MESSAGES, newerVersionMessage, saveDocumentVersion } from "./document-writes.server";
import { FIRST_VERSIONS } from "./seed-texts";

afterAll(() => closePageCacheListener());

const today = warsawDay();
const daysAhead = (n: number) => {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

async function input(key: LegalDocumentKey, fields: Partial<Record<keyof DocumentVersionInput, string>>): Promise<DocumentVersionInput> {
  const latest = Math.max(0, ...(await publishedHeads(key)).map((h) => h.number));
  const form = new FormData();
  const values = { intent: "publish", body: FIRST_VERSIONS[key], summary: "", effectiveFrom: today, basedOn: String(latest), expectedUpdatedAt: "", ...fields };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const parsed = validateForm(form, documentVersionSchema(key));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof UserError ? { status: e.status, message: e.message } : Promise.reject(e)),
  );

describe("legal documents (ADR 172)", () => {
  it("seeds version 1 of each document from the shipped texts; a later start neither overwrites nor adds", async () => {
    for (const key of ["terms", "privacy", "affiliate"] as const) {
      const [v1] = await db.select().from(legalDocumentVersions).where(and(eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.number, 1)));
      expect(v1).toMatchObject({ status: "published", effectiveFrom: "2025-07-13", body: FIRST_VERSIONS[key], publishedBy: null });
    }
    // An edit the owner made (by hand here) survives the next start, and no second version 1 appears.
    await db.update(legalDocumentVersions).set({ summary: "Poprawione ręcznie" }).where(and(eq(legalDocumentVersions.document, "terms"), eq(legalDocumentVersions.number, 1)));
    const before = await db.select({ id: legalDocumentVersions.id }).from(legalDocumentVersions);
    await applyReferenceData(db);
    const after = await db.select({ id: legalDocumentVersions.id }).from(legalDocumentVersions);
    expect(after.length).toBe(before.length);
    const [v1] = await db.select().from(legalDocumentVersions).where(and(eq(legalDocumentVersions.document, "terms"), eq(legalDocumentVersions.number, 1)));
    expect(v1!.summary).toBe("Poprawione ręcznie");
  });

  it("saves a draft (not public), publishes it with the next number and drops the page cache; a published version stays as it is", async () => {
    const admin = await createUser({ traits: ["admin"] });
    let clears = 0;
    onPageCacheClear(() => clears++);
    const body = `${FIRST_VERSIONS.terms}\n\n## §9. Zwroty {#zwroty}\n\nNowy paragraf.`;
    const draft = await saveDocumentVersion("terms", null, await input("terms", { intent: "save-draft", body, effectiveFrom: "" }), admin.id);
    expect(draft.published).toBeNull();
    expect(clears).toBe(0);
    expect((await loadDocumentPage("terms"))!.version.bodyHtml).not.toContain("Nowy paragraf");
    const [row] = await db.select({ updatedAt: legalDocumentVersions.updatedAt }).from(legalDocumentVersions).where(eq(legalDocumentVersions.id, draft.id));
    // ADR 198: the terms apply after 14 whole days following the day of publication; the page shows them from that day.
    const day = daysAhead(15);
    const published = await saveDocumentVersion("terms", draft.id, await input("terms", { body, summary: "Dodano §9.", effectiveFrom: day, expectedUpdatedAt: row!.updatedAt.toISOString() }), admin.id);
    expect(published.id).toBe(draft.id);
    expect(published.published).toEqual({ number: expect.any(Number), effectiveFrom: day, notified: expect.any(Number) });
    expect(clears).toBeGreaterThan(0);
    expect((await loadDocumentPage("terms"))!.upcoming).toMatchObject({ number: published.published!.number, summary: "Dodano §9." });
    const page = (await loadDocumentPage("terms", day))!;
    expect(page.version).toMatchObject({ number: published.published!.number, summary: "Dodano §9.", effectiveFrom: day });
    expect(page.version.bodyHtml).toContain('<h2 id="zwroty">§9. Zwroty</h2>');
    expect(page.version.toc.at(-1)).toEqual({ id: "zwroty", title: "§9. Zwroty" });
    expect(page.archive[0]).toMatchObject({ number: published.published!.number - 1, lastDay: expect.any(String) });
    // The legal record: neither saved again nor deleted.
    expect(await refusal(saveDocumentVersion("terms", draft.id, await input("terms", { intent: "save-draft", effectiveFrom: "" }), admin.id))).toEqual({ status: 409, message: DOCUMENT_WRITE_MESSAGES.publishedLocked });
    expect(await refusal(deleteDocumentDraft(draft.id, admin.id))).toEqual({ status: 409, message: DOCUMENT_WRITE_MESSAGES.publishedLocked });
    const entries = await db.select({ action: activityLog.action, label: activityLog.label, details: activityLog.details }).from(activityLog).where(eq(activityLog.subjectId, draft.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: "created", label: "Regulamin, szkic", details: { document: "terms" } },
        { action: "published", label: `Regulamin, wersja ${published.published!.number}`, details: { document: "terms", version: published.published!.number, effectiveFrom: day, notified: published.published!.notified } },
      ]),
    );
  });

  it("shows a version from its day on: before it, the one in force with the announcement; after it, the older one in the archive", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const [soon, later] = [daysAhead(300), daysAhead(400)];
    const first = await saveDocumentVersion("privacy", null, await input("privacy", { effectiveFrom: soon, summary: "Nowy okres." }), admin.id);
    const second = await saveDocumentVersion("privacy", null, await input("privacy", { effectiveFrom: later }), admin.id);
    const [a, b] = [first.published!.number, second.published!.number];
    const now = (await loadDocumentPage("privacy"))!;
    expect(now.version.number).toBeLessThan(a);
    expect(now.upcoming).toEqual({ number: a, effectiveFrom: soon, summary: "Nowy okres." });
    const dayBefore = (await loadDocumentPage("privacy", daysAhead(299)))!;
    expect(dayBefore.upcoming?.number).toBe(a);
    const onTheDay = (await loadDocumentPage("privacy", soon))!;
    expect(onTheDay.version.number).toBe(a);
    expect(onTheDay.upcoming?.number).toBe(b);
    expect(onTheDay.archive[0]).toMatchObject({ number: now.version.number, lastDay: daysAhead(299) });
    expect((await loadVersionPage("privacy", a))!.state).toBe("upcoming");
    expect((await loadVersionPage("privacy", b))!.state).toBe("scheduled");
    expect((await loadVersionPage("privacy", a, later))!).toMatchObject({ state: "past", lastDay: daysAhead(399) });
    expect(await loadVersionPage("privacy", b + 100)).toBeNull();
  });

  it("refuses the second of two saves of one draft, and a publication over a version published after the editor opened", async () => {
    const [one, two] = [await createUser({ traits: ["admin"] }), await createUser({ traits: ["admin"] })];
    const draft = await saveDocumentVersion("affiliate", null, await input("affiliate", { intent: "save-draft" }), one.id);
    const [row] = await db.select({ updatedAt: legalDocumentVersions.updatedAt }).from(legalDocumentVersions).where(eq(legalDocumentVersions.id, draft.id));
    const opened = row!.updatedAt.toISOString();
    await saveDocumentVersion("affiliate", draft.id, await input("affiliate", { intent: "save-draft", summary: "Pierwszy", expectedUpdatedAt: opened }), one.id);
    expect(await refusal(saveDocumentVersion("affiliate", draft.id, await input("affiliate", { intent: "save-draft", summary: "Drugi", expectedUpdatedAt: opened }), two.id))).toEqual({
      status: 409,
      message: DOCUMENT_WRITE_MESSAGES.draftStale,
    });
    const [kept] = await db.select({ summary: legalDocumentVersions.summary }).from(legalDocumentVersions).where(eq(legalDocumentVersions.id, draft.id));
    expect(kept!.summary).toBe("Pierwszy");
    // Someone publishes meanwhile: a form that had not seen it is refused, and changes nothing.
    const stale = await input("affiliate", { effectiveFrom: daysAhead(30) });
    const meanwhile = await saveDocumentVersion("affiliate", null, await input("affiliate", { effectiveFrom: daysAhead(20) }), one.id);
    const count = (await publishedHeads("affiliate")).length;
    expect(await refusal(saveDocumentVersion("affiliate", null, stale, two.id))).toEqual({ status: 409, message: newerVersionMessage(meanwhile.published!.number) });
    expect((await publishedHeads("affiliate")).length).toBe(count);
    // The draft can be deleted; then it is gone.
    await deleteDocumentDraft(draft.id, one.id);
    expect(await refusal(deleteDocumentDraft(draft.id, one.id))).toEqual({ status: 404, message: DOCUMENT_WRITE_MESSAGES.draftNotFound });
  });

  it("refuses an image from another site (a tracker for every reader), takes one of the site's own (review, session 34)", async () => {
    const admin = await createUser({ traits: ["admin"] });
    for (const image of ["![x](https://tracker.example/p.gif)", "![x][t]\n\n[t]: //tracker.example/p.gif"]) {
      const refused = await saveDocumentVersion("terms", null, await input("terms", { intent: "save-draft", body: `${FIRST_VERSIONS.terms}\n\n${image}`, effectiveFrom: "" }), admin.id).catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 400, message: DOCUMENT_WRITE_MESSAGES.foreignImage });
    }
    const own = await saveDocumentVersion("terms", null, await input("terms", { intent: "save-draft", body: `${FIRST_VERSIONS.terms}\n\n![Logo](/uploads/blog/logo-1700000000000-0a1b2c3d.webp)`, effectiveFrom: "" }), admin.id);
    expect(own.published).toBeNull();
    await deleteDocumentDraft(own.id, admin.id);
  });

  it("never lets raw HTML or a script address from the body reach the page", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const body = `${FIRST_VERSIONS.affiliate}\n\n## Test {#test-skryptu}\n\n<script>alert("x")</script>\n\n[Kliknij](javascript:alert(1)) <img src=x onerror=alert(2)>`;
    const saved = await saveDocumentVersion("affiliate", null, await input("affiliate", { body, effectiveFrom: daysAhead(500) }), admin.id);
    const page = (await loadVersionPage("affiliate", saved.published!.number))!;
    const html = page.version.introHtml + page.version.bodyHtml;
    expect(html).toContain('<h2 id="test-skryptu">Test</h2>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});
