import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPostRedirects, blogPosts, user } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost as createPostRow, createUser } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";
import * as blogPostRoute from "../../routes/blog/blog-post";
import * as editorRoute from "../../routes/blog/editor";
import { parsePostForm } from "./post-input";
import { createPost, deletePost, setPostFlag, updatePost } from "./post-writes.server";

afterAll(() => closePageCacheListener());

// Review (ADR 123): renaming a published post broke its old URL. Former slugs answer 301 to the
// current one, in one hop; a live post always wins; a deleted post leaves no redirect behind.

const unique = () => Math.random().toString(36).slice(2, 8);
let author = "";

beforeAll(async () => {
  author = `author-${unique()}`;
  await db.insert(user).values({ id: author, name: "Redaktor", email: `${author}@example.com` });
});

const input = (slug: string, title = "Lampka") => {
  const form = new FormData();
  form.set("title", title);
  form.set("slug", slug);
  form.set("isPublished", "on");
  const parsed = parsePostForm(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
};

async function rename(id: string, slug: string) {
  const result = await updatePost(id, input(slug), author);
  if (!result.ok) throw new Error(result.message);
}

const open = (slug: string, viewer?: Awaited<ReturnType<typeof createUser>>) =>
  callLoader<{ post: { id: string } }>(blogPostRoute, { path: `/blog/${slug}`, params: { slug }, user: viewer });

describe("a renamed post's former addresses", () => {
  it("answer 301 to the current slug, in one hop along a chain", async () => {
    const [a, b, c] = ["a", "b", "c"].map((x) => `stary-${x}-${unique()}`);
    const post = await createPostRow({ traits: ["published"], slug: a });
    await rename(post.id, b);
    expect(await open(a)).toMatchObject({ status: 301, location: `/blog/${b}` });
    expect((await open(b)).status).toBe(200);
    await rename(post.id, c);
    expect(await open(a)).toMatchObject({ status: 301, location: `/blog/${c}` });
    expect(await open(b)).toMatchObject({ status: 301, location: `/blog/${c}` });
    expect((await open(c)).data.post.id).toBe(post.id);
    // Renamed back: the live address wins over its redirect, the other one points at it.
    await rename(post.id, a);
    expect((await open(a)).status).toBe(200);
    expect(await open(c)).toMatchObject({ status: 301, location: `/blog/${a}` });
  });

  it("serve the new post once another post takes a freed slug (created or renamed into it)", async () => {
    const [a, b, d] = ["a", "b", "d"].map((x) => `wolny-${x}-${unique()}`);
    const first = await createPostRow({ traits: ["published"], slug: a });
    await rename(first.id, b);
    const created = await createPost(input(a, "Inny wpis"), author);
    if (!created.ok) throw new Error(created.message);
    expect((await open(a)).data.post.id).toBe(created.post.id);
    expect(await db.select().from(blogPostRedirects).where(eq(blogPostRedirects.oldSlug, a))).toEqual([]);

    const third = await createPostRow({ traits: ["published"], slug: d });
    await rename(created.post.id, `${a}-2`); // a is a redirect to the second post now
    await rename(third.id, a);
    expect((await open(a)).data.post.id).toBe(third.id);
    expect(await open(d)).toMatchObject({ status: 301, location: `/blog/${a}` });
  });

  it("become 404 with the post when it is deleted", async () => {
    const [a, b] = ["a", "b"].map((x) => `usuniety-${x}-${unique()}`);
    const post = await createPostRow({ traits: ["published"], slug: a });
    await rename(post.id, b);
    expect((await deletePost(post.id)).ok).toBe(true);
    expect((await open(a)).status).toBe(404);
    expect((await open(b)).status).toBe(404);
    expect(await db.select().from(blogPostRedirects).where(eq(blogPostRedirects.postId, post.id))).toEqual([]);
  });

  it("do not reveal a hidden post's new address to visitors; editors follow them, in the editor too", async () => {
    const [a, b] = ["a", "b"].map((x) => `ukryty-${x}-${unique()}`);
    const post = await createPostRow({ traits: ["published"], slug: a });
    await rename(post.id, b);
    expect((await setPostFlag(post.id, "isPublished", false, author)).ok).toBe(true);
    expect((await open(a)).status).toBe(404);
    const admin = await createUser({ traits: ["admin"] });
    expect(await open(a, admin)).toMatchObject({ status: 301, location: `/blog/${b}` });
    const editor = await callLoader(editorRoute, { path: `/blog/edytor/${a}`, params: { slug: a }, user: admin });
    expect(editor).toMatchObject({ status: 301, location: `/blog/edytor/${b}` });
    expect((await callLoader(editorRoute, { path: "/blog/edytor/nie-ma-takiego", params: { slug: "nie-ma-takiego" }, user: admin })).status).toBe(404);
  });

  it("are cached an hour, not for ever (a slug renamed back must not loop in a browser)", async () => {
    const [a, b] = ["a", "b"].map((x) => `cache-${x}-${unique()}`);
    const post = await createPostRow({ traits: ["published"], slug: a });
    await db.update(blogPosts).set({ slug: b }).where(eq(blogPosts.id, post.id)); // any writer is covered: a trigger
    const res = await open(a);
    expect(res).toMatchObject({ status: 301, location: `/blog/${b}` });
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });
});
