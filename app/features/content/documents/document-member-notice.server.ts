// ADR 198: the notice a signed-in member sees on the site while a published version of the terms or the
// privacy policy waits for its day ("Od 15 grudnia 2026 r. obowiązuje nowy regulamin. Zobacz, co się
// zmienia."), until they close it. Read for the member only: the root loader of a page rendered for them,
// or the private /api/powiadomienie-dokumentu answer on a shared member page — never a cached page.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { keptUntilCatalogueWrite } from "~/server/kept-until-write.server";
import { UserError } from "~/utils/action.server";
import { warsawDay } from "~/utils/format";
import { MEMBER_NOTICE_MESSAGES } from "./document-notice-messages";
import { NOTIFIED_DOCUMENTS, versionPath, type LegalDocumentKey } from "./document-types";

export type MemberDocumentNotice = {
  versionId: string;
  document: LegalDocumentKey;
  number: number;
  effectiveFrom: string;
  path: string;
};

export { MEMBER_NOTICE_MESSAGES };

const notified = sql.join(
  NOTIFIED_DOCUMENTS.map((key) => sql`${key}`),
  sql`, `,
);

// Almost always no version waits for its day: members' pages then ask nothing (code review, session 39:
// one more query on every page rendered for a member, and a fetch on every shared member page). Kept
// per Warsaw day until the page cache empties — a publication empties it here and, through NOTIFY, in
// every other process — and at most five minutes.
const scheduled = keptUntilCatalogueWrite<boolean>({ maxEntries: 2, maxAgeMs: 5 * 60_000 });

/** Whether any published version of a notified document waits for its day (from memory, mostly). */
export function documentChangeScheduled(today = warsawDay(), executor: Executor = db): Promise<boolean> {
  return scheduled(today, async () => {
    const result = await executor.execute<{ any: boolean }>(sql`
      SELECT EXISTS (SELECT 1 FROM legal_document_versions
        WHERE status = 'published' AND document IN (${notified}) AND effective_from > ${today}::date) AS any`);
    return Boolean(result.rows[0]?.any);
  });
}

/**
 * The nearest scheduled version of the terms or the privacy policy the member has not closed, or null;
 * a version another one replaces on its own day is never announced (it will never apply).
 */
export async function memberDocumentNotice(
  userId: string,
  today = warsawDay(),
  executor: Executor = db,
): Promise<MemberDocumentNotice | null> {
  if (executor === db && !(await documentChangeScheduled(today))) return null;
  const result = await executor.execute<{
    id: string;
    document: LegalDocumentKey;
    number: number;
    effective_from: string;
  }>(sql`
    SELECT v.id, v.document, v.number, v.effective_from::text AS effective_from
    FROM legal_document_versions v
    WHERE v.status = 'published' AND v.document IN (${notified}) AND v.effective_from > ${today}::date
      AND NOT EXISTS (SELECT 1 FROM legal_notice_dismissals d WHERE d.user_id = ${userId} AND d.version_id = v.id)
      -- Of two versions for one day the later published applies (ADR 172): the other never will.
      AND NOT EXISTS (SELECT 1 FROM legal_document_versions w WHERE w.document = v.document AND w.status = 'published'
        AND w.effective_from = v.effective_from AND w.number > v.number)
    ORDER BY v.effective_from, v.number
    LIMIT 1`);
  const row = result.rows[0];
  if (!row) return null;
  const number = Number(row.number);
  return {
    versionId: row.id,
    document: row.document,
    number,
    effectiveFrom: row.effective_from,
    path: versionPath(row.document, number),
  };
}

/** The member closed the notice of `versionId` (a scheduled or past version of a notified document). */
export async function dismissDocumentNotice(userId: string, versionId: string, executor: Executor = db): Promise<void> {
  const result = await executor.execute(sql`
    INSERT INTO legal_notice_dismissals (user_id, version_id)
    SELECT ${userId}, v.id FROM legal_document_versions v
    WHERE v.id = ${versionId}::uuid AND v.status = 'published' AND v.document IN (${notified})
    ON CONFLICT DO NOTHING
    RETURNING 1`);
  if (result.rows.length > 0) return;
  // Nothing stored: closed already (fine, the same answer) or no such version (404).
  const known = await executor.execute(
    sql`SELECT 1 FROM legal_notice_dismissals WHERE user_id = ${userId} AND version_id = ${versionId}::uuid`,
  );
  if (known.rows.length === 0) throw new UserError(MEMBER_NOTICE_MESSAGES.notFound, 404);
}
