import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as editorRoute from "../../routes/blog/editor";
import { BLOG_ERRORS } from "./post-messages";

afterAll(() => closePageCacheListener());

// Owner review (session 32): a guest author with blog:update but not blog:publish changed the title
// of a live post and every reader saw it at once. What readers see changes only by a publisher.

type Loaded = { post: { updatedAt: string } };
type Answer = { ok: false; message: string };
const stored = async (id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;

async function guestAuthor() {
  const role = await createRole(["admin:access", "blog:create", "blog:update"]);
  return createUser({ roles: [role.name] });
}

const save = async (slug: string, user: Awaited<ReturnType<typeof createUser>>, title: string, fields: Record<string, string> = {}) => {
  const shown = await callLoader<Loaded>(editorRoute, { path: `/blog/edytor/${slug}`, params: { slug }, user });
  expect(shown.status).toBe(200);
  return callAction<Answer>(editorRoute, { path: `/blog/edytor/${slug}`, params: { slug }, user, form: { intent: "save", title, slug, expectedUpdatedAt: shown.data.post.updatedAt, ...fields } });
};

describe("a published post and someone without blog:publish", () => {
  it("refuses their save and their restore with 403, and the post stays as readers see it", async () => {
    const author = await guestAuthor();
    const post = await createPost({ traits: ["published"] });
    const before = await stored(post.id);
    const refused = await save(post.slug, author, "Tytuł podmieniony");
    expect([refused.status, refused.data.message]).toEqual([403, BLOG_ERRORS.livePostNeedsPublisher]);
    const restore = await callAction<Answer>(editorRoute, { path: `/blog/edytor/${post.slug}`, params: { slug: post.slug }, user: author, form: { intent: "restore", revisionId: "x" } });
    expect([restore.status, restore.data.message]).toEqual([403, BLOG_ERRORS.livePostNeedsPublisher]);
    expect(await stored(post.id)).toEqual(before);
  });

  it("still lets them save a draft, and a publisher save the published post", async () => {
    const author = await guestAuthor();
    const draft = await createPost();
    expect((await save(draft.slug, author, "Szkic poprawiony")).status).toBe(302);
    expect((await stored(draft.id)).title).toBe("Szkic poprawiony");
    const live = await createPost({ traits: ["published"] });
    const publisher = await createUser({ traits: ["editor"] });
    expect((await save(live.slug, publisher, "Poprawiony przez redaktora", { isPublished: "on" })).status).toBe(302);
    expect(await stored(live.id)).toMatchObject({ title: "Poprawiony przez redaktora", isPublished: true });
  });
});
