// Issue #9 — the post editor and the admin blog list write through these functions only. Each write
// runs in one transaction, keeps the replaced version as a revision, and empties the page cache (post
// page, listing, home teaser; sitemap and feed are never cached) in every process after the commit.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { blogPostRevisions, blogPosts, type BlogPostSnapshot, type FoldedColumn } from "~/db/schema";
import { invalidatePageCache } from "~/server/page-cache.server";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import type { PostInput } from "./post-input";
import { renderedColumns } from "./post-render.server";
import { slugTakenMessage } from "./slug";
import { BLOG_ERRORS, isScheduled } from "./post-messages";
import { storedPostColumns } from "./posts.server";
import { isUuid } from "~/utils/uuid";
import { earlierResult, recordResult } from "~/utils/submission-key.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import type { ActivityAction } from "~/features/activity/activity-types";
import { hasForeignImages } from "./post-images.server";
import { undescribedImage, UNDESCRIBED_IMAGES } from "./image-descriptions";
import { clearSubmission, submitPost } from "./post-submissions.server";
import { tellPublishers } from "./post-submission-notices.server";
import { isUniqueViolation } from "~/db/errors.server";

// spec: admin §8 Blog management — the error catalogue.

// A post as the writes return it: every stored field but the search's folded copies (storedPostColumns).
type Post = Omit<typeof blogPosts.$inferSelect, FoldedColumn>;
export type WriteResult = { ok: true; post: Post } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };


class WriteRefused extends Error {
  constructor(readonly result: Extract<WriteResult, { ok: false }>) {
    super(result.message);
  }
}


/** Runs a write; refusals and a lost slug race become results, then the cache is emptied. */
async function write(slug: string | undefined, fn: (tx: Executor) => Promise<Post>): Promise<WriteResult> {
  let post: Post;
  try {
    post = await db.transaction(fn);
  } catch (error) {
    if (error instanceof WriteRefused) return error.result;
    if (slug && isUniqueViolation(error)) return { ok: false, status: 409, message: slugTakenMessage(slug), field: "slug" };
    throw error;
  }
  await invalidatePageCache();
  return { ok: true, post };
}

