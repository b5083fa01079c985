// ADR 172: the panel's writes of the legal documents — save a draft, publish (a draft or straight from
// the editor), delete a draft. A published version is never changed again (the legal record of what
// applied from which day): it is only superseded by a newer one. Each write is one transaction that
// locks the document's row (versions are numbered one after the other) and records its change-log
// entry; a publication empties the page cache after the commit.
import { and, eq, max, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { legalDocuments, legalDocumentVersions } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { isOwnImage, markdownImageUrls } from "~/features/blog/post-images.server";
import { UserError } from "~/utils/action.server";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import { warsawDay } from "~/utils/format";
import { effectiveDateText } from "./document-facts";
import { queueDocumentNotices } from "./document-notice.server";
import { kickDocumentNoticeWorker } from "./document-notice-worker.server";
import { renderDocument } from "./document-render.server";
import { noticeProblem, type DocumentVersionInput } from "./document-rules";
import { LEGAL_DOCUMENTS, NOTIFIED_DOCUMENTS, type LegalDocumentKey } from "./document-types";

export const DOCUMENT_WRITE_MESSAGES = {
  draftStale: "Ktoś inny zmienił ten szkic po otwarciu edytora. Wczytaj aktualną wersję i wprowadź zmiany ponownie.",
  draftNotFound: "Nie znaleziono szkicu. Mógł zostać opublikowany lub usunięty.",
  publishedLocked: "Opublikowanej wersji nie można zmienić ani usunąć: napisz nową wersję.",
  draftSaved: "Zapisano szkic.",
  draftDeleted: "Usunięto szkic.",
  // Review (session 34): as in posts (post-images.server.ts, session 31), an image from another site tracks every reader.
  foreignImage: "Obrazy w dokumencie muszą pochodzić z tego serwisu. Obraz z innej strony może zniknąć lub śledzić czytelników.",
} as const;

export const newerVersionMessage = (number: number) =>
  `Od otwarcia edytora opublikowano wersję ${number} tego dokumentu. Wczytaj edytor ponownie i sprawdź, czy Twoje zmiany jej nie cofają.`;
export const publishedMessage = (number: number, day: string) => `Opublikowano wersję ${number}. Obowiązuje od ${effectiveDateText(day)}`;

export type SavedVersion = { id: string; published: { number: number; effectiveFrom: string; notified: number } | null };

/** The newest published number, with the document's row locked until the transaction ends. */
async function lockDocument(tx: Executor, key: LegalDocumentKey): Promise<number> {
  await tx.select({ key: legalDocuments.key }).from(legalDocuments).where(eq(legalDocuments.key, key)).for("update");
  const [row] = await tx
    .select({ latest: max(legalDocumentVersions.number) })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.status, "published")));
  return row?.latest ?? 0;
}

async function lockDraft(tx: Executor, key: LegalDocumentKey, id: string) {
  const [row] = await tx
    .select({ id: legalDocumentVersions.id, status: legalDocumentVersions.status, updatedAt: legalDocumentVersions.updatedAt })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.id, id), eq(legalDocumentVersions.document, key)))
    .for("update");
  if (!row) throw new UserError(DOCUMENT_WRITE_MESSAGES.draftNotFound, 404);
  if (row.status !== "draft") throw new UserError(DOCUMENT_WRITE_MESSAGES.publishedLocked, 409);
  return row;
}

/**
 * Saves the editor's form as a draft (`draftId` null: a new one) or publishes it. Refused with a 409:
 * a draft someone else saved since the form was opened (ADR 166), and a publication over a version
 * published after the editor was opened (`basedOn`), which it would silently undo.
 */
