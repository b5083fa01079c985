import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPostRevisions, blogPosts } from "~/db/schema";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createUser } from "../../../tests/factories";
import { callAction, flashToastOf } from "../../../tests/route-harness";
import * as editorRoute from "../../routes/blog/editor";
import { DESCRIBE_IMAGE, EMPTY_IMAGE_DESCRIPTION, SAVED_WITH_UNDESCRIBED_IMAGES, UNDESCRIBED_IMAGES } from "./image-descriptions";
import { scheduledMessage } from "./post-messages";
import { restoreRevision, setPostFlag, snapshotOf } from "./post-writes.server";

afterAll(() => closePageCacheListener());

// ADR 186: a public post's images are described; a save that schedules a post says so.
type Answer = { ok: false; message: string; fieldErrors?: Record<string, string> };
type User = Awaited<ReturnType<typeof createUser>>;
const PLACEHOLDER = "Wstęp.\n\n![Opis obrazu](/uploads/blog/kubek.webp)";

const stored = async (id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
const revisions = async (id: string) => (await db.select({ n: count() }).from(blogPostRevisions).where(eq(blogPostRevisions.postId, id)))[0]!.n;
const save = (slug: string, user: User, fields: Record<string, string>) =>
  callAction<Answer>(editorRoute, { path: `/blog/edytor/${slug}`, params: { slug }, user, form: { intent: "save", contentMode: "body", ...fields } });

describe("images without a description", () => {
  it("refuses a hand-made publish of a new post with the placeholder, and creates nothing", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const slug = `opis-obrazu-${Date.now()}`;
    const res = await save("nowy", publisher, { title: "Kubek", slug, body: PLACEHOLDER, isPublished: "on" });
    expect(res.status).toBe(400);
    expect(res.data.fieldErrors).toEqual({ body: DESCRIBE_IMAGE });
    expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).toHaveLength(0);
  });

  it("refuses publishing a draft or saving a live post with one, marking each section, and changes nothing", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const draft = await createPost({ content: PLACEHOLDER });
    const before = await stored(draft.id);
    const publish = await save(draft.slug, publisher, { title: before.title, slug: draft.slug, body: PLACEHOLDER, isPublished: "on", expectedUpdatedAt: before.updatedAt.toISOString() });
    expect(publish.status).toBe(400);
    expect(publish.data.fieldErrors).toEqual({ body: DESCRIBE_IMAGE });
    expect(await stored(draft.id)).toEqual(before);
    expect(await revisions(draft.id)).toBe(0);

    const live = await createPost({ traits: ["published"] });
    const liveBefore = await stored(live.id);
    const sections = { contentMode: "sections", "section.purpose": PLACEHOLDER, "section.price": "Cena: ![](/uploads/blog/cena.webp)", "section.summary": "Dobry kubek." };
    const kept = await save(live.slug, publisher, { title: liveBefore.title, slug: live.slug, isPublished: "on", expectedUpdatedAt: liveBefore.updatedAt.toISOString(), ...sections });
    expect(kept.status).toBe(400);
    expect(kept.data.fieldErrors).toEqual({ "section.purpose": DESCRIBE_IMAGE, "section.price": EMPTY_IMAGE_DESCRIPTION });
    expect(await stored(live.id)).toEqual(liveBefore);
  });

  it("lets a draft keep them, and says what publishing will ask for", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const draft = await createPost();
    const res = await save(draft.slug, publisher, { title: "Kubek – szkic", slug: draft.slug, body: PLACEHOLDER, expectedUpdatedAt: (await stored(draft.id)).updatedAt.toISOString() });
    expect(res.status).toBe(302);
    expect(await flashToastOf(res)).toEqual({ type: "info", message: SAVED_WITH_UNDESCRIBED_IMAGES });
    expect((await stored(draft.id)).content).toBe(PLACEHOLDER);
  });

  it("refuses every other way of publishing the stored text: the list's toggle, 'Opublikuj', a restore into a live post", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const draft = await createPost({ content: PLACEHOLDER });
    const before = await stored(draft.id);
    expect(await setPostFlag(draft.id, "isPublished", true, publisher.id)).toMatchObject({ ok: false, status: 400, message: UNDESCRIBED_IMAGES });
    const decided = await callAction<Answer>(editorRoute, { path: `/blog/edytor/${draft.slug}`, params: { slug: draft.slug }, user: publisher, form: { intent: "publish", expectedUpdatedAt: before.updatedAt.toISOString() } });
    expect(decided.status).toBe(400);
    expect(decided.data.message).toContain(UNDESCRIBED_IMAGES);
    expect(await stored(draft.id)).toEqual(before);
    // Hiding is never refused.
    expect((await setPostFlag(draft.id, "isPublished", false, publisher.id)).ok).toBe(true);

    const live = await createPost({ traits: ["published"], content: PLACEHOLDER });
    await db.update(blogPosts).set({ content: "Opisany: ![Kubek na stole](/uploads/blog/kubek.webp)" }).where(eq(blogPosts.id, live.id));
    const [old] = await db.insert(blogPostRevisions).values({ postId: live.id, snapshot: { ...snapshotOf(await stored(live.id)), content: PLACEHOLDER }, savedBy: publisher.id }).returning();
    expect(await restoreRevision(live.id, old!.id, publisher.id)).toMatchObject({ ok: false, status: 400, message: UNDESCRIBED_IMAGES });
    expect((await stored(live.id)).content).toContain("Kubek na stole");
  });
});

describe("a save that schedules the post", () => {
  it("says it is scheduled and not visible until its date, for a live post given a future date and a new one", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const live = await createPost({ traits: ["published"] });
    const before = await stored(live.id);
    const res = await save(live.slug, publisher, { title: before.title, slug: live.slug, body: "Treść.", isPublished: "on", publishedAt: "2030-12-24T10:00", expectedUpdatedAt: before.updatedAt.toISOString() });
    expect(res.status).toBe(302);
    const at = new Date("2030-12-24T09:00:00Z"); // 10:00 in Warsaw (winter)
    expect((await stored(live.id)).publishedAt).toEqual(at);
    expect((await flashToastOf(res))?.message).toBe("Wpis zaplanowany na 24 grudnia 2030 10:00 – do tego czasu nie jest widoczny w serwisie.");
    expect(scheduledMessage(at)).toBe((await flashToastOf(res))?.message);

    const slug = `zaplanowany-nowy-${Date.now()}`;
    const created = await save("nowy", publisher, { title: "Zaplanowany", slug, body: "Treść.", isPublished: "on", publishedAt: "2030-12-24T10:00" });
    expect((await flashToastOf(created))?.message).toBe(scheduledMessage(at));
    // A post published now, and a draft with a date, are only "saved".
    const now = await save(live.slug, publisher, { title: before.title, slug: live.slug, body: "Treść.", isPublished: "on", publishedAt: "", expectedUpdatedAt: (await stored(live.id)).updatedAt.toISOString() });
    expect((await flashToastOf(now))?.message).toBe("Wpis został zapisany.");
    const draft = await save(slug, publisher, { title: "Zaplanowany", slug, body: "Treść.", publishedAt: "2030-12-24T10:00", expectedUpdatedAt: (await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.updatedAt.toISOString() });
    expect((await flashToastOf(draft))?.message).toBe("Wpis został zapisany.");
    await db.delete(blogPosts).where(eq(blogPosts.slug, slug));
  });
});
