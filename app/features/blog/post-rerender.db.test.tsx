import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, user } from "~/db/schema";
import { parsePostForm, type PostInput } from "./post-input";
import { POST_RENDER_VERSION } from "./post-render-version";
import { publicPostBody, renderedColumns } from "./post-render.server";
import { updatePost } from "./post-writes.server";
import { getPostBySlug } from "./posts.server";

// ADR 192: a post saved before ADR 189 kept HTML without the body images' srcset until its next save.
// A rendering by an older renderer is now made again at the post's next read, without overwriting a
// newer save and without touching updated_at (the editor's conflict check).
const unique = () => Math.random().toString(36).slice(2, 10);
const IMAGE = "/uploads/blog/lampka-1700000000000-ab12cd34.webp";
const CONTENT = `## Zdjęcia\n\n![Lampka na biurku](${IMAGE})`;
// What the ADR 085 renderer (before ADR 189) stored for CONTENT; an older release had no version column.
const OLD_HTML = `<h2 id="zdjęcia">Zdjęcia</h2>\n<p><img src="${IMAGE}" alt="Lampka na biurku" loading="lazy" decoding="async"/></p>`;
let editor: string;

beforeAll(async () => {
  editor = `rerender-${unique()}`;
  await db.insert(user).values({ id: editor, name: "Redaktor", email: `${editor}@example.com` });
});

async function storeOldPost() {
  const slug = `stara-wersja-${unique()}`;
  const updatedAt = new Date("2026-10-01T10:00:00Z");
  const [row] = await db
    .insert(blogPosts)
    .values({ title: "Stara wersja", slug, content: CONTENT, contentHtml: OLD_HTML, contentToc: [{ id: "zdjęcia", text: "Zdjęcia", level: 2 }], isPublished: true, publishedAt: updatedAt, updatedAt, authorId: editor })
    .returning();
  return row;
}

const stored = async (id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

function input(fields: Record<string, string>): PostInput {
  const form = new FormData();
  form.append("contentMode", "body");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const parsed = parsePostForm(form);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe("a rendering by an older renderer", () => {
  it("is rendered again at the next read: the body images gain their srcset, stored once, updated_at kept", async () => {
    const row = await storeOldPost();
    expect(row.contentHtmlVersion).toBe(0); // what the migration gives rows of an older release

    const read = (await getPostBySlug(row.slug))!;
    expect(read.renderedBody).toBeNull(); // stale counts as none
    const body = await publicPostBody(read);
    expect(body.html).toContain(`srcSet="${IMAGE.replace(".webp", ".w320.webp")} 320w`);
    expect(body.html).toContain('sizes="(min-width: 1024px) 48rem, 100vw"');
    expect(body.html).toBe(renderedColumns(CONTENT).contentHtml);

    const after = await stored(row.id);
    expect(after.contentHtml).toBe(body.html);
    expect(after.contentHtmlVersion).toBe(POST_RENDER_VERSION);
    expect(after.updatedAt.toISOString()).toBe(row.updatedAt.toISOString());
    // Idempotent: the next read serves what is stored.
    expect((await getPostBySlug(row.slug))?.renderedBody?.html).toBe(body.html);
  });

  it("never overwrites a save made after the stale row was read", async () => {
    const row = await storeOldPost();
    const read = (await getPostBySlug(row.slug))!;
    const saved = await updatePost(row.id, input({ title: "Stara wersja", slug: row.slug, body: "## Nowa treść", isPublished: "on" }), editor);
    if (!saved.ok) throw new Error(saved.message);
    const newer = await stored(row.id);

    await publicPostBody(read); // the read that began before the save finishes after it
    const after = await stored(row.id);
    expect(after.content).toBe("## Nowa treść");
    expect(after.contentHtml).toBe('<h2 id="nowa-treść">Nowa treść</h2>');
    expect(after.contentHtml).toBe(newer.contentHtml);
    expect(after.updatedAt.toISOString()).toBe(newer.updatedAt.toISOString());
  });

  it("a same-content save first: its current rendering stays, nothing is written over it", async () => {
    const row = await storeOldPost();
    const read = (await getPostBySlug(row.slug))!;
    await db.update(blogPosts).set({ ...renderedColumns(CONTENT), contentHtml: "<p>zapis redaktora</p>" }).where(eq(blogPosts.id, row.id));
    await publicPostBody(read);
    expect((await stored(row.id)).contentHtml).toBe("<p>zapis redaktora</p>");
  });

  it("a rendering by a newer renderer (after a rollback) is served as it is", async () => {
    const row = await storeOldPost();
    await db.update(blogPosts).set({ contentHtml: "<p>nowszy</p>", contentHtmlVersion: POST_RENDER_VERSION + 1 }).where(eq(blogPosts.id, row.id));
    expect((await getPostBySlug(row.slug))?.renderedBody?.html).toBe("<p>nowszy</p>");
  });
});
