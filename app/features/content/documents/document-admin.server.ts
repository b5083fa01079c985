// ADR 172: what the panel's "Dokumenty" section reads — the three documents with the version in force,
// the scheduled ones and the drafts; the editor's starting text (a new version starts from the one in
// force) or a draft.
import { config } from "~/config.server";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { legalDocumentVersions, user } from "~/db/schema";
import { warsawDay } from "~/utils/format";
import { isUuid } from "~/utils/uuid";
import { noticeProgress, type NoticeProgress } from "./document-notice.server";
import { LEGAL_DOCUMENT_KEYS, type LegalDocumentKey, type VersionHead } from "./document-types";
import { versionTimeline } from "./effective-version";

export type AdminDraft = { id: string; effectiveFrom: string | null; summary: string; updatedAt: string; updatedByName: string | null; basedOn: number };

export type AdminDocument = {
  key: LegalDocumentKey;
  inForce: VersionHead | null;
  /** Published versions whose day has not come, nearest first. */
  scheduled: VersionHead[];
  publishedCount: number;
  drafts: AdminDraft[];
  /** ADR 198: the account holders' e-mails of each published version that has them, by its number. */
  notices: Record<number, NoticeProgress>;
};

const publishedHeads = () =>
  db
    .select({ id: legalDocumentVersions.id, document: legalDocumentVersions.document, number: legalDocumentVersions.number, effectiveFrom: legalDocumentVersions.effectiveFrom, summary: legalDocumentVersions.summary })
    .from(legalDocumentVersions)
    .where(eq(legalDocumentVersions.status, "published"));

const editorName = sql<string | null>`(SELECT coalesce(nullif(btrim(u.name), ''), u.email) FROM ${user} u WHERE u.id = ${legalDocumentVersions.updatedBy})`;

function draftsQuery(where = eq(legalDocumentVersions.status, "draft")) {
  return db
    .select({
      id: legalDocumentVersions.id,
      document: legalDocumentVersions.document,
      effectiveFrom: legalDocumentVersions.effectiveFrom,
      summary: legalDocumentVersions.summary,
      updatedAt: legalDocumentVersions.updatedAt,
      updatedByName: editorName,
      basedOn: legalDocumentVersions.basedOn,
    })
    .from(legalDocumentVersions)
    .where(where)
    .orderBy(desc(legalDocumentVersions.updatedAt));
}

const toDraft = ({ document: _d, updatedAt, ...rest }: Awaited<ReturnType<typeof draftsQuery>>[number]): AdminDraft => ({ ...rest, updatedAt: updatedAt.toISOString() });

export async function listDocumentsForAdmin(today = warsawDay()): Promise<AdminDocument[]> {
  const [published, drafts, progress] = await Promise.all([publishedHeads(), draftsQuery(), noticeProgress()]);
  return LEGAL_DOCUMENT_KEYS.map((key) => {
    const own = published.filter((v) => v.document === key);
    const versions = own.map((v) => ({ number: v.number!, effectiveFrom: v.effectiveFrom!, summary: v.summary }));
    const { inForce } = versionTimeline(versions, today);
    const scheduled = versions.filter((v) => v.effectiveFrom > today).sort((a, b) => (a.effectiveFrom === b.effectiveFrom ? a.number - b.number : a.effectiveFrom < b.effectiveFrom ? -1 : 1));
    const notices: Record<number, NoticeProgress> = {};
    for (const v of own) {
      const found = progress.get(v.id);
      if (found) notices[v.number!] = found;
    }
    return { key, inForce, scheduled, publishedCount: versions.length, drafts: drafts.filter((d) => d.document === key).map(toDraft), notices };
  });
}

export type EditorStart = { number: number; effectiveFrom: string; body: string };

export type DocumentEditorData = {
  key: LegalDocumentKey;
  today: string;
  /** The newest published number: what the form's `basedOn` says it has seen. */
  latest: number;
  inForce: VersionHead | null;
  scheduled: VersionHead[];
  /** A new version: the published text it starts from. */
  start: EditorStart | null;
  draft: (AdminDraft & { body: string }) | null;
  /** How long after the publication the e-mails go (config DOCUMENT_NOTICE_HOLD_MINUTES). */
  noticeHoldMinutes: number;
};

async function publishedBody(key: LegalDocumentKey, number: number): Promise<EditorStart | null> {
  const [row] = await db
    .select({ number: legalDocumentVersions.number, effectiveFrom: legalDocumentVersions.effectiveFrom, body: legalDocumentVersions.body })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.status, "published"), eq(legalDocumentVersions.number, number)));
  return row ? { number: row.number!, effectiveFrom: row.effectiveFrom!, body: row.body } : null;
}

async function documentOf(key: LegalDocumentKey, today: string): Promise<AdminDocument> {
  return (await listDocumentsForAdmin(today)).find((d) => d.key === key)!;
}

/**
 * A new version's editor: it starts from the version in force, or from another published one the
 * editor chose (`from`: a scheduled version, so its changes are not lost).
 */
export async function loadNewVersionEditor(key: LegalDocumentKey, from: number | null, today = warsawDay()): Promise<DocumentEditorData> {
  const document = await documentOf(key, today);
  const chosen = from ?? document.inForce?.number ?? null;
  const start = (chosen ? await publishedBody(key, chosen) : null) ?? (document.inForce ? await publishedBody(key, document.inForce.number) : null);
  return { key, today, latest: await newestNumber(key), inForce: document.inForce, scheduled: document.scheduled, start, draft: null, noticeHoldMinutes: config().documentNoticeHoldMinutes };
}

/** A draft's editor, or null when there is no such draft of this document. */
export async function loadDraftEditor(key: LegalDocumentKey, id: string, today = warsawDay()): Promise<DocumentEditorData | null> {
  if (!isUuid(id)) return null;
  const [found] = await draftsQuery(and(eq(legalDocumentVersions.status, "draft"), eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.id, id)));
  if (!found) return null;
  const [{ body }] = (await db.select({ body: legalDocumentVersions.body }).from(legalDocumentVersions).where(eq(legalDocumentVersions.id, id))) as [{ body: string }];
  const document = await documentOf(key, today);
  return { key, today, latest: await newestNumber(key), inForce: document.inForce, scheduled: document.scheduled, start: null, draft: { ...toDraft(found), body }, noticeHoldMinutes: config().documentNoticeHoldMinutes };
}

async function newestNumber(key: LegalDocumentKey): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | null>`max(${legalDocumentVersions.number})` })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.status, "published")));
  return Number(row?.n ?? 0);
}
