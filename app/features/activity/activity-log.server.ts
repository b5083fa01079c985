// ADR 160: the change log. `recordActivity` is called by each panel write inside its own transaction
// (an entry exists exactly when the change committed); the panel reads it at /admin/dziennik and a
// product's last entries on its form. Writes made without a person (seeding, scripts, tests that pass
// none) are not panel activity and are not recorded.
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { activityLog, blogPosts, productCategories, productTypes, products, user } from "~/db/schema";
import { isUuid } from "~/utils/uuid";
import { zonedToUtc } from "~/features/blog/warsaw-time";
import { documentVersionPath } from "~/features/content/documents/document-types";
import { warsawDay } from "~/utils/format";
import {
  ACTIVITY_PERIODS,
  ACTIVITY_SUBJECTS,
  type ActivityAction,
  type ActivityDetails,
  type ActivityEntry,
  type ActivityFilters,
  type ActivityList,
  type ActivityPeriod,
  type ActivitySubject,
} from "./activity-types";

export const ACTIVITY_PAGE_SIZE = 50;

// A year of history answers "who changed this?" for any season's catalogue; older entries go (the
// hourly maintenance), with the block reasons they may carry (ADR 160 addendum).
export const ACTIVITY_RETENTION_DAYS = 365;

/** Deletes entries older than the retention period; returns how many went. */
export async function pruneOldActivity(executor: Executor = db): Promise<number> {
  const gone = await executor.execute<{ id: string }>(
    sql`DELETE FROM ${activityLog} WHERE ${activityLog.performedAt} < now() - make_interval(days => ${ACTIVITY_RETENTION_DAYS}) RETURNING ${activityLog.id}`,
  );
  return gone.rows.length;
}

export type ActivityRecord = { subject: ActivitySubject; subjectId: string | null; label: string; action: ActivityAction; details?: ActivityDetails };

/** Writes entries of one change (inside the change's transaction); nothing without a person. */
export async function recordActivity(tx: Executor, actorId: string | null | undefined, ...records: ActivityRecord[]): Promise<void> {
  if (!actorId || records.length === 0) return;
  await tx.insert(activityLog).values(
    // clock_timestamp(): two entries of one transaction (a save and its publication) keep their order.
    records.map((r) => ({ performedAt: sql`clock_timestamp()`, performedBy: actorId, subject: r.subject, subjectId: r.subjectId, label: r.label.slice(0, 300), action: r.action, details: r.details ?? {} })),
  );
}

/** A day typed in a date field (YYYY-MM-DD) that exists, in years the log can hold; null for anything else. */
function day(value: string | null): string | null {
  // Not 9999-12-31: the day after it has no such date (the filter compared with nothing; hostile review).
  return value && /^2\d{3}-\d{2}-\d{2}$/.test(value) && zonedToUtc(`${value}T00:00`) ? value : null;
}

/** Reads ?rodzaj=&osoba=&od=&do=&okres=&page=; anything malformed is left out (the whole log). */
export function parseActivityFilters(params: URLSearchParams, now: Date = new Date()): ActivityFilters {
  const subject = params.get("rodzaj") ?? "";
  const person = params.get("osoba") ?? "";
  let from = day(params.get("od"));
  let to = day(params.get("do"));
  // Days typed the wrong way round mean the same span (an empty list said nothing of why; session 33).
  if (from && to && from > to) [from, to] = [to, from];
  // Typed days win over a quick span: the form keeps the span's field while days are typed.
  const asked = params.get("okres") ?? "";
  const period = !from && !to && Object.hasOwn(ACTIVITY_PERIODS, asked) ? (asked as ActivityPeriod) : null;
  if (period) from = daysBefore(warsawDay(now), ACTIVITY_PERIODS[period]);
  return {
    subject: (ACTIVITY_SUBJECTS as readonly string[]).includes(subject) ? (subject as ActivitySubject) : null,
    personId: /^[A-Za-z0-9_-]{1,64}$/.test(person) ? person : null,
    from,
    to,
    period,
    page: Math.min(100_000, Math.max(1, Math.floor(Number(params.get("page")) || 1))),
  };
}

