// Issue #9 post editor (/blog/edytor/{slug}): its guard, data and save/restore action.
import { STALE_FIELD } from "~/utils/stale-version.server";
import { eq, ilike, inArray, or, sql } from "drizzle-orm";
import { data, redirect, type MiddlewareFunction } from "react-router";
import { db } from "~/db/client.server";
import { productCategories, productImages, products } from "~/db/schema";
import { isUuid } from "~/utils/uuid";
import { can } from "~/features/access/permissions";
import { userContext, type SessionUser } from "~/features/access/session.server";
import { requireAdminAccessMiddleware } from "~/features/admin/guard.server";
import { BAD_FORM_MESSAGE, invalid, runAction, UserError } from "~/utils/action.server";
import { redirectWithToast } from "~/utils/toast.server";
import { newSubmissionKey } from "~/utils/submission-key.server";
import { getPostForEditor } from "./post-admin.server";
import { isOwnImage } from "./post-images.server";
import { parsePostForm } from "./post-input";
import { listRevisions } from "./post-revisions.server";
import { movedPermanently, movedPostSlug } from "./post-redirects.server";
import { BLOG_ERRORS, failedBecause, isScheduled, scheduledMessage } from "./post-messages";
import { imageDescriptionErrors, SAVED_WITH_UNDESCRIBED_IMAGES, undescribedImage } from "./image-descriptions";
import { createPost, restoreRevision, setPostFlag, snapshotOf, updatePost } from "./post-writes.server";
import { returnNoteOf, returnPost, submissionOf, type SubmissionView } from "./post-submissions.server";
import { diffSnapshots } from "./revision-diff";
import { NEW_POST_SLUG } from "./slug";
import { keepRefusal } from "~/utils/form-refusal.server";
import { byFoldedName } from "~/db/folded-order.server";
import { titleOrder } from "~/features/search/title-order.server";

export { NEW_POST_SLUG };

const permissionFor = (slug: string | undefined) => (slug === NEW_POST_SLUG ? "blog:create" : "blog:update");

/**
 * Same chain as /admin (anonymous → /logowanie, no admin:access → /profil), then blog:create for
 * 'nowy' or blog:update for an existing post (403 inside the page).
 */
export const editorGuardMiddleware: MiddlewareFunction<Response>[] = [
  requireAdminAccessMiddleware,
  async ({ context, params }) => {
    if (!can(context.get(userContext), permissionFor(params.slug))) throw data("Brak uprawnień do tej strony.", { status: 403 });
  },
];

/** spec: admin §5 — category names of active categories, de-duplicated case-insensitively. */
export async function activeCategoryNames(): Promise<string[]> {
  const rows = await db.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.isActive, true)).orderBy(...byFoldedName(productCategories.name));
  const seen = new Set<string>();
  return rows.map((r) => r.name.trim()).filter((name) => {
    const key = name.toLocaleLowerCase("pl-PL");
    if (!name || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A catalogue product the editor can link: `image` (its first) fills a collection item without one;
 * `isHidden`: linked all the same, but readers see it as deleted (ADR 157), which the editor says.
 */
export type ProductChoice = { id: string; title: string; code: string | null; image: string | null; isHidden: boolean };

const choiceColumns = {
  id: products.id,
  title: products.title,
  code: products.code,
  // Qualified by hand: in a select drizzle names columns bare, and a bare "id" here is the image's own.
  image: sql<string | null>`(SELECT pi.url FROM ${productImages} pi WHERE pi.product_id = "products"."id" ORDER BY pi.position LIMIT 1)`,
  isHidden: products.isHidden,
};

/** The linked catalogue product: search by title or code. */
export async function searchProductsForPost(q: string): Promise<ProductChoice[]> {
  const term = q.trim().slice(0, 100);
  if (term.length < 2) return [];
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(choiceColumns)
    .from(products)
    .where(or(sql`f_unaccent(${products.title}) ILIKE f_unaccent(${pattern})`, ilike(products.code, pattern)))
    .orderBy(...titleOrder)
    .limit(10);
  // An image from another site would be refused in a post (post-images.server.ts): not offered.
  return rows.map((row) => ({ ...row, image: row.image && isOwnImage(row.image) ? row.image : null }));
}

/** The catalogue products a saved post links (its product, its collection's catalogue items), by id. */
async function linkedChoices(ids: (string | null | undefined)[]): Promise<Record<string, ProductChoice>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && isUuid(id)).map((id) => id.toLowerCase()))];
  if (!wanted.length) return {};
  const rows = await db.select(choiceColumns).from(products).where(inArray(products.id, wanted));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