async function assertSlugFree(tx: Executor, slug: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(sql`lower(${blogPosts.slug}) = lower(${slug})`, exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new WriteRefused({ ok: false, status: 409, message: slugTakenMessage(slug), field: "slug" });
}

/** spec: admin §4 — a post saved as published without a date is published now. */
function publishDate(input: Pick<PostInput, "isPublished" | "publishedAt">, now: Date): Date | null {
  return input.publishedAt ?? (input.isPublished ? now : null);
}

export function snapshotOf(post: Post): BlogPostSnapshot {
  // The rendered body is derived from content (ADR 085): a restore renders it again.
  const { id: _id, createdAt: _c, updatedAt, publishedAt, contentHtml: _h, contentToc: _t, contentHtmlVersion: _v, ...fields } = post;
  return { ...fields, publishedAt: publishedAt?.toISOString() ?? null, updatedAt: updatedAt.toISOString() };
}

async function lockPost(tx: Executor, id: string): Promise<Post> {
  const [post] = isUuid(id) ? await tx.select(storedPostColumns).from(blogPosts).where(eq(blogPosts.id, id)).for("update") : [];
  if (!post) throw new WriteRefused({ ok: false, status: 404, message: BLOG_ERRORS.notFound });
  return post;
}

/** ADR 160: the change log's entry of a post write, in its transaction. */
const logPost = (tx: Executor, actorId: string | null | undefined, post: Pick<Post, "id" | "title">, action: ActivityAction) =>
  recordActivity(tx, actorId, { subject: "post", subjectId: post.id, label: post.title, action });

const FLAG_ACTIONS = { isPublished: ["published", "unpublished"], isFeatured: ["featured", "unfeatured"] } as const;

async function keepRevision(tx: Executor, previous: Post, savedBy: string) {
  await tx.insert(blogPostRevisions).values({ postId: previous.id, snapshot: snapshotOf(previous), savedBy });
}

/**
 * ADR 182, in the save's transaction: a post saved unpublished with "Zapisz i zgłoś do publikacji" waits
 * for a publisher; a post that is published now waits for no one. True when the post has just started
 * waiting: the caller mails the publishers after the commit (ADR 183).
 */
async function handOver(tx: Executor, post: Post, userId: string, submit: boolean | undefined): Promise<boolean> {
  if (post.isPublished) await clearSubmission(tx, post.id);
  else if (submit) return submitPost(tx, post, userId);
  return false;
}

/** ADR 183: after a committed save that handed the post over, its publishers hear of it (never fails the save). */
async function announced(result: WriteResult, handedOver: boolean, submitterId: string): Promise<WriteResult> {
  if (result.ok && handedOver) await tellPublishers(result.post, submitterId);
  return result;
}

/** Review (session 31): images from other sites are refused (post-images.server.ts). */
function assertOwnImages(input: Pick<PostInput, "content" | "featuredImage" | "products">) {
  if (hasForeignImages(input)) throw new WriteRefused({ ok: false, status: 400, message: BLOG_ERRORS.foreignImage, field: "content" });
}

/**
 * ADR 186: a post that is or becomes public has every image described. The editor's save marks the
 * fields itself before writing (editor.server.ts); here the stored text is checked for every write that
 * publishes (a hand-made form, the list's toggle, "Opublikuj", a restore into a live post).
 */
function assertDescribedImages(content: string, isPublished: boolean) {
  if (isPublished && undescribedImage(content)) throw new WriteRefused({ ok: false, status: 400, message: UNDESCRIBED_IMAGES, field: "content" });
}

/**
 * The author is the session's user (spec: admin §7 — the create path starts from the logged-in user).
 * `submissionKey`: the new-post page's one-time key; a second send of that page (a double click without
 * JavaScript, back and send again) returns the post the first send created instead of refusing its
 * address as "taken by another post" (ADR 166).
 */
export async function createPost(input: PostInput, authorId: string, now: Date = new Date(), options: { submissionKey?: string | null; submit?: boolean } = {}): Promise<WriteResult> {
  const rendered = renderedColumns(input.content); // outside the transaction: no lock held while rendering
  let handedOver = false;
  const result = await write(input.slug, async (tx) => {
    const earlier = await earlierResult(tx, options.submissionKey);
    if (earlier) {
      const [first] = await tx.select(storedPostColumns).from(blogPosts).where(eq(blogPosts.id, earlier));
      if (first) return first; // deleted since: this send creates it again (and becomes the key's result)
    }
    assertOwnImages(input);
    assertDescribedImages(input.content, input.isPublished);
    await assertSlugFree(tx, input.slug);
    const [post] = await tx
      .insert(blogPosts)
      .values({ ...input, ...rendered, publishedAt: publishDate(input, now), authorId, createdAt: now, updatedAt: now })
      .returning(storedPostColumns);
    await logPost(tx, authorId, post, "created");
    handedOver = await handOver(tx, post, authorId, options.submit);
    await recordResult(tx, options.submissionKey, post.id);
    return post;
  });
  return announced(result, handedOver, authorId);
}

/**
 * Saves every field; the version it replaces becomes a revision saved by `userId`. `expectedUpdatedAt`:
 * the version the editor showed; a newer one in the database throws the stale 409 (UserError, ADR 123)
 * instead of overwriting it (a hide from the admin list would otherwise be undone by an old tab).
 */
export async function updatePost(
  id: string,
  input: PostInput,
  userId: string,
  now: Date = new Date(),
  options: { expectedUpdatedAt?: string | null; submit?: boolean } = {},
): Promise<WriteResult> {
  const rendered = renderedColumns(input.content);
  let handedOver = false;
  const result = await write(input.slug, async (tx) => {
    const previous = await lockPost(tx, id);
    assertUnchangedSince(previous.updatedAt, options.expectedUpdatedAt, BLOG_ERRORS.stale);
    assertOwnImages(input);
    assertDescribedImages(input.content, input.isPublished);
    await assertSlugFree(tx, input.slug, id);
    await keepRevision(tx, previous, userId);
    const [post] = await tx
      .update(blogPosts)
      .set({ ...input, ...rendered, publishedAt: publishDate(input, now), updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning(storedPostColumns);
    await logPost(tx, userId, post, "updated");
    // Publishing or featuring through the editor's checkboxes says so too (hostile review, session 30).
    for (const flag of ["isPublished", "isFeatured"] as const) {
      if (previous[flag] !== post[flag]) await logPost(tx, userId, post, FLAG_ACTIONS[flag][post[flag] ? 0 : 1]);
    }
    handedOver = await handOver(tx, post, userId, options.submit);
    return post;
  });
  return announced(result, handedOver, userId);
}

/** The publish/hide and feature toggles (blog:publish); both are saves, so both keep a revision. */
export async function setPostFlag(
  id: string,
  flag: "isPublished" | "isFeatured",
  value: boolean,
  userId: string,
  now: Date = new Date(),
  /** The version the publisher read (the editor's "Opublikuj", session 35): a post changed since is refused. */
  expectedUpdatedAt?: string,
): Promise<WriteResult> {
  return write(undefined, async (tx) => {
    const previous = await lockPost(tx, id);
    if (expectedUpdatedAt !== undefined) assertUnchangedSince(previous.updatedAt, expectedUpdatedAt, BLOG_ERRORS.changedBeforePublish);
    if (flag === "isPublished") assertDescribedImages(previous.content, value);
    await keepRevision(tx, previous, userId);
    const changes: Partial<Post> = { [flag]: value, updatedAt: now };
    if (flag === "isPublished" && value && !previous.publishedAt) changes.publishedAt = now;
    const [post] = await tx.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning(storedPostColumns);
    if (previous[flag] !== value) await logPost(tx, userId, post, FLAG_ACTIONS[flag][value ? 0 : 1]);
    await handOver(tx, post, userId, false);
    return post;
  });
}

/**
 * "Opublikuj teraz" (owner review, session 41: the date had to be cleared in the editor): a post
 * scheduled for later goes live now, its date becoming now. 409 when it no longer waits (published
 * meanwhile, or hidden); its images must be described, as for any publication (ADR 186).
 */
export async function publishScheduledNow(id: string, userId: string, now: Date = new Date()): Promise<WriteResult> {
  return write(undefined, async (tx) => {
    const previous = await lockPost(tx, id);
    if (!isScheduled(previous, now)) throw new WriteRefused({ ok: false, status: 409, message: BLOG_ERRORS.notScheduled });
    assertDescribedImages(previous.content, true);
    await keepRevision(tx, previous, userId);
    const [post] = await tx.update(blogPosts).set({ publishedAt: now, updatedAt: now }).where(eq(blogPosts.id, id)).returning(storedPostColumns);
    await logPost(tx, userId, post, "published");
    return post;
  });
}

export async function deletePost(id: string, actorId?: string | null): Promise<WriteResult> {
  return write(undefined, async (tx) => {
    const post = await lockPost(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await logPost(tx, actorId, post, "deleted");
    return post;
  });
}

/**
 * Puts a revision's content back; the current version becomes a revision in turn (nothing is lost).
 * The post's address and its publication (published, date, featured) stay as they are now: restoring
 * an older text must not take a live post offline or move its URL (session 15 review).
 */
export async function restoreRevision(postId: string, revisionId: string, userId: string, now: Date = new Date()): Promise<WriteResult> {
  const [revision] = isUuid(revisionId)
    ? await db
        .select()
        .from(blogPostRevisions)
        .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)))
        .limit(1)
    : [];
  if (!revision) return { ok: false, status: 404, message: BLOG_ERRORS.revisionNotFound };
  const { updatedAt: _u, publishedAt: _p, slug: _s, isPublished: _i, isFeatured: _f, ...fields } = revision.snapshot;
  const rendered = renderedColumns(fields.content);
  return write(undefined, async (tx) => {
    const previous = await lockPost(tx, postId);
    assertOwnImages(fields); // a version saved before the rule may carry an image from elsewhere
    assertDescribedImages(fields.content, previous.isPublished); // … or an undescribed image, into a live post
    await keepRevision(tx, previous, userId);
    const [post] = await tx
      .update(blogPosts)
      .set({
        ...fields,
        ...rendered,
        authorId: previous.authorId,
        updatedAt: now,
      })
      .where(eq(blogPosts.id, postId))
      .returning(storedPostColumns);
    await logPost(tx, userId, post, "restored");
    return post;
  });
}

export async function latestRevisionIds(postId: string, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: blogPostRevisions.id })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