function daysBefore(value: string, days: number): string {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** The start of the day after `value` in Warsaw (the "do" day is included whole). */
function dayAfter(value: string): Date {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return zonedToUtc(`${next}T00:00`)!;
}

// Owner review (session 32): "what changed last Tuesday?" had to be paged for.
function conditions(filters: Pick<ActivityFilters, "subject" | "personId" | "from" | "to">): SQL | undefined {
  return and(
    filters.subject ? eq(activityLog.subject, filters.subject) : undefined,
    filters.personId ? eq(activityLog.performedBy, filters.personId) : undefined,
    filters.from ? gte(activityLog.performedAt, zonedToUtc(`${filters.from}T00:00`)!) : undefined,
    filters.to ? lt(activityLog.performedAt, dayAfter(filters.to)) : undefined,
  );
}

// Names are read now, not stored: an erased account leaves no name behind (null → 'konto usunięte').
const performer = sql<string | null>`(SELECT coalesce(nullif(btrim(p.name), ''), p.email) FROM ${user} p WHERE p.id = ${activityLog.performedBy})`;
const accountName = sql<string | null>`CASE WHEN ${activityLog.subject} = 'account' THEN (SELECT coalesce(nullif(btrim(a.name), ''), a.email) FROM ${user} a WHERE a.id = ${activityLog.subjectId}) END`;
const accountEmail = sql<string | null>`CASE WHEN ${activityLog.subject} = 'account' THEN (SELECT a.email FROM ${user} a WHERE a.id = ${activityLog.subjectId}) END`;
const reviewAuthor = sql<string | null>`CASE WHEN ${activityLog.subject} = 'review' THEN (SELECT coalesce(nullif(btrim(a.name), ''), a.email) FROM ${user} a WHERE a.id = ${activityLog.details}->>'authorId') END`;
// Whether the subject still exists, so the entry links to it (its slug for a post).
const liveProduct = sql<boolean>`CASE WHEN ${activityLog.subject} = 'product' THEN EXISTS (SELECT 1 FROM ${products} x WHERE x.id::text = ${activityLog.subjectId}) ELSE false END`;
const postSlug = sql<string | null>`CASE WHEN ${activityLog.subject} = 'post' THEN (SELECT x.slug FROM ${blogPosts} x WHERE x.id::text = ${activityLog.subjectId}) END`;
const liveCategory = sql<boolean>`CASE WHEN ${activityLog.subject} = 'category' THEN EXISTS (SELECT 1 FROM ${productCategories} x WHERE x.id::text = ${activityLog.subjectId})
  WHEN ${activityLog.subject} = 'product-type' THEN EXISTS (SELECT 1 FROM ${productTypes} x WHERE x.id::text = ${activityLog.subjectId}) ELSE false END`;

type Row = {
  id: string;
  performedAt: Date;
  performerName: string | null;
  subject: string;
  subjectId: string | null;
  label: string;
  action: string;
  details: ActivityDetails;
  accountName: string | null;
  accountEmail: string | null;
  reviewAuthor: string | null;
  liveProduct: boolean;
  postSlug: string | null;
  liveCategory: boolean;
};

/** What the reader may open: an account's link names its e-mail, for holders of user:read only. */
export type ActivityReader = { canReadUsers: boolean };

function hrefOf(row: Row, reader: ActivityReader): string | null {
  switch (row.subject) {
    case "product":
      return row.liveProduct ? `/admin/produkty/${row.subjectId}` : null;
    case "post":
      return row.postSlug ? `/blog/edytor/${encodeURIComponent(row.postSlug)}` : null;
    case "category":
    case "product-type":
      return row.liveCategory ? "/admin/kategorie" : null;
    case "code":
      return row.label ? `/admin/kody?q=${encodeURIComponent(row.label)}` : "/admin/kody";
    case "account":
      // Session 33: the account's own panel page (its roles, block, reviews and changes).
      return row.accountEmail && reader.canReadUsers ? `/admin/uzytkownicy/${encodeURIComponent(row.subjectId ?? "")}` : null;
    case "role":
      return reader.canReadUsers ? "/admin/role" : null;
    case "tag": // ADR 171: the tag under its new name; a removed one is nowhere
      return row.details.newName ? `/admin/tagi?q=${encodeURIComponent(row.details.newName)}` : null;
    case "document":
      // ADR 172: a published version is readable at its own public address (drafts have none).
      return row.details.version && row.details.document ? documentVersionPath(row.details.document, row.details.version) : null;
    case "settings": // ADR 179: the one settings screen
      return "/admin/ustawienia";
    case "newsletter": // ADR 185: the issue is listed in the screen's history
      return "/admin/newsletter";
    default:
      return null;
  }
}

function entryOf(row: Row, reader: ActivityReader): ActivityEntry {
  return {
    id: row.id,
    performedAt: row.performedAt.toISOString(),
    performerName: row.performerName,
    subject: row.subject as ActivitySubject,
    action: row.action as ActivityAction,
    label: row.subject === "account" ? (row.accountName ?? "") : row.label,
    href: hrefOf(row, reader),
    details: row.details,
    authorName: row.subject === "review" ? row.reviewAuthor : undefined,
  };
}

const columns = {
  id: activityLog.id,
  performedAt: activityLog.performedAt,
  performerName: performer,
  subject: activityLog.subject,
  subjectId: activityLog.subjectId,
  label: activityLog.label,
  action: activityLog.action,
  details: activityLog.details,
  accountName,
  accountEmail,
  reviewAuthor,
  liveProduct,
  postSlug,
  liveCategory,
};

/** One page of the log, newest first (activity_log_time_idx), with the person filter's choices. */
export async function listActivity(filters: ActivityFilters, reader: ActivityReader, executor: Executor = db): Promise<ActivityList> {
  const where = conditions(filters);
  const [{ total }] = await executor.select({ total: count() }).from(activityLog).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const [rows, people] = await Promise.all([
    executor
      .select(columns)
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.performedAt), desc(activityLog.seq))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    executor.execute<{ id: string; name: string }>(
      sql`SELECT u.id, coalesce(nullif(btrim(u.name), ''), u.email) AS name FROM ${user} u
          WHERE u.id IN (SELECT DISTINCT performed_by FROM activity_log WHERE performed_by IS NOT NULL) ORDER BY 2`,
    ),
  ]);
  return { entries: (rows as Row[]).map((row) => entryOf(row, reader)), page, pageCount, total, people: people.rows };
}

/** The latest entries of one subject (a product's form shows who changed it last). */
export async function recentActivityOf(subject: ActivitySubject, subjectId: string, limit = 5, executor: Executor = db): Promise<ActivityEntry[]> {
  // An account's id is Better Auth's own (letters, digits, case kept); every other subject's a uuid.
  if (subject === "account" ? !/^[A-Za-z0-9_-]{1,64}$/.test(subjectId) : !isUuid(subjectId)) return [];
  if (subject !== "account") subjectId = subjectId.toLowerCase(); // an address typed in capitals names the same product
  const rows = await executor
    .select(columns)
    .from(activityLog)
    .where(and(eq(activityLog.subject, subject), eq(activityLog.subjectId, subjectId)))
    .orderBy(desc(activityLog.performedAt), desc(activityLog.seq))
    .limit(limit);
  return (rows as Row[]).map((row) => entryOf(row, { canReadUsers: false })); // a product's entries link no account
}