export async function loadEditor(slug: string, searchParams: URLSearchParams) {
  const productQuery = searchParams.get("produkt");
  if (productQuery !== null) return { kind: "products" as const, products: await searchProductsForPost(productQuery) };
  const categories = await activeCategoryNames();
  // A new post's page carries a one-time key: a second send of it is the same post (ADR 166).
  if (slug === NEW_POST_SLUG) return { kind: "editor" as const, post: null, categories, product: null, revisions: [], submissionKey: newSubmissionKey() as string | null, linked: {} as Record<string, ProductChoice>, submission: null as SubmissionView | null };
  const post = await getPostForEditor(slug);
  if (!post) {
    // ADR 123: an editor bookmark of a renamed post opens the post at its current address.
    const moved = await movedPostSlug(slug, { includeUnpublished: true });
    if (moved) throw movedPermanently(`/blog/edytor/${moved}`);
    throw data("Nie znaleziono wpisu.", { status: 404 });
  }
  if (post.slug !== slug) throw redirect(`/blog/edytor/${post.slug}`, 301);
  const current = snapshotOf(post);
  const revisions = (await listRevisions(post.id)).map(({ snapshot, ...revision }) => ({ ...revision, title: snapshot.title, changes: diffSnapshots(snapshot, current) }));
  const linked = await linkedChoices([post.productId, ...post.products.map((item) => item.id)]);
  const product = post.productId ? (linked[post.productId.toLowerCase()] ?? null) : null;
  return { kind: "editor" as const, post: { ...current, id: post.id }, categories, product, revisions, submissionKey: null, linked, submission: await submissionOf(post.id) };
}

/** The post being edited, or null for 'nowy'; a missing post is a 404 with the spec's message, a renamed one a 409. */
async function postFor(slug: string) {
  if (slug === NEW_POST_SLUG) return null;
  const existing = await getPostForEditor(slug);
  if (existing) return existing;
  // Renamed in another tab since this editor opened (review, session 27): the post is there, this
  // editor's version is not the current one, as for any other change made meanwhile.
  if (await movedPostSlug(slug, { includeUnpublished: true })) throw new UserError(BLOG_ERRORS.stale, 409, { [STALE_FIELD]: "1" });
  throw new UserError(BLOG_ERRORS.notFound, 404);
}

/** intent=restore: the chosen revision becomes the post again (the current one is kept as a revision). */
export async function restoreAction(request: Request, user: SessionUser, slug: string) {
  return runAction(request, async () => {
    const form = await request.formData().catch(keepRefusal);
    const existing = await postFor(slug);
    if (!form || !existing) throw new UserError(BLOG_ERRORS.revisionNotFound, 404);
    if (existing.isPublished && !can(user, "blog:publish")) throw new UserError(BLOG_ERRORS.livePostNeedsPublisher, 403);
    const result = await restoreRevision(existing.id, String(form.get("revisionId") ?? ""), user.id);
    if (!result.ok) throw new UserError(result.message, result.status);
    throw await redirectWithToast(`/blog/edytor/${result.post.slug}`, { message: "Przywrócono wybraną wersję wpisu." });
  });
}

