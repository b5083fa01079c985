import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as adminLayout from "../../routes/admin/layout";
import * as blogRoute from "../../routes/admin/blog";
import * as editorRoute from "../../routes/blog/editor";
import { BLOG_ERRORS } from "./post-messages";
import { getPostBySlug } from "./posts.server";

afterAll(() => closePageCacheListener());

// Review (ADR 123): an editor open for a while re-published a post the admin had hidden meanwhile.
// The editor sends the version it showed; a newer one refuses the save with the product form's 409.

type Loaded = { post: { updatedAt: string; excerpt: string } };
type Refusal = { ok: false; message: string; fieldErrors: Record<string, string> };

const stored = async (id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;

async function openEditor(slug: string, user: Awaited<ReturnType<typeof createUser>>) {
  const res = await callLoader<Loaded>(editorRoute, { path: `/blog/edytor/${slug}`, params: { slug }, user });
  expect(res.status).toBe(200);
  return res.data.post.updatedAt;
}

const save = (slug: string, user: Awaited<ReturnType<typeof createUser>>, fields: Record<string, string>) =>
  callAction<Refusal>(editorRoute, { path: `/blog/edytor/${slug}`, params: { slug }, user, form: { intent: "save", title: "Lampka po tygodniu", slug, isPublished: "on", ...fields } });

describe("the post editor's version check", () => {
  it("refuses a save over a hide made after the editor opened, keeps the post hidden, then saves on the current version", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const post = await createPost({ traits: ["published"] });
    const shown = await openEditor(post.slug, admin);

    const hide = await callAction([adminLayout, blogRoute], { path: "/admin/blog", user: admin, fetcher: true, form: { intent: "publish", id: post.id, value: "off" } });
    expect(hide.status).toBe(200);
    expect(await getPostBySlug(post.slug)).toBeNull();

    const stale = await save(post.slug, admin, { expectedUpdatedAt: shown, excerpt: "Poprawiona zajawka" });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toBe(BLOG_ERRORS.stale);
    expect(stale.data.message).toMatch(/^Ten wpis zapisano po otwarciu edytora/);
    expect(stale.data.fieldErrors._stale).toBe("1");
    expect(await stored(post.id)).toMatchObject({ isPublished: false, excerpt: "Krótki opis wpisu testowego." });

    const current = await openEditor(post.slug, admin);
    expect(current).not.toBe(shown);
    const saved = await save(post.slug, admin, { expectedUpdatedAt: current, excerpt: "Poprawiona zajawka", isPublished: "" });
    expect(saved.status).toBe(302);
    expect(await stored(post.id)).toMatchObject({ isPublished: false, excerpt: "Poprawiona zajawka" });
  });

  it("answers a save from a tab opened before a rename as a change made meanwhile, not as a missing post (review, session 27)", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const post = await createPost();
    const shown = await openEditor(post.slug, admin);
    const renamed = await save(post.slug, admin, { expectedUpdatedAt: shown, slug: `${post.slug}-nowy` });
    expect(renamed.status).toBe(302);
    const afterRename = await stored(post.id);
    const stale = await save(post.slug, admin, { expectedUpdatedAt: shown, excerpt: "Z drugiej karty" });
    expect([stale.status, stale.data.message, stale.data.fieldErrors._stale]).toEqual([409, BLOG_ERRORS.stale, "1"]);
    expect(await stored(post.id)).toEqual(afterRename);
    const gone = await save("nie-ma-takiego-wpisu", admin, { excerpt: "X" });
    expect([gone.status, gone.data.message]).toEqual([404, BLOG_ERRORS.notFound]);
  });

  it("lets only the first of two saves from the same version through", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const post = await createPost();
    const shown = await openEditor(post.slug, admin);
    const results = await Promise.all(["Pierwsza", "Druga"].map((excerpt) => save(post.slug, admin, { expectedUpdatedAt: shown, excerpt })));
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    const winner = results.findIndex((r) => r.status === 302);
    expect((await stored(post.id)).excerpt).toBe(["Pierwsza", "Druga"][winner]);
  });

  it("refuses a forged version with a Polish 400 and changes nothing", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const post = await createPost();
    for (const expectedUpdatedAt of ["wczoraj", "2026-13-45T99:00:00Z"]) {
      const res = await save(post.slug, admin, { expectedUpdatedAt, excerpt: "Zmieniona" });
      expect(res.status, expectedUpdatedAt).toBe(400);
      expect(res.data.message).toBe("Nieprawidłowe dane formularza.");
    }
    const twice = await callAction<Refusal>(editorRoute, { path: `/blog/edytor/${post.slug}`, params: { slug: post.slug }, user: admin, form: { intent: "save", title: "T", expectedUpdatedAt: ["", ""] } });
    expect(twice.status).toBe(400);
    expect((await stored(post.id)).excerpt).toBe("Krótki opis wpisu testowego.");
  });
});
