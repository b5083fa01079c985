// ADR 166: the new-post form sent twice (a double click without JavaScript, back and send again) is the
// same post: the page's one-time key gives the second send the first one's post, not a false "address
// taken by another post". Both engines.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as editorRoute from "~/routes/blog/editor";
import { slugTakenMessage } from "./slug";

afterAll(() => closePageCacheListener());

const path = "/blog/edytor/nowy";
const params = { slug: "nowy" };
const postsTitled = (title: string) => db.select().from(blogPosts).where(eq(blogPosts.title, title));

async function newPostPage(user: Awaited<ReturnType<typeof createUser>>) {
  const page = await callLoader<{ submissionKey: string | null }>(editorRoute, { path, params, user });
  expect(page.data.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
  return page.data.submissionKey!;
}

describe("creating a post once", () => {
  it("a second send of the same page's form goes to the post the first one created", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const title = `Podwójny wpis ${Math.random().toString(36).slice(2, 8)}`;
    const form = { intent: "save", title, submissionKey: await newPostPage(admin) };
    const first = await callAction(editorRoute, { path, params, user: admin, form });
    expect(first.status).toBe(302);
    const again = await callAction(editorRoute, { path, params, user: admin, form });
    expect([again.status, again.location]).toEqual([302, first.location]);
    expect(await postsTitled(title)).toHaveLength(1);
    // Another page (another key) with the same title is a second post, whose address is refused as taken.
    const other = await callAction<{ fieldErrors: Record<string, string> }>(editorRoute, { path, params, user: admin, form: { ...form, slug: first.location!.split("/").pop()!, submissionKey: await newPostPage(admin) } });
    expect(other.status).toBe(409);
    expect(other.data.fieldErrors.slug).toBe(slugTakenMessage(first.location!.split("/").pop()!));
  });

  it("sends at the same moment make one post, each answered with it", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const title = `Naraz ${Math.random().toString(36).slice(2, 8)}`;
    const form = { intent: "save", title, submissionKey: await newPostPage(admin) };
    const sends = await Promise.all([1, 2, 3].map(() => callAction(editorRoute, { path, params, user: admin, form })));
    const [post] = await postsTitled(title);
    expect(sends.map((s) => [s.status, s.location])).toEqual(Array(3).fill([302, `/blog/edytor/${post!.slug}`]));
    expect(await postsTitled(title)).toHaveLength(1);
  });

  it("creates the post again when the first one was deleted meanwhile; an existing post's page has no key", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const title = `Usunięty ${Math.random().toString(36).slice(2, 8)}`;
    const form = { intent: "save", title, submissionKey: await newPostPage(admin) };
    await callAction(editorRoute, { path, params, user: admin, form });
    const [first] = await postsTitled(title);
    await db.delete(blogPosts).where(eq(blogPosts.id, first!.id));
    const again = await callAction(editorRoute, { path, params, user: admin, form });
    expect(again.status).toBe(302);
    const [second] = await postsTitled(title);
    expect(second!.id).not.toBe(first!.id);
    const edit = await callLoader<{ submissionKey: string | null }>(editorRoute, { path: `/blog/edytor/${second!.slug}`, params: { slug: second!.slug }, user: admin });
    expect(edit.data.submissionKey).toBeNull();
  });
});