/** intent=save: creates ('nowy') or updates the post with every field of the editor. */
export async function saveAction(request: Request, user: SessionUser, slug: string) {
  return runAction(request, async () => {
    const form = await request.formData().catch(keepRefusal);
    if (!form) throw new UserError(BLOG_ERRORS.update);
    const existing = await postFor(slug);
    // What readers see changes only by someone who may publish (a restore above is held to the same rule).
    if (existing?.isPublished && !can(user, "blog:publish")) throw new UserError(BLOG_ERRORS.livePostNeedsPublisher, 403);
    // ADR 123: the version the editor showed (hidden field); a forged one is refused before any write.
    const versions = form.getAll("expectedUpdatedAt");
    const version = versions[0] ?? null;
    if (versions.length > 1 || (version !== null && (typeof version !== "string" || (version !== "" && Number.isNaN(Date.parse(version)))))) {
      return invalid({ message: BAD_FORM_MESSAGE });
    }
    const parsed = parsePostForm(form);
    const failure = existing ? BLOG_ERRORS.update : BLOG_ERRORS.create;
    if (!parsed.ok) return invalid({ message: failure, fieldErrors: parsed.errors });
    // Only blog:publish may publish, feature or schedule; without it those flags keep their stored values.
    const value = can(user, "blog:publish")
      ? parsed.value
      : { ...parsed.value, isPublished: existing?.isPublished ?? false, isFeatured: existing?.isFeatured ?? false, publishedAt: existing?.publishedAt ?? null };
    // ADR 186: what readers see (now or from its date) has its images described; a draft may wait.
    const undescribed = value.isPublished ? imageDescriptionErrors(form) : {};
    if (Object.keys(undescribed).length) return invalid({ message: failure, fieldErrors: undescribed });
    const submissionKey = form.get("submissionKey");
    // ADR 182: "Zapisz i zgłoś do publikacji" is the save's own second button.
    const submit = form.get("submitForReview") === "1";
    const now = new Date();
    const result = existing
      ? await updatePost(existing.id, value, user.id, now, { expectedUpdatedAt: typeof version === "string" ? version : null, submit })
      : await createPost(value, user.id, now, { submissionKey: typeof submissionKey === "string" ? submissionKey : null, submit });
    if (!result.ok) return invalid({ message: failedBecause(existing ? "update" : "create", result.message), fieldErrors: result.field ? { [result.field]: result.message } : {} }, result.status);
    throw await redirectWithToast(`/blog/edytor/${result.post.slug}`, savedToast(result.post, submit, now));
  });
}

/** What a save says: handed over, scheduled (not visible until its date), saved with images to describe, or saved. */
function savedToast(post: { isPublished: boolean; publishedAt: Date | null; content: string }, submit: boolean, now: Date) {
  if (isScheduled(post, now)) return { message: scheduledMessage(post.publishedAt!) };
  if (submit && !post.isPublished) return { message: "Wpis został zapisany i zgłoszony do publikacji." };
  if (!post.isPublished && undescribedImage(post.content)) return { type: "info" as const, message: SAVED_WITH_UNDESCRIBED_IMAGES };
  return { message: "Wpis został zapisany." };
}

/** The post and the version of it the publisher read: a form without one is not this editor's (BAD_FORM, as a save's). */
async function decisionFor(request: Request, slug: string) {
  const form = await request.formData().catch(keepRefusal);
  const existing = await postFor(slug);
  if (!form || !existing) throw new UserError(BLOG_ERRORS.notFound, 404);
  const version = form.get("expectedUpdatedAt");
  if (typeof version !== "string" || !version || Number.isNaN(Date.parse(version))) throw new UserError(BAD_FORM_MESSAGE);
  return { form, existing, version };
}

/** intent=return (blog:publish, ADR 182): the submitted draft goes back to its author with a note. */
export async function returnAction(request: Request, user: SessionUser, slug: string) {
  return runAction(request, async () => {
    const { form, existing, version } = await decisionFor(request, slug);
    const returned = await returnPost(existing.id, returnNoteOf(form.get("note")), user.id, version);
    throw await redirectWithToast(`/blog/edytor/${returned.slug}`, { message: "Wpis wrócił do autora z Twoimi uwagami." });
  });
}

/**
 * intent=publish (blog:publish; review, session 35): the publisher's other answer to a submitted draft,
 * beside "Zwróć do poprawy" — the version they read goes live (a post changed since is refused, 409).
 */
export async function publishAction(request: Request, user: SessionUser, slug: string) {
  return runAction(request, async () => {
    const { existing, version } = await decisionFor(request, slug);
    const now = new Date();
    const result = await setPostFlag(existing.id, "isPublished", true, user.id, now, version);
    if (!result.ok) throw new UserError(failedBecause("update", result.message), result.status);
    throw await redirectWithToast(`/blog/edytor/${result.post.slug}`, { message: isScheduled(result.post, now) ? scheduledMessage(result.post.publishedAt!) : "Wpis został opublikowany." });
  });
}

/** The permission of the editor's actions: blog:create for 'nowy', blog:update for an existing post. */
export const editorPermission = permissionFor;
