// ADR 198 (PGlite and PostgreSQL): a signed-in member's notice of a scheduled version of the terms —
// read only for that member (the root loader of a page rendered for them, or the private
// /akcje/powiadomienie-dokumentu answer), gone once closed or once the day has come.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { legalDocumentVersions } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import {
  dismissDocumentNotice,
  documentChangeScheduled,
  MEMBER_NOTICE_MESSAGES,
  memberDocumentNotice,
} from "~/features/content/documents/document-member-notice.server";
import { daysAfter, documentVersionSchema } from "~/features/content/documents/document-rules";
import { saveDocumentVersion } from "~/features/content/documents/document-writes.server";
import { publishedHeads } from "~/features/content/documents/documents.server";
import { FIRST_VERSIONS } from "~/features/content/documents/seed-texts";
import { loader as rootLoader } from "~/root";
import * as notice from "~/routes/account/document-notice";
import * as noticeState from "~/routes/account/document-notice-state";
import { warsawDay } from "~/utils/format";
import { validateForm } from "~/utils/form";
import { createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const path = "/akcje/powiadomienie-dokumentu";
const today = warsawDay();
const day = daysAfter(today, 15);

async function scheduleTerms(): Promise<{ id: string; number: number }> {
  const admin = await createUser({ traits: ["admin"] });
  const latest = Math.max(...(await publishedHeads("terms")).map((h) => h.number));
  const form = new FormData();
  for (const [k, v] of Object.entries({
    intent: "publish",
    body: FIRST_VERSIONS.terms,
    summary: "Nowy §9.",
    effectiveFrom: day,
    basedOn: String(latest),
    expectedUpdatedAt: "",
  }))
    form.set(k, v);
  const parsed = validateForm(form, documentVersionSchema("terms"));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  const saved = await saveDocumentVersion("terms", null, parsed.data, admin.id);
  return { id: saved.id, number: saved.published!.number };
}

type Notice = {
  notice: { versionId: string; document: string; number: number; effectiveFrom: string; path: string } | null;
};

/** What a shared member page's fetcher reads at /api/powiadomienie-dokumentu (JSON, never cached). */
async function askNotice(user?: Awaited<ReturnType<typeof createUser>>): Promise<Notice & { status: number; cache: string | null }> {
  const res = await callLoader(noticeState, { path: "/api/powiadomienie-dokumentu", user });
  return { status: res.status, cache: res.headers.get("Cache-Control"), ...((await res.response!.json()) as Notice) };
}

describe("the member's notice of a changed document (ADR 198)", () => {
  it("is not looked for while no version waits for its day; a publication anywhere makes it looked for at once", async () => {
    // Files share databases: the day after every version this suite schedules stands for "none waits".
    const later = daysAfter(today, 400);
    const version = await scheduleTerms();
    expect(await documentChangeScheduled(later)).toBe(false);
    expect(await memberDocumentNotice((await createUser()).id, later)).toBeNull();
    await db.update(legalDocumentVersions).set({ effectiveFrom: daysAfter(today, 450) }).where(eq(legalDocumentVersions.id, version.id));
    expect(await documentChangeScheduled(later)).toBe(false); // kept: a write outside the panel is seen within five minutes
    await (await import("~/server/page-cache.server")).invalidatePageCache(); // what a publication does, in every process
    expect(await documentChangeScheduled(later)).toBe(true);
    // Gone again: the files share databases, and a version 450 days ahead would be every other test's "next".
    await db.delete(legalDocumentVersions).where(eq(legalDocumentVersions.id, version.id));
  });

  it("is the member's own: shown until closed or until the day, never to a visitor", async () => {
    const version = await scheduleTerms();
    const member = await createUser();
    const expected = {
      versionId: version.id,
      document: "terms",
      number: version.number,
      effectiveFrom: day,
      path: `/regulamin/wersje/${version.number}`,
    };

    const visitor = await askNotice();
    expect([visitor.status, visitor.notice]).toEqual([200, null]);
    const own = await askNotice(member);
    expect([own.notice, own.cache]).toEqual([expected, "private, no-store"]);
    // The closing form's address opened in a browser goes home, like the other /akcje/* (review, session 44).
    const opened = await callLoader(notice, { path, user: member });
    expect([opened.status, opened.location]).toEqual([302, "/"]);
    // A page rendered for the member carries it in the root loader's data; a visitor's page does not.
    expect(
      (await callLoader<{ documentNotice: unknown }>({ loader: rootLoader }, { path: "/", user: member })).data
        .documentNotice,
    ).toEqual(expected);
    expect(
      (await callLoader<{ documentNotice: unknown }>({ loader: rootLoader }, { path: "/" })).data.documentNotice,
    ).toBeNull();
    // On its day the version applies: not announced any more (files share databases: another file's later
    // version may be announced then, so only this one is checked).
    expect((await memberDocumentNotice(member.id, day))?.versionId).not.toBe(version.id);

    // Closing (as a fetcher): gone for this member, still there for another.
    const closed = await callAction(notice, { path, user: member, fetcher: true, form: { versionId: version.id } });
    expect(closed.status).toBe(200);
    expect((await askNotice(member)).notice).toBeNull();
    expect((await memberDocumentNotice((await createUser()).id))?.versionId).toBe(version.id);
    // Closing again is fine; closing without JavaScript goes back to the page it came from.
    const plain = await callAction(notice, {
      path,
      user: member,
      form: { versionId: version.id, redirectTo: "/produkty" },
    });
    expect([plain.status, plain.location]).toEqual([302, "/produkty"]);
  });

  it("refuses a version that is no notice, and a visitor (nothing stored)", async () => {
    const member = await createUser();
    const unknown = await callAction<{ message: string }>(notice, {
      path,
      user: member,
      fetcher: true,
      form: { versionId: crypto.randomUUID() },
    });
    expect([unknown.status, unknown.data.message]).toEqual([404, MEMBER_NOTICE_MESSAGES.notFound]);
    const bad = await callAction(notice, { path, user: member, fetcher: true, form: { versionId: "x" } });
    expect(bad.status).toBe(400);
    const version = await scheduleTerms();
    const anonymous = await callAction(notice, { path, fetcher: true, form: { versionId: version.id } });
    expect(anonymous.status).toBe(401);
    // The affiliate page's versions are never announced to members, so there is nothing to close.
    const [affiliate] = await db
      .select({ id: legalDocumentVersions.id })
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.document, "affiliate"));
    await expect(dismissDocumentNotice(member.id, affiliate!.id)).rejects.toMatchObject({ status: 404 });
  });
});
