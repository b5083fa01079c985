// ADR 126: the moderators' list of reviews at /admin/opinie — URL filters parsed field by field
// (the shape of search/listing.server.ts), filtering and paging in SQL. Deleting goes through the
// one deleteReview of ADR 063 (./reviews-own.server), never a second delete.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productReviews, products, profiles, reviewHelpfulVotes, user } from "~/db/schema";
import { escapeLike, normalizeQuery } from "~/features/search/search.server";
import { productPath } from "~/features/catalog/links";
import { can } from "~/features/access/permissions";
import type { SessionUser } from "~/features/access/session.server";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { plural } from "~/utils/format";
import { REVIEW_MESSAGES, ReviewIdSchema } from "./review-schemas";
import { deleteReview } from "./reviews-own.server";
import { z } from "zod";
import {
  ADMIN_REVIEW_SORTS,
  type AdminReviewFilters,
  type AdminReviewList,
  type AdminReviewSort,
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
  return {
    q: normalizeQuery(params.get("q") ?? ""),
    rating: /^[1-5]$/.test(rating) ? Number(rating) : null,
    productId: isUuid(product) ? product.toLowerCase() : null,
    authorId: /^[A-Za-z0-9_-]{1,64}$/.test(author) ? author : null,
    sort: (ADMIN_REVIEW_SORTS as readonly string[]).includes(sort) ? (sort as AdminReviewSort) : "najnowsze",
    page: Math.min(100_000, Math.max(1, Math.floor(Number(params.get("page")) || 1))),
  };
}

const ORDER: Record<AdminReviewSort, SQL[]> = {
  najnowsze: [desc(productReviews.createdAt), desc(productReviews.id)],
  najstarsze: [asc(productReviews.createdAt), asc(productReviews.id)],
  "najnizsza-ocena": [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.id)],
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
      helpfulCount: helpful,
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
    rows: rows.map(({ comment, createdAt, authorName: name, helpfulCount, ...r }) => ({
      ...r,
      productPath: productPath(r.productId),
      authorName: name ?? "Użytkownik",
      excerpt: excerptOf(comment),
      createdAt: createdAt.toISOString(),
      helpfulCount: Number(helpfulCount ?? 0),
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

/** The list's delete form: the intent and the review (the moderator comes from the session). */
export const AdminReviewDeleteSchema = z.object({
  intent: z.literal("delete", { error: REVIEW_MESSAGES.badReview }),
  reviewId: z.string({ error: REVIEW_MESSAGES.badReview }).pipe(ReviewIdSchema),
});

/**
 * intent=delete of /admin/opinie (the route has checked review:moderate): the same deleteReview as
 * the product page's moderator button — stats recomputed in the transaction, page cache dropped.
 * 400 malformed id, 404 unknown review, both in Polish, nothing changed.
 */
export async function adminReviewDeleteAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, AdminReviewDeleteSchema, { message: "first" });
      if (!form.ok) return invalid(form);
      const { productId } = await deleteReview(
        { id: actor.id, canModerate: can(actor, "review:moderate") },
        form.data.reviewId,
      );
      return ok(REVIEW_MESSAGES.deleted, { reviewId: form.data.reviewId, productId });
    },
    { failureMessage: REVIEW_MESSAGES.deleteError },
  );
}

export const BULK_REVIEWS_MAX = 100;
export const BULK_REVIEW_MESSAGES = {
  none: "Zaznacz opinie do usunięcia.",
  tooMany: `Najwyżej ${BULK_REVIEWS_MAX} opinii naraz.`,
} as const;

/** The ticked rows' form (intent=delete-many, ids); the ids are reviews, checked one by one by deleteReview. */
const AdminReviewBulkDeleteSchema = z.object({
  intent: z.literal("delete-many", { error: REVIEW_MESSAGES.badReview }),
  // One ticked row sends one `ids` (a string), several an array, none nothing.
  ids: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string({ error: REVIEW_MESSAGES.badReview }).pipe(ReviewIdSchema), { error: BULK_REVIEW_MESSAGES.none })
      .min(1, BULK_REVIEW_MESSAGES.none)
      .max(BULK_REVIEWS_MAX, BULK_REVIEW_MESSAGES.tooMany),
  ),
});

export const reviewsDeletedMessage = (n: number) => `Usunięto ${n} ${plural(n, "opinię", "opinie", "opinii")}.`;

/**
 * intent=delete-many (review session 30: a spammer's 18 reviews took 18 clicks and 18 dialogs). Each
 * review goes through the one deleteReview, so stats, cache and the change log (ADR 160) are as for
 * one; a review already gone is skipped; none found at all is the single delete's 404.
 */
export async function adminReviewBulkDeleteAction(request: Request, actor: SessionUser) {
  return runAction(
    request,
    async () => {
      const form = await parseForm(request, AdminReviewBulkDeleteSchema, { message: "first" });
      if (!form.ok) return invalid(form);
      let deleted = 0;
      for (const id of new Set(form.data.ids.map((i) => i.toLowerCase()))) {
        try {
          await deleteReview({ id: actor.id, canModerate: can(actor, "review:moderate") }, id);
          deleted++;
        } catch (error) {
          if (!(error instanceof UserError && error.status === 404)) throw error;
        }
      }
      if (deleted === 0) throw new UserError(REVIEW_MESSAGES.reviewNotFound, 404);
      return ok(reviewsDeletedMessage(deleted), { deleted });
    },
    { failureMessage: REVIEW_MESSAGES.deleteError },
  );
}
