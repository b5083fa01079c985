// ADR 182: a draft is handed to whoever may publish it ("Zapisz i zgłoś do publikacji", with the save,
// in its transaction) and handed back with a note ("Zwróć do poprawy", blog:publish). Publishing the
// post ends the hand-off (clearSubmission, called by the writes that publish). The author hears of a
// return by e-mail; publishers see waiting posts on the Overview and in the list.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { blogPosts, postSubmissions, profiles, user } from "~/db/schema";
import { recordActivity } from "~/features/activity/activity-log.server";
import { queueMail } from "~/features/mail/mailer.server";
import { recipientOf } from "~/features/mail/recipient.server";
import { postReturnedEmail } from "~/features/mail/templates";
import { UserError } from "~/utils/action.server";
import { logger } from "~/utils/logger.server";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import { cleanUserText, isBlank } from "~/utils/text";
import { isUuid } from "~/utils/uuid";
import { BLOG_ERRORS } from "./post-messages";

export const MAX_RETURN_NOTE = 1000;
export type SubmissionState = "submitted" | "returned";

export type SubmissionView = {
  state: SubmissionState;
  submittedBy: string | null;
  submittedAt: string;
  note: string | null;
  returnedBy: string | null;
  returnedAt: string | null;
};

/**
 * Inside a save's transaction: the post waits for a publisher (again); an earlier return note goes.
 * True when it was not waiting before (ADR 183: the publishers are mailed then, and not again for a
 * resubmission while it waits). The save holds the post's row lock, so two saves cannot both see "new".
 */
export async function submitPost(tx: Executor, post: { id: string; title: string }, userId: string): Promise<boolean> {
  const [before] = await tx.select({ state: postSubmissions.state }).from(postSubmissions).where(eq(postSubmissions.postId, post.id));
  await tx
    .insert(postSubmissions)
    .values({ postId: post.id, state: "submitted", submittedBy: userId, submittedAt: sql`now()` })
    .onConflictDoUpdate({
      target: postSubmissions.postId,
      set: { state: "submitted", submittedBy: userId, submittedAt: sql`now()`, note: null, returnedBy: null, returnedAt: null },
    });
  await recordActivity(tx, userId, { subject: "post", subjectId: post.id, label: post.title, action: "submitted" });
  return before?.state !== "submitted";
}

/** Inside a publishing write's transaction: a published post waits for no one. */
export async function clearSubmission(tx: Executor, postId: string): Promise<void> {
  await tx.delete(postSubmissions).where(eq(postSubmissions.postId, postId));
}

/** What the editor shows above the form; null when the post is not handed over. */
export async function submissionOf(postId: string, executor: Executor = db): Promise<SubmissionView | null> {
  const submitter = alias(user, "submitter");
  const submitterProfile = alias(profiles, "submitter_profile");
  const returner = alias(user, "returner");
  const returnerProfile = alias(profiles, "returner_profile");
  const [row] = await executor
    .select({
      state: postSubmissions.state,
      submittedBy: sql<string | null>`coalesce(nullif(btrim(${submitterProfile.fullName}), ''), ${submitter.name})`,
      submittedAt: postSubmissions.submittedAt,
      note: postSubmissions.note,
      returnedBy: sql<string | null>`coalesce(nullif(btrim(${returnerProfile.fullName}), ''), ${returner.name})`,
      returnedAt: postSubmissions.returnedAt,
    })
    .from(postSubmissions)
    .leftJoin(submitter, eq(submitter.id, postSubmissions.submittedBy))
    .leftJoin(submitterProfile, eq(submitterProfile.id, postSubmissions.submittedBy))
    .leftJoin(returner, eq(returner.id, postSubmissions.returnedBy))
    .leftJoin(returnerProfile, eq(returnerProfile.id, postSubmissions.returnedBy))
    .where(eq(postSubmissions.postId, postId));
  if (!row) return null;
  return { ...row, state: row.state as SubmissionState, submittedAt: row.submittedAt.toISOString(), returnedAt: row.returnedAt?.toISOString() ?? null };
}

/** The publisher's note, as the return form sent it: one newline each, no reordering, trimmed, 1–1000 characters, not blank. */
export function returnNoteOf(value: FormDataEntryValue | null): string {
  const note = typeof value === "string" ? cleanUserText(value) : "";
  if (isBlank(note)) throw new UserError(BLOG_ERRORS.returnNoteMissing, 400, { note: BLOG_ERRORS.returnNoteMissing });
  if (note.length > MAX_RETURN_NOTE) throw new UserError(BLOG_ERRORS.returnNoteTooLong, 400, { note: BLOG_ERRORS.returnNoteTooLong });
  return note;
}

/**
 * Hands a submitted draft back to its author with `note`. Refused: a post that is gone (404), published
 * meanwhile, not waiting, or changed since the publisher opened it (`expectedUpdatedAt`: they would
 * return a text they have not read; 409). The author is told by e-mail after the commit (not when they
 * return their own post).
 */
export async function returnPost(postId: string, note: string, userId: string, expectedUpdatedAt: string | null, executor: Executor = db): Promise<{ slug: string }> {
  if (!isUuid(postId)) throw new UserError(BLOG_ERRORS.notFound, 404);
  const returned = await executor.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, isPublished: blogPosts.isPublished, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId))
      .for("update");
    if (!post) throw new UserError(BLOG_ERRORS.notFound, 404);
    if (post.isPublished) throw new UserError(BLOG_ERRORS.alreadyPublished, 409);
    assertUnchangedSince(post.updatedAt, expectedUpdatedAt, BLOG_ERRORS.changedSinceOpened);
    const [row] = await tx
      .update(postSubmissions)
      .set({ state: "returned", note, returnedBy: userId, returnedAt: sql`now()` })
      .where(and(eq(postSubmissions.postId, postId), eq(postSubmissions.state, "submitted")))
      .returning({ submittedBy: postSubmissions.submittedBy });
    if (!row) throw new UserError(BLOG_ERRORS.notSubmitted, 409);
    await recordActivity(tx, userId, { subject: "post", subjectId: post.id, label: post.title, action: "returned", details: { reason: note } });
    return { ...post, author: row.submittedBy };
  });
  if (returned.author && returned.author !== userId) await tellAuthor(returned.author, returned, note);
  return { slug: returned.slug };
}

async function tellAuthor(authorId: string, post: { title: string; slug: string }, note: string): Promise<void> {
  try {
    const [person] = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, authorId));
    if (!person) return;
    queueMail(postReturnedEmail(await recipientOf(person), { title: post.title, note }, `${config().appUrl}/blog/edytor/${post.slug}`));
  } catch (error) {
    logger.warn({ err: error }, "Nie udało się powiadomić autora o zwróceniu wpisu");
  }
}

/** Overview counts (ADR 168's to-do list): posts waiting for a publisher; a person's posts handed back to them. */
export const submittedCount = () => sql<number>`(SELECT count(*)::int FROM ${postSubmissions} WHERE ${postSubmissions.state} = 'submitted')`;
export const returnedToCount = (personId: string) =>
  sql<number>`(SELECT count(*)::int FROM ${postSubmissions} WHERE ${postSubmissions.state} = 'returned' AND ${postSubmissions.submittedBy} = ${personId})`;
