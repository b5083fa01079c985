// /admin/dokumenty (ADR 172): legal-document:update in the loaders and actions; the editor's answers
// with and without JavaScript; the public page after a publication. Versions cannot be deleted, so
// the tests read the numbers they get back (the file's tests share a database).
import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { legalDocumentVersions } from "~/db/schema";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import { daysAfter, DOCUMENT_MESSAGES, noticeTooShortMessage } from "~/features/content/documents/document-rules";
import { publishedHeads } from "~/features/content/documents/documents.server";
import { DOCUMENT_WRITE_MESSAGES } from "~/features/content/documents/document-writes.server";
import { FIRST_VERSIONS } from "~/features/content/documents/seed-texts";
import * as adminLayout from "~/routes/admin/layout";
import * as documentDraft from "~/routes/admin/document-draft";
import * as documentNew from "~/routes/admin/document-new";
import * as documents from "~/routes/admin/documents";
import * as terms from "~/routes/static/terms";
import { closePageCacheListener } from "~/server/page-cache.server";
import { warsawDay } from "~/utils/format";
import { assignRole, createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const today = warsawDay();
const daysAhead = (n: number) => daysAfter(today, n);
const newPath = "/admin/dokumenty/regulamin/nowa";
const params = { document: "regulamin" };
type Editor = { data: { latest: number; start: { number: number; body: string } | null; draft: { id: string; updatedAt: string } | null } };

async function openNew(user: Awaited<ReturnType<typeof createUser>>) {
  const res = await callLoader<Editor>([adminLayout, documentNew], { path: newPath, user, params });
  expect(res.status).toBe(200);
  return res.data.data;
}

const form = (latest: number, over: Record<string, string> = {}) => ({ intent: "save-draft", body: FIRST_VERSIONS.terms, summary: "", effectiveFrom: "", basedOn: String(latest), expectedUpdatedAt: "", ...over });

describe("/admin/dokumenty", () => {
  it("refuses an editor and a moderator (403) in the loaders and the actions; a role needs the panel too", async () => {
    for (const trait of ["editor", "moderator"] as const) {
      const user = await createUser({ traits: [trait] });
      expect(await callLoader([adminLayout, documents], { path: "/admin/dokumenty", user })).toMatchObject({ status: 403, data: FORBIDDEN_MESSAGE });
      expect((await callLoader([adminLayout, documentNew], { path: newPath, user, params })).status).toBe(403);
      expect((await callAction([adminLayout, documentNew], { path: newPath, user, params, form: form(1, { intent: "publish", effectiveFrom: today }) })).status).toBe(403);
      expect((await callAction([adminLayout, documents], { path: "/admin/dokumenty", user, form: { intent: "delete-draft", id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(403);
    }
    const withoutPanel = await createUser();
    await assignRole(withoutPanel.id, (await createRole(["legal-document:update"])).name);
    expect([302, 403]).toContain((await callAction([adminLayout, documentNew], { path: newPath, user: withoutPanel, params, form: form(1) })).status);
    // The permission, not a role's name, opens the section.
    const custom = await createUser();
    await assignRole(custom.id, (await createRole(["legal-document:update", "admin:access"])).name);
    expect((await callLoader([adminLayout, documents], { path: "/admin/dokumenty", user: custom })).status).toBe(200);
  });

  it("answers bad input with Polish messages (400) and changes nothing; an unknown document or draft is a 404", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const { latest } = await openNew(admin);
    const before = await db.select({ id: legalDocumentVersions.id }).from(legalDocumentVersions);
    const bad = await callAction<{ fieldErrors: Record<string, string> }>([adminLayout, documentNew], {
      path: newPath,
      user: admin,
      params,
      form: form(latest, { intent: "publish", body: "  ", summary: "x".repeat(501), effectiveFrom: "2020-01-01" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toMatchObject({ body: DOCUMENT_MESSAGES.bodyRequired, summary: DOCUMENT_MESSAGES.summaryTooLong, effectiveFrom: DOCUMENT_MESSAGES.datePast });
    const noDate = await callAction<{ fieldErrors: Record<string, string> }>([adminLayout, documentNew], { path: newPath, user: admin, params, form: form(latest, { intent: "publish" }) });
    expect(noDate.data.fieldErrors.effectiveFrom).toBe(DOCUMENT_MESSAGES.dateRequired);
    expect((await callAction([adminLayout, documentNew], { path: newPath, user: admin, params, form: form(latest, { intent: "zniszcz" }) })).status).toBe(400);
    const unknown = await callAction<{ message: string }>([adminLayout, documentNew], { path: "/admin/dokumenty/o-nas/nowa", user: admin, params: { document: "o-nas" }, form: form(latest) });
    expect([unknown.status, unknown.data.message]).toEqual([404, "Nie ma takiego dokumentu."]);
    expect((await callLoader([adminLayout, documentNew], { path: "/admin/dokumenty/cookies/nowa", user: admin, params: { document: "cookies" } })).status).toBe(404);
    // A start version that is no number, or none a column can hold, opens the version in force.
    for (const od of ["abc", "99999999999", "-1", "1e3"]) {
      const res = await callLoader<Editor>([adminLayout, documentNew], { path: `${newPath}?od=${od}`, user: admin, params });
      expect([od, res.status, res.data.data.start?.number]).toEqual([od, 200, expect.any(Number)]);
    }
    const noDraft = { document: "regulamin", draftId: "00000000-0000-4000-8000-000000000000" };
    expect((await callLoader([adminLayout, documentDraft], { path: "/admin/dokumenty/regulamin/szkice/x", user: admin, params: noDraft })).status).toBe(404);
    expect((await callAction([adminLayout, documentDraft], { path: "/admin/dokumenty/regulamin/szkice/x", user: admin, params: { ...noDraft, draftId: "x" }, form: form(latest) })).status).toBe(404);
    expect((await db.select({ id: legalDocumentVersions.id }).from(legalDocumentVersions)).length).toBe(before.length);
  });

  it("without JavaScript: a draft is saved (a redirect to its editor), opened only under its own document, published, and the public page shows it", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const { latest, start } = await openNew(admin);
    expect(start?.body).toBe((await db.select({ body: legalDocumentVersions.body }).from(legalDocumentVersions).where(and(eq(legalDocumentVersions.document, "terms"), eq(legalDocumentVersions.status, "published"))).orderBy(desc(legalDocumentVersions.effectiveFrom), desc(legalDocumentVersions.number)).limit(1))[0]!.body);
    const body = `${FIRST_VERSIONS.terms}\n\n## §9. Nowy paragraf {#nowy}\n\nTreść z panelu.`;
    const saved = await callAction([adminLayout, documentNew], { path: newPath, user: admin, params, form: form(latest, { body }) });
    expect(saved.status).toBe(302);
    const draftId = saved.location!.split("/").pop()!;
    expect(saved.location).toBe(`/admin/dokumenty/regulamin/szkice/${draftId}`);
    expect(saved.headers.get("set-cookie")).toContain("vp.toast");
    // The same draft under another document's address is not there.
    expect((await callLoader([adminLayout, documentDraft], { path: "/x", user: admin, params: { document: "afiliacja", draftId } })).status).toBe(404);
    const opened = await callLoader<Editor>([adminLayout, documentDraft], { path: saved.location!, user: admin, params: { document: "regulamin", draftId } });
    const draft = opened.data.data.draft!;
    const publish = (effectiveFrom: string) =>
      callAction<{ fieldErrors?: Record<string, string> }>([adminLayout, documentDraft], {
        path: saved.location!,
        user: admin,
        params: { document: "regulamin", draftId },
        form: form(opened.data.data.latest, { intent: "publish", body, summary: "Dodano §9.", effectiveFrom, expectedUpdatedAt: draft.updatedAt }),
      });
    // ADR 198: the terms are announced 14 days ahead — from today (or the 13th day) is refused and changes nothing.
    const tooSoon = await publish(daysAhead(14));
    expect([tooSoon.status, tooSoon.data.fieldErrors?.effectiveFrom]).toEqual([400, noticeTooShortMessage(daysAhead(15))]);
    expect((await publishedHeads("terms")).length).toBe(latest);
    const published = await publish(daysAhead(15));
    expect([published.status, published.location]).toEqual([302, "/admin/dokumenty"]);
    const page = await callLoader<{ page: { version: { number: number }; upcoming: { number: number; summary: string; effectiveFrom: string } | null } }>(terms, { path: "/regulamin" });
    expect(page.data.page.version.number).toBeLessThan(latest + 1);
    expect(page.data.page.upcoming).toEqual({ number: latest + 1, summary: "Dodano §9.", effectiveFrom: daysAhead(15) });
    const [text] = await db.select({ bodyHtml: legalDocumentVersions.bodyHtml }).from(legalDocumentVersions).where(and(eq(legalDocumentVersions.document, "terms"), eq(legalDocumentVersions.number, latest + 1)));
    expect(text!.bodyHtml).toContain("Treść z panelu.");
    // Published: the draft's address no longer opens, its action answers that it cannot change.
    const again = await callAction<{ message: string }>([adminLayout, documentDraft], { path: saved.location!, user: admin, params: { document: "regulamin", draftId }, form: form(latest + 1) });
    expect([again.status, again.data.message]).toEqual([409, DOCUMENT_WRITE_MESSAGES.publishedLocked]);
  });

  it("refuses the second of two admins' saves of one draft (409 with the reload offer) and deletes a draft from the list", async () => {
    const [one, two] = [await createUser({ traits: ["admin"] }), await createUser({ traits: ["admin"] })];
    const { latest } = await openNew(one);
    const saved = await callAction([adminLayout, documentNew], { path: newPath, user: one, params, form: form(latest, { summary: "Wersja robocza" }) });
    const draftId = saved.location!.split("/").pop()!;
    const draftParams = { document: "regulamin", draftId };
    const loaded = (await callLoader<Editor>([adminLayout, documentDraft], { path: saved.location!, user: two, params: draftParams })).data.data;
    const first = await callAction([adminLayout, documentDraft], { path: saved.location!, user: one, params: draftParams, fetcher: true, form: form(loaded.latest, { summary: "Pierwszy", expectedUpdatedAt: loaded.draft!.updatedAt }) });
    expect(first.status).toBe(302);
    const second = await callAction<{ message: string; fieldErrors: Record<string, string> }>([adminLayout, documentDraft], {
      path: saved.location!,
      user: two,
      params: draftParams,
      form: form(loaded.latest, { summary: "Drugi", expectedUpdatedAt: loaded.draft!.updatedAt }),
    });
    expect([second.status, second.data.message, second.data.fieldErrors._stale]).toEqual([409, DOCUMENT_WRITE_MESSAGES.draftStale, "1"]);
    const deleted = await callAction([adminLayout, documents], { path: "/admin/dokumenty", user: two, form: { intent: "delete-draft", id: draftId } });
    expect([deleted.status, deleted.location]).toEqual([303, "/admin/dokumenty"]);
    const gone = await callAction<{ message: string }>([adminLayout, documents], { path: "/admin/dokumenty", user: two, fetcher: true, form: { intent: "delete-draft", id: draftId } });
    expect([gone.status, gone.data.message]).toEqual([404, DOCUMENT_WRITE_MESSAGES.draftNotFound]);
    expect((await callAction([adminLayout, documents], { path: "/admin/dokumenty", user: two, form: { intent: "delete-draft", id: "nie-uuid" } })).status).toBe(400);
  });
});
