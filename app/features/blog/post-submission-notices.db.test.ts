import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, profiles } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { setPanelNotifications } from "~/features/accounts/settings.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as editorRoute from "../../routes/blog/editor";

afterAll(() => closePageCacheListener());
const sink = mailSinkForFile();

// ADR 183: a draft submitted for publication is announced by mail to every active publisher who wants
// the panel's mails, except the person who submitted it; once per wait.
type User = Awaited<ReturnType<typeof createUser>>;
type Answer = { ok: false; message: string };

async function guestAuthor(name = "Gość Autor") {
  const role = await createRole(["admin:access", "blog:create", "blog:update"]);
  return createUser({ roles: [role.name], name });
}
const path = (slug: string) => `/blog/edytor/${slug}`;
const version = async (slug: string, user: User) =>
  (await callLoader<{ post: { updatedAt: string } }>(editorRoute, { path: path(slug), params: { slug }, user })).data.post.updatedAt;
const save = async (slug: string, user: User, fields: Record<string, string>) =>
  callAction<Answer>(editorRoute, { path: path(slug), params: { slug }, user, form: { intent: "save", title: "Szczotka parowa – recenzja", slug, expectedUpdatedAt: await version(slug, user), ...fields } });
const saveAndSubmit = (slug: string, user: User, fields: Record<string, string> = {}) => save(slug, user, { submitForReview: "1", ...fields });
const announcements = async (email: string, title: string) => (await sink.to(email)).filter((mail) => mail.text.includes("Wpis czeka na publikację") && mail.text.includes(title));

describe("publishers are mailed when a draft is submitted (ADR 183)", () => {
  it("each active publisher who wants it gets one mail naming the post, who submitted it and the editor; nobody else", async () => {
    const author = await guestAuthor("Ola Autorka");
    const publisher = await createUser({ traits: ["editor"] });
    const admin = await createUser({ traits: ["admin"] });
    // Roles → permissions: a custom role holding blog:publish counts, no role name involved.
    const custom = await createUser({ roles: [(await createRole(["admin:access", "blog:publish"])).name] });
    const optedOut = await createUser({ traits: ["editor"] });
    await setPanelNotifications(optedOut.id, false);
    const blocked = await createUser({ traits: ["editor"] });
    await db.update(profiles).set({ blockedAt: new Date() }).where(eq(profiles.id, blocked.id));
    const leaving = await createUser({ traits: ["editor"] });
    await db.update(profiles).set({ dataDeletionRequested: true, dataDeletionRequestedAt: new Date() }).where(eq(profiles.id, leaving.id));
    const expired = await createUser({ traits: ["editor", "expiredRole"] });
    const moderator = await createUser({ traits: ["moderator"] }); // no blog:publish
    const post = await createPost();
    const title = "Szczotka <b>parowa</b> – recenzja";

    expect((await saveAndSubmit(post.slug, author, { title })).status).toBe(302);
    const [mail, ...more] = await announcements(publisher.email, title);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Ola Autorka zgłasza do publikacji wpis „${title}”.`);
    expect(mail!.text).toContain(`Otwórz wpis w edytorze: http://localhost:3000/blog/edytor/${post.slug}`);
    expect(mail!.text).toContain("Powiadomienia panelu możesz wyłączyć w ustawieniach konta: http://localhost:3000/profil/ustawienia");
    expect(mail!.text).toContain("Szczotka &lt;b&gt;parowa&lt;/b&gt;"); // the HTML part shows the title as text
    expect(await announcements(admin.email, title)).toHaveLength(1);
    expect(await announcements(custom.email, title)).toHaveLength(1);
    for (const person of [author, optedOut, blocked, leaving, expired, moderator]) expect(await sink.to(person.email), person.email).toEqual([]);
  });

  it("a resubmission while the post waits mails nobody again; after a return, the next submission does", async () => {
    const author = await guestAuthor();
    const publisher = await createUser({ traits: ["editor"] });
    const post = await createPost();
    const title = "Szczotka parowa – recenzja";
    expect((await saveAndSubmit(post.slug, author)).status).toBe(302);
    expect((await saveAndSubmit(post.slug, author, { excerpt: "Poprawiona literówka." })).status).toBe(302);
    expect((await save(post.slug, author, {})).status).toBe(302); // a plain save hands nothing over
    expect(await announcements(publisher.email, title)).toHaveLength(1);

    const returned = await callAction(editorRoute, { path: path(post.slug), params: { slug: post.slug }, user: publisher, form: { intent: "return", note: "Dodaj zdjęcie.", expectedUpdatedAt: await version(post.slug, publisher) } });
    expect(returned.status).toBe(302);
    expect((await saveAndSubmit(post.slug, author)).status).toBe(302);
    expect(await announcements(publisher.email, title)).toHaveLength(2);
  });

  it("a publisher who submits a post is not mailed about it, the other publishers are; a new post submitted at once too", async () => {
    const publisher = await createUser({ traits: ["editor"] });
    const colleague = await createUser({ traits: ["editor"] });
    const post = await createPost();
    expect((await saveAndSubmit(post.slug, publisher, { title: "Wpis kolegi do przeczytania" })).status).toBe(302);
    expect(await announcements(colleague.email, "Wpis kolegi do przeczytania")).toHaveLength(1);
    expect(await announcements(publisher.email, "Wpis kolegi do przeczytania")).toEqual([]);

    const author = await guestAuthor();
    const created = await callAction<Answer>(editorRoute, {
      path: path("nowy"),
      params: { slug: "nowy" },
      user: author,
      form: { intent: "save", submitForReview: "1", title: "Nowy wpis od razu zgłoszony", slug: "nowy-wpis-od-razu-zgloszony" },
    });
    expect(created.status).toBe(302);
    expect(await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, "nowy-wpis-od-razu-zgloszony"))).toHaveLength(1);
    const [mail] = await announcements(colleague.email, "Nowy wpis od razu zgłoszony");
    expect(mail!.text).toContain("/blog/edytor/nowy-wpis-od-razu-zgloszony");
  });

  it("a save refused by the database mails nobody", async () => {
    const author = await guestAuthor();
    const publisher = await createUser({ traits: ["editor"] });
    const taken = await createPost();
    const post = await createPost();
    const refused = await saveAndSubmit(post.slug, author, { title: "Wpis z zajętym adresem", slug: taken.slug });
    expect(refused.status).toBe(409);
    expect(await announcements(publisher.email, "Wpis z zajętym adresem")).toEqual([]);
  });
});
