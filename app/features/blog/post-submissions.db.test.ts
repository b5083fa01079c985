import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, blogPosts, postSubmissions } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { loadAdminTodo } from "~/features/admin/todo.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createRole, createUser, sessionUserFor } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as editorRoute from "../../routes/blog/editor";
import { listAdminPosts } from "./post-admin.server";
import { BLOG_ERRORS } from "./post-messages";
import { returnPost, submissionOf } from "./post-submissions.server";
import { setPostFlag } from "./post-writes.server";

afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();

// ADR 182: a draft handed to whoever may publish it, and handed back with a note.
type Loaded = { post: { updatedAt: string }; submission: { state: string; note: string | null } | null };
type Answer = { ok: false; message: string; fieldErrors?: Record<string, string> };
type User = Awaited<ReturnType<typeof createUser>>;

async function guestAuthor() {
  const role = await createRole(["admin:access", "blog:create", "blog:update"]);
  return createUser({ roles: [role.name], name: "Gość Autor" });
}
const path = (slug: string) => `/blog/edytor/${slug}`;
const open = async (slug: string, user: User) => (await callLoader<Loaded>(editorRoute, { path: path(slug), params: { slug }, user })).data;
const saveAndSubmit = async (slug: string, user: User, fields: Record<string, string> = {}) =>
  callAction<Answer>(editorRoute, {
    path: path(slug),
    params: { slug },
    user,
    form: { intent: "save", submitForReview: "1", title: "Szczotka parowa – recenzja", slug, expectedUpdatedAt: (await open(slug, user)).post.updatedAt, ...fields },
  });
const giveBack = async (slug: string, user: User, note: string, version?: string) =>
  callAction<Answer>(editorRoute, { path: path(slug), params: { slug }, user, form: { intent: "return", note, expectedUpdatedAt: version ?? (await open(slug, user)).post.updatedAt } });
const row = async (postId: string) => (await db.select().from(postSubmissions).where(eq(postSubmissions.postId, postId)))[0] ?? null;
const actions = async (postId: string) =>
  (await db.select({ action: activityLog.action }).from(activityLog).where(and(eq(activityLog.subject, "post"), eq(activityLog.subjectId, postId)))).map((r) => r.action);

