import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPostRevisions, blogPosts, user } from "~/db/schema";
import { PostMarkdown } from "./components/post-body";
import { parsePostForm, type PostInput } from "./post-input";
import { POST_RENDER_VERSION } from "./post-render-version";
import { publicPostBody } from "./post-render.server";
import { createPost, restoreRevision, setPostFlag, updatePost } from "./post-writes.server";
import { getPostBySlug } from "./posts.server";

// Issue #14 (ADR 085): the body is rendered in the save's own write, never per request.
const unique = () => Math.random().toString(36).slice(2, 10);
let editor: string;

beforeAll(async () => {
  editor = `render-${unique()}`;
  await db.insert(user).values({ id: editor, name: "Redaktor", email: `${editor}@example.com` });
});

function input(fields: Record<string, string>): PostInput {
  const form = new FormData();
  form.append("contentMode", "body"); // the body as typed (not the sections form)
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const parsed = parsePostForm(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

async function stored(id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

const HOSTILE = "## Wstęp\n\n<script>alert(1)</script>\n\n[zły](javascript:alert(2)) i [dobry](https://example.com/)";

describe("rendered body stored with the save", () => {
  it("create stores the HTML and the contents list; raw HTML and javascript: links never reach it", async () => {
    const result = await createPost(input({ title: "Render", slug: `render-${unique()}`, body: HOSTILE }), editor);
    if (!result.ok) throw new Error(result.message);
    const row = await stored(result.post.id);
    expect(row.contentHtml).toBe(renderToStaticMarkup(<PostMarkdown content={HOSTILE} />)); // the editor preview's markup
    expect(row.contentHtml).toContain('<h2 id="wstęp">Wstęp</h2>');
    expect(row.contentHtml).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">dobry</a>');
    expect(row.contentHtml).not.toMatch(/<script|javascript:/i);
    expect(row.contentToc).toEqual([{ id: "wstęp", text: "Wstęp", level: 2 }]);
  });

  it("update renders the new content; a flag toggle keeps it; a restore renders the restored content", async () => {
    const created = await createPost(input({ title: "Wersje", slug: `wersje-${unique()}`, body: "## Pierwsza" }), editor);
    if (!created.ok) throw new Error(created.message);
    const id = created.post.id;
    const updated = await updatePost(id, input({ title: "Wersje", slug: created.post.slug, body: "## Druga\n\n**gruba**" }), editor);
    expect(updated.ok).toBe(true);
    expect((await stored(id)).contentHtml).toBe('<h2 id="druga">Druga</h2>\n<p><strong>gruba</strong></p>');
    await setPostFlag(id, "isPublished", true, editor);
    expect((await stored(id)).contentToc).toEqual([{ id: "druga", text: "Druga", level: 2 }]);

    const [first] = await db.select().from(blogPostRevisions).where(eq(blogPostRevisions.postId, id)).orderBy(blogPostRevisions.createdAt).limit(1);
    expect(first.snapshot).not.toHaveProperty("contentHtml"); // derived, not kept in revisions
    expect((await restoreRevision(id, first.id, editor)).ok).toBe(true);
    const restored = await stored(id);
    expect(restored.content).toBe("## Pierwsza");
    expect(restored.contentHtml).toBe('<h2 id="pierwsza">Pierwsza</h2>');
  });
});

describe("reading", () => {
  it("serves the stored rendering without rendering again (what is stored is what is shown)", async () => {
    const slug = `zapisany-${unique()}`;
    const [row] = await db
      .insert(blogPosts)
      .values({ title: "Zapisany", slug, content: "## Tekst", contentHtml: "<p>z zapisu</p>", contentToc: [], contentHtmlVersion: POST_RENDER_VERSION, isPublished: true })
      .returning();
    const post = await getPostBySlug(slug);
    expect(post?.renderedBody).toEqual({ html: "<p>z zapisu</p>", toc: [] });
    expect(await publicPostBody(post!)).toMatchObject({ html: "<p>z zapisu</p>", toc: [] });
    expect((await stored(row.id)).contentHtml).toBe("<p>z zapisu</p>");
  });

  it("a row without a rendering (older rows, seeds) is rendered at first read and stored once", async () => {
    const slug = `stary-${unique()}`;
    const [row] = await db.insert(blogPosts).values({ title: "Stary", slug, content: "## Dla kogo NIE jest ten produkt\n\nx", isPublished: true }).returning();
    expect(row.contentHtml).toBeNull();
    const first = await publicPostBody((await getPostBySlug(slug))!);
    expect(first.html).toContain('<h2 id="dla-kogo-nie-jest-ten-produkt">');
    expect(first.notForWhoInBody).toBe(true);
    const after = await stored(row.id);
    expect(after.contentHtml).toBe(first.html);
    expect((await getPostBySlug(slug))?.renderedBody?.html).toBe(first.html);
  });

  it("a first read never stores a rendering of content that changed since it was read", async () => {
    const slug = `wyscig-${unique()}`;
    const [row] = await db.insert(blogPosts).values({ title: "Wyścig", slug, content: "stara treść", isPublished: true }).returning();
    const read = (await getPostBySlug(slug))!;
    await db.update(blogPosts).set({ content: "nowa treść" }).where(eq(blogPosts.id, row.id));
    await publicPostBody(read);
    expect((await stored(row.id)).contentHtml).toBeNull();
  });
});
