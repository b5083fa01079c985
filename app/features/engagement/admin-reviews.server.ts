// ADR 126: the moderators' list of reviews at /admin/opinie — URL filters parsed field by field
// (the shape of search/listing.server.ts), filtering and paging in SQL. Its writes (delete, keep a
// reported review) are in ./admin-review-actions.server.
import { and, asc, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products, profiles, reviewHelpfulVotes, reviewReports, user } from "~/db/schema";
import { escapeLike, normalizeQuery } from "~/features/search/search.server";
import { productPath } from "~/features/catalog/links";
import {
  ADMIN_REVIEW_SORTS,
  type AdminReviewFilters,
  type AdminReviewList,
  type AdminReviewSort,
  type OpenReport,
} from "./admin-review-types";
import { isUuid } from "~/utils/uuid";

export const ADMIN_REVIEWS_PAGE_SIZE = 25;
/** The excerpt the table shows; the whole text stays on the product page. */
export const REVIEW_EXCERPT_CHARS = 160;

/** Reads ?q=&ocena=&produkt=&sort=&page=; anything malformed is ignored (the list shows unfiltered). */
export function parseAdminReviewFilters(params: URLSearchParams): AdminReviewFilters {
  const rating = params.get("ocena") ?? "";
  const product = params.get("produkt") ?? "";
  const author = params.get("autor") ?? "";
  const sort = params.get("sort") ?? "";
  const reported = params.get("zgloszone") === "1";
  return {
    q: normalizeQuery(params.get("q") ?? ""),
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    productId: isUuid(product) ? product.toLowerCase() : null,
    authorId: /^[A-Za-z0-9_-]{1,64}$/.test(author) ? author : null,
    reported,
    sort: sortOf(sort, reported),
    page: Math.min(100_000, Math.max(1, Math.floor(Number(params.get("page")) || 1))),
  };
}

/** ADR 197: the queue waits longest-first unless another order is asked for; that order is the queue's only. */
function sortOf(sort: string, reported: boolean): AdminReviewSort {
  const fallback = reported ? "najdluzej-czeka" : "najnowsze";
  if (!(ADMIN_REVIEW_SORTS as readonly string[]).includes(sort)) return fallback;
  return sort === "najdluzej-czeka" && !reported ? fallback : (sort as AdminReviewSort);
}

/** When the review's oldest open report was filed (the queue's order; served by review_reports_open_idx). */
const firstOpenReport = sql<Date | string | null>`(SELECT min(rr.created_at) FROM ${reviewReports} rr WHERE rr.review_id = ${productReviews.id} AND rr.dismissed_at IS NULL)`;