export async function saveDocumentVersion(
  key: LegalDocumentKey,
  draftId: string | null,
  input: DocumentVersionInput,
  actorId: string,
  executor: Executor = db,
  today: () => string = warsawDay,
): Promise<SavedVersion> {
  const publish = input.intent === "publish";
  if (markdownImageUrls(input.body).some((url) => url.trim() !== "" && !isOwnImage(url))) {
    throw new UserError(DOCUMENT_WRITE_MESSAGES.foreignImage, 400, { body: DOCUMENT_WRITE_MESSAGES.foreignImage });
  }
  const rendered = renderDocument(input.body, input.effectiveFrom || null); // before the transaction (ADR 085)
  const saved = await executor.transaction(async (tx) => {
    const latest = await lockDocument(tx, key);
    const draft = draftId ? await lockDraft(tx, key, draftId) : null;
    if (draft) assertUnchangedSince(draft.updatedAt, input.expectedUpdatedAt, DOCUMENT_WRITE_MESSAGES.draftStale);
    if (publish && latest > input.basedOn) throw new UserError(newerVersionMessage(latest), 409, { _stale: "1" });
    // ADR 198: the notice period again, on the day of the publication itself (the form was checked when
    // it arrived; a draft's day that was fine when it was saved may be too close now).
    const tooSoon = publish ? noticeProblem(key, input.effectiveFrom, today()) : null;
    if (tooSoon) throw new UserError(tooSoon, 400, { effectiveFrom: tooSoon });
    const values = {
      body: input.body,
      ...rendered,
      summary: input.summary,
      effectiveFrom: input.effectiveFrom || null,
      basedOn: Math.min(input.basedOn, latest),
      updatedBy: actorId,
      updatedAt: sql`clock_timestamp()`,
      ...(publish ? { status: "published", number: latest + 1, publishedBy: actorId, publishedAt: sql`clock_timestamp()` } : {}),
    };
    const [row] = draft
      ? await tx.update(legalDocumentVersions).set(values).where(eq(legalDocumentVersions.id, draft.id)).returning({ id: legalDocumentVersions.id })
      : await tx
          .insert(legalDocumentVersions)
          .values({ document: key, status: "draft", ...values, createdBy: actorId })
          .returning({ id: legalDocumentVersions.id });
    const name = LEGAL_DOCUMENTS[key].name;
    const details = { document: key, ...(input.effectiveFrom ? { effectiveFrom: input.effectiveFrom } : {}) };
    if (publish) {
      // ADR 198: every account holder's message, stored with the version (sent after the commit).
      const notified = await queueDocumentNotices(tx, key, row!.id);
      const told = NOTIFIED_DOCUMENTS.includes(key) ? { notified } : {};
      await recordActivity(tx, actorId, { subject: "document", subjectId: row!.id, label: `${name}, wersja ${latest + 1}`, action: "published", details: { ...details, version: latest + 1, ...told } });
      return { id: row!.id, published: { number: latest + 1, effectiveFrom: input.effectiveFrom, notified } };
    }
    await recordActivity(tx, actorId, { subject: "document", subjectId: row!.id, label: `${name}, szkic`, action: draft ? "updated" : "created", details });
    return { id: row!.id, published: null };
  });
  // A new version changes the public page now or at its midnight (documents.server.ts sets that clear).
  if (saved.published) await invalidatePageCache();
  if (saved.published?.notified) void kickDocumentNoticeWorker();
  return saved;
}

/** Deletes a draft (a published version stays: 409); returns its document. */
export async function deleteDocumentDraft(id: string, actorId: string, executor: Executor = db): Promise<LegalDocumentKey> {
  return executor.transaction(async (tx) => {
    // The document first, then the draft: the order a save locks them in.
    const [found] = await tx.select({ document: legalDocumentVersions.document }).from(legalDocumentVersions).where(eq(legalDocumentVersions.id, id));
    if (!found) throw new UserError(DOCUMENT_WRITE_MESSAGES.draftNotFound, 404);
    const key = found.document as LegalDocumentKey;
    await lockDocument(tx, key);
    await lockDraft(tx, key, id);
    await tx.delete(legalDocumentVersions).where(eq(legalDocumentVersions.id, id));
    await recordActivity(tx, actorId, { subject: "document", subjectId: id, label: `${LEGAL_DOCUMENTS[key].name}, szkic`, action: "deleted", details: { document: key } });
    return key;
  });
}