describe("handing a draft to the publishers", () => {
  it("submits with the save, shows it to publishers (list, Overview) and returns it with a note the author is mailed", async () => {
    const author = await guestAuthor();
    const publisher = await createUser({ traits: ["editor"] });
    const post = await createPost();
    const saved = await saveAndSubmit(post.slug, author);
    expect(saved.status).toBe(302);
    expect(await row(post.id)).toMatchObject({ state: "submitted", submittedBy: author.id, note: null });
    expect(await actions(post.id)).toContain("submitted");
    const listed = await listAdminPosts({ q: "", type: "", status: "submitted" });
    expect(listed.rows.map((r) => [r.id, r.submission])).toContainEqual([post.id, "submitted"]);
    expect((await loadAdminTodo(await sessionUserFor(publisher))).find((item) => item.key === "submittedPosts")).toMatchObject({ count: expect.any(Number), to: "/admin/blog?status=submitted" });
    // Someone without blog:publish sees no such item and cannot return a post.
    expect((await loadAdminTodo(await sessionUserFor(author))).map((item) => item.key)).not.toContain("submittedPosts");
    const refused = await giveBack(post.slug, author, "Popraw wstęp.");
    expect(refused.status).toBe(403);
    expect((await row(post.id))?.state).toBe("submitted");

    const note = "Dodaj zdjęcie produktu i <b>sprawdź</b> cenę w Temu.";
    const returned = await giveBack(post.slug, publisher, `  ${note}  `);
    expect(returned.status).toBe(302);
    expect(await row(post.id)).toMatchObject({ state: "returned", note, returnedBy: publisher.id });
    expect(await actions(post.id)).toContain("returned");
    expect((await open(post.slug, author)).submission).toMatchObject({ state: "returned", note });
    expect((await loadAdminTodo(await sessionUserFor(author))).find((item) => item.key === "returnedPosts")?.count).toBe(1);
    expect((await loadAdminTodo(await sessionUserFor(publisher))).find((item) => item.key === "returnedPosts")?.count).toBe(0);
    const mails = (await sink.to(author.email)).filter((m) => m.text.includes("wrócił do Ciebie z uwagami"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(note);
    expect(mails[0]!.text).toContain(`/blog/edytor/${post.slug}`);
    expect(mails[0]!.text).toContain("&lt;b&gt;sprawdź&lt;/b&gt;"); // the HTML part shows the note as text

    // Submitting again forgets the note; publishing ends the hand-off.
    expect((await saveAndSubmit(post.slug, author)).status).toBe(302);
    expect(await row(post.id)).toMatchObject({ state: "submitted", note: null, returnedBy: null });
    expect((await setPostFlag(post.id, "isPublished", true, publisher.id)).ok).toBe(true);
    expect(await row(post.id)).toBeNull();
    expect(await submissionOf(post.id)).toBeNull();
  });

  it("refuses a return without a note, with an over-long one, of a post not waiting, published or gone — changing nothing", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const post = await createPost();
    expect((await saveAndSubmit(post.slug, publisher)).status).toBe(302);
    const empty = await giveBack(post.slug, publisher, " \u200b\n ");
    expect([empty.status, empty.data.fieldErrors?.note]).toEqual([400, BLOG_ERRORS.returnNoteMissing]);
    const long = await giveBack(post.slug, publisher, "x".repeat(1001));
    expect([long.status, long.data.fieldErrors?.note]).toEqual([400, BLOG_ERRORS.returnNoteTooLong]);
    expect((await row(post.id))?.state).toBe("submitted");
    expect((await giveBack(post.slug, publisher, "Popraw tytuł.")).status).toBe(302);
    // Returned already (by someone else, in another tab): 409, the first note stays.
    const twice = await giveBack(post.slug, publisher, "Druga uwaga.");
    expect([twice.status, twice.data.message]).toEqual([409, BLOG_ERRORS.notSubmitted]);
    expect((await row(post.id))?.note).toBe("Popraw tytuł.");

    const live = await createPost({ traits: ["published"] });
    await expect(returnPost(live.id, "Uwaga", publisher.id, null)).rejects.toMatchObject({ status: 409, message: BLOG_ERRORS.alreadyPublished });
    await expect(returnPost("00000000-0000-4000-8000-000000000000", "Uwaga", publisher.id, null)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses to return a text changed since the publisher opened it, and a return without the version read", async () => {
    const author = await guestAuthor();
    const publisher = await createUser({ traits: ["editor"] });
    const post = await createPost();
    expect((await saveAndSubmit(post.slug, author)).status).toBe(302);
    const read = (await open(post.slug, publisher)).post.updatedAt;
    // The author saves again (plain "Zapisz") while the publisher reads.
    expect((await callAction<Answer>(editorRoute, { path: path(post.slug), params: { slug: post.slug }, user: author, form: { intent: "save", title: "Szczotka – poprawiona", slug: post.slug, expectedUpdatedAt: read } })).status).toBe(302);
    const stale = await giveBack(post.slug, publisher, "Popraw wstęp.", read);
    expect([stale.status, stale.data.message]).toEqual([409, BLOG_ERRORS.changedSinceOpened]);
    const unversioned = await callAction<Answer>(editorRoute, { path: path(post.slug), params: { slug: post.slug }, user: publisher, form: { intent: "return", note: "Popraw wstęp." } });
    expect(unversioned.status).toBe(400);
    expect((await row(post.id))?.state).toBe("submitted");
  });

  it("publishing with the editor's own save ends the hand-off; a published post is never submitted", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const post = await createPost();
    expect((await saveAndSubmit(post.slug, publisher)).status).toBe(302);
    expect((await saveAndSubmit(post.slug, publisher, { isPublished: "on" })).status).toBe(302);
    expect((await db.select({ p: blogPosts.isPublished }).from(blogPosts).where(eq(blogPosts.id, post.id)))[0]!.p).toBe(true);
    expect(await row(post.id)).toBeNull();
  });

  it("'Opublikuj' beside the return publishes the version the publisher read; a guest author may not, a changed text is refused", async () => {
    const author = await guestAuthor();
    const publisher = await createUser({ traits: ["editor"] });
    const post = await createPost();
    expect((await saveAndSubmit(post.slug, author)).status).toBe(302);
    const publish = (user: User, version: string | undefined) =>
      callAction<Answer>(editorRoute, { path: path(post.slug), params: { slug: post.slug }, user, form: { intent: "publish", ...(version ? { expectedUpdatedAt: version } : {}) } });
    const isLive = async () => (await db.select({ p: blogPosts.isPublished }).from(blogPosts).where(eq(blogPosts.id, post.id)))[0]!.p;
    const read = (await open(post.slug, publisher)).post.updatedAt;
    // The author cannot publish their own draft through the publisher's button.
    expect((await publish(author, (await open(post.slug, author)).post.updatedAt)).status).toBe(403);
    expect((await publish(publisher, undefined)).status).toBe(400);
    // The author saves again while the publisher reads: publishing the unread text is refused.
    expect((await callAction<Answer>(editorRoute, { path: path(post.slug), params: { slug: post.slug }, user: author, form: { intent: "save", title: "Szczotka – nowsza", slug: post.slug, expectedUpdatedAt: read } })).status).toBe(302);
    const stale = await publish(publisher, read);
    expect([stale.status, stale.data.message]).toEqual([409, BLOG_ERRORS.changedBeforePublish]);
    expect(await isLive()).toBe(false);
    // Read again: published, the hand-off ends, the change log has it.
    const published = await publish(publisher, (await open(post.slug, publisher)).post.updatedAt);
    expect([published.status, published.location]).toEqual([302, path(post.slug)]);
    expect(await isLive()).toBe(true);
    expect(await row(post.id)).toBeNull();
    expect(await actions(post.id)).toContain("published");
  });

  it("deleting the post deletes its hand-off", async () => {
    const author = await guestAuthor();
    const post = await createPost();
    expect((await saveAndSubmit(post.slug, author)).status).toBe(302);
    await db.delete(blogPosts).where(eq(blogPosts.id, post.id));
    expect(await row(post.id)).toBeNull();
  });
});