const ORDER: Record<AdminReviewSort, SQL[]> = {
  najnowsze: [desc(productReviews.createdAt), desc(productReviews.id)],
  najstarsze: [asc(productReviews.createdAt), asc(productReviews.id)],
  "najnizsza-ocena": [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
  "najdluzej-czeka": [sql`${firstOpenReport} ASC NULLS LAST`, asc(productReviews.id)],
};

/** The author's name as the product page shows it (profile name, else account name). */
const authorName = sql<
  string | null
>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${user.name}), ''))`;

function conditions(filters: AdminReviewFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.q) {
    // A parameter, never spliced (DESIGN §5); LIKE wildcards typed by the moderator match themselves.
    const needle = sql`'%' || f_unaccent(lower(${escapeLike(filters.q)})) || '%'`;
    const contains = (column: SQL | typeof productReviews.comment) => sql`f_unaccent(lower(${column})) LIKE ${needle}`;
    where.push(
      or(
        contains(productReviews.comment),
        contains(sql`${products.title}`),
        contains(sql`coalesce(${profiles.fullName}, '')`),
        contains(sql`${user.name}`),
      ),
    );
  }
  if (filters.rating !== null) where.push(eq(productReviews.rating, filters.rating));
  if (filters.productId) where.push(eq(productReviews.productId, filters.productId));
  if (filters.authorId) where.push(eq(productReviews.userId, filters.authorId));
  // ADR 162: the moderators' queue — reviews with a report nobody has handled yet.
  if (filters.reported) where.push(sql`EXISTS (SELECT 1 FROM ${reviewReports} rr WHERE rr.review_id = ${productReviews.id} AND rr.dismissed_at IS NULL)`);
  return and(...where);
}

export function excerptOf(comment: string): string {
  const text = comment.replace(/\s+/g, " ").trim();
  if (text.length <= REVIEW_EXCERPT_CHARS) return text;
  const cut = text.slice(0, REVIEW_EXCERPT_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > REVIEW_EXCERPT_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** One page of reviews with their product and author; the count and the page in two queries. */
export async function listAdminReviews(filters: AdminReviewFilters, executor: Executor = db): Promise<AdminReviewList> {
  const where = conditions(filters);
  // ADR 136: only the text filter reads the product and the author. Without it the count reads the
  // reviews alone: every review has both (NOT NULL foreign keys, deleted with them), so the joins
  // would drop no row; the planner cannot know that and joined all of them (95 ms at 200k reviews).
  const counted = executor.select({ total: sql<number>`count(*)::int` }).from(productReviews);
  const [{ total }] = filters.q
    ? await counted
        .innerJoin(products, eq(products.id, productReviews.productId))
        .innerJoin(user, eq(user.id, productReviews.userId))
        .leftJoin(profiles, eq(profiles.id, productReviews.userId))
        .where(where)
    : await counted.where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const helpful = sql<number>`(SELECT count(*)::int FROM ${reviewHelpfulVotes} WHERE ${reviewHelpfulVotes.reviewId} = ${productReviews.id})`;
  // The open reports, oldest first (their reporters are not shown: the reason is what is judged).
  const reports = sql<OpenReport[]>`(SELECT coalesce(json_agg(json_build_object('reason', rr.reason, 'details', rr.details, 'createdAt', rr.created_at) ORDER BY rr.created_at), '[]'::json)
    FROM ${reviewReports} rr WHERE rr.review_id = ${productReviews.id} AND rr.dismissed_at IS NULL)`;
  const rows = await executor
    .select({
      id: productReviews.id,
      productId: products.id,
      productTitle: products.title,
      authorId: productReviews.userId,
      authorName,
      rating: productReviews.rating,
      comment: productReviews.comment,
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
      moderatedAt: productReviews.moderatedAt,
      helpfulCount: helpful,
      reports,
      firstReportedAt: firstOpenReport,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(user, eq(user.id, productReviews.userId))
    .leftJoin(profiles, eq(profiles.id, productReviews.userId))
    .where(where)
    .orderBy(...ORDER[filters.sort])
    .limit(ADMIN_REVIEWS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE);
  return {
    total,
    page,
    pageCount,
    rows: rows.map(({ comment, createdAt, updatedAt, moderatedAt, authorName: name, helpfulCount, reports, firstReportedAt, ...r }) => ({
      ...r,
      productPath: productPath(r.productId),
      authorName: name ?? "Użytkownik",
      excerpt: excerptOf(comment),
      comment,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      moderated: moderatedAt !== null,
      firstReportedAt: firstReportedAt ? new Date(firstReportedAt).toISOString() : null,
      helpfulCount: Number(helpfulCount ?? 0),
      reports: (typeof reports === "string" ? (JSON.parse(reports) as OpenReport[]) : (reports ?? [])).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    })),
  };
}

/** The product a `?produkt=` filter names, for the heading of a filtered list (null: unknown id). */
export async function filteredProductTitle(productId: string | null, executor: Executor = db): Promise<string | null> {
  if (!productId) return null;
  const [row] = await executor.select({ title: products.title }).from(products).where(eq(products.id, productId));
  return row?.title ?? null;
}

/** The person a `?autor=` filter names (null: unknown id). */
export async function filteredAuthorName(authorId: string | null, executor: Executor = db): Promise<string | null> {
  if (!authorId) return null;
  const [row] = await executor
    .select({ name: authorName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, authorId));
  return row ? (row.name ?? "Użytkownik") : null;
}

/** How many reviews wait for a moderator's look at their reports, as a scalar subquery (the overview's to-do list reads it with others). */
export const reportedReviewsCount = () =>
  sql<number>`(SELECT count(DISTINCT ${reviewReports.reviewId})::int FROM ${reviewReports} WHERE ${isNull(reviewReports.dismissedAt)})`;

/** How many reviews wait for a moderator's look at their reports (the reviews screen, the menu's badge). */
export async function countReportedReviews(executor: Executor = db): Promise<number> {
  const [row] = await executor.select({ n: reportedReviewsCount() }).from(sql`(SELECT 1) AS one`);
  return Number(row?.n ?? 0);
}
