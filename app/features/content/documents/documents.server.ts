// ADR 172: the public side of the legal documents — the version in force on today's Warsaw day, the
// next one announced, and the older ones, each readable at its own address.
import { and, asc, eq, lte, max } from "drizzle-orm";
import { db } from "~/db/client.server";
import { legalDocumentVersions } from "~/db/schema";
import { zonedToUtc } from "~/features/blog/warsaw-time";
import { clearPageCacheAt } from "~/server/page-cache.server";
import { warsawDay } from "~/utils/format";
import { factsFor, refreshFacts } from "./document-facts";
import { tocWithFacts } from "./document-markdown";
import { LEGAL_DOCUMENTS, type DocumentPageData, type LegalDocumentKey, type PublishedVersion, type VersionHead, type VersionPageData, type VersionState } from "./document-types";
import { versionTimeline } from "./effective-version";
import { archiveEntries } from "./version-archive";

/** msg.103, msg.104: the public 404s (a document with no version in force yet cannot happen after the seed). */
export const NO_VERSION_IN_FORCE = "Ten dokument nie ma jeszcze obowiązującej wersji.";
export const NO_SUCH_VERSION = "Nie ma takiej wersji dokumentu.";

const published = (key: LegalDocumentKey) => and(eq(legalDocumentVersions.document, key), eq(legalDocumentVersions.status, "published"));

/** Every published version of a document, without its text. */
export async function publishedHeads(key: LegalDocumentKey): Promise<VersionHead[]> {
  const rows = await db
    .select({ number: legalDocumentVersions.number, effectiveFrom: legalDocumentVersions.effectiveFrom, summary: legalDocumentVersions.summary })
    .from(legalDocumentVersions)
    .where(published(key))
    .orderBy(asc(legalDocumentVersions.number));
  return rows.map((r) => ({ number: r.number!, effectiveFrom: r.effectiveFrom!, summary: r.summary }));
}

async function publishedVersion(key: LegalDocumentKey, number: number): Promise<PublishedVersion | null> {
  const [row] = await db
    .select({
      number: legalDocumentVersions.number,
      effectiveFrom: legalDocumentVersions.effectiveFrom,
      summary: legalDocumentVersions.summary,
      introHtml: legalDocumentVersions.introHtml,
      bodyHtml: legalDocumentVersions.bodyHtml,
      toc: legalDocumentVersions.toc,
    })
    .from(legalDocumentVersions)
    .where(and(published(key), eq(legalDocumentVersions.number, number)));
  if (!row) return null;
  // The code's facts as the code states them now (document-facts.ts).
  const facts = factsFor(row.effectiveFrom);
  return {
    ...row,
    number: row.number!,
    effectiveFrom: row.effectiveFrom!,
    introHtml: refreshFacts(row.introHtml, facts),
    bodyHtml: refreshFacts(row.bodyHtml, facts),
    toc: tocWithFacts(row.toc, facts),
  };
}

/**
 * The page cache keeps these pages (ADR 010): when a version is announced, this process's cache empties
 * itself at the start of its day in Warsaw, so yesterday's version is not served after midnight.
 */
function clearCacheWhenDue(upcoming: VersionHead | null) {
  const midnight = upcoming ? zonedToUtc(`${upcoming.effectiveFrom}T00:00`) : null;
  if (midnight) clearPageCacheAt(midnight.getTime());
}

/** The page of the version in force, or null when the document has none yet (before its first day). */
export async function loadDocumentPage(key: LegalDocumentKey, today = warsawDay()): Promise<DocumentPageData | null> {
  const heads = await publishedHeads(key);
  const timeline = versionTimeline(heads, today);
  clearCacheWhenDue(timeline.upcoming);
  const version = timeline.inForce && (await publishedVersion(key, timeline.inForce.number));
  if (!version) return null;
  return { version, upcoming: timeline.upcoming, archive: archiveEntries(heads, today) };
}

/** One published version at its own address (/regulamin/wersje/2), or null when there is none. */
export async function loadVersionPage(key: LegalDocumentKey, number: number, today = warsawDay()): Promise<VersionPageData | null> {
  const heads = await publishedHeads(key);
  const timeline = versionTimeline(heads, today);
  clearCacheWhenDue(timeline.upcoming);
  const version = heads.some((h) => h.number === number) ? await publishedVersion(key, number) : null;
  if (!version) return null;
  const state: VersionState =
    timeline.inForce?.number === number ? "in-force" : timeline.upcoming?.number === number ? "upcoming" : version.effectiveFrom > today ? "scheduled" : "past";
  const lastDay = state === "past" ? (archiveEntries(heads, today).find((e) => e.number === number)?.lastDay ?? null) : null;
  return { version, state, lastDay };
}

/**
 * The sitemap's lastmod of each document's page (session 33): the Warsaw midnight its version in force
 * began to apply, by the page's path. A document without one is left out (its page then has none).
 */
export async function documentsLastChanged(today = warsawDay()): Promise<Map<string, Date>> {
  const rows = await db
    .select({ document: legalDocumentVersions.document, effectiveFrom: max(legalDocumentVersions.effectiveFrom) })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.status, "published"), lte(legalDocumentVersions.effectiveFrom, today)))
    .groupBy(legalDocumentVersions.document);
  const out = new Map<string, Date>();
  for (const row of rows) {
    const info = LEGAL_DOCUMENTS[row.document as LegalDocumentKey];
    const midnight = row.effectiveFrom ? zonedToUtc(`${row.effectiveFrom}T00:00`) : null;
    if (info && midnight) out.set(info.page.path, midnight);
  }
  return out;
}
