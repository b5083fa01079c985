// /admin/widoki (ADR 178): the panel's permission, then the list's; identity from the session only;
// Polish 4xx answers that change nothing; a plain post's 303 to the view (flash toast) or, refused, the
// page with the form again; the /admin layout hands each person their own views.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { savedListViews } from "~/db/schema";
import { FORBIDDEN_MESSAGE, userContext } from "~/features/access/session.server";
import { MAX_VIEWS_PER_LIST } from "~/features/admin/saved-view-lists";
import { SAVED_VIEW_MESSAGES } from "~/features/admin/saved-view-schemas";
import { saveView } from "~/features/admin/saved-views.server";
import * as adminLayout from "~/routes/admin/layout";
import * as savedViews from "~/routes/admin/saved-views";
import { BAD_FORM_MESSAGE } from "~/utils/action.server";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { assignRole, createRole, createUser, sessionUserFor, type TestUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

const path = "/admin/widoki";
type Answer = { ok: boolean; message: string | null; fieldErrors?: Record<string, string>; data?: Record<string, string> };
const post = (user: TestUser | null, form: Record<string, string>, fetcher = true) => callAction<Answer>([adminLayout, savedViews], { path, form, user, fetcher });
const viewsOf = async (ownerId: string) => (await db.select().from(savedListViews).where(eq(savedListViews.ownerId, ownerId))).map((v) => `${v.list}:${v.name}:${v.query}`).sort();

describe("/admin/widoki", () => {
  it("saves, renames and deletes an editor's own view (a scripted form gets the answer)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const saved = await post(editor, { intent: "save", list: "produkty", name: " Kuchnia  bez zdjęć ", query: "kategoria=k1&braki=bez-zdjec&page=2" });
    // ADR 211: "k1" is no category id (the list reads the whole catalogue), so it is not kept.
    expect([saved.status, saved.data.message]).toEqual([200, SAVED_VIEW_MESSAGES.saved("Kuchnia bez zdjęć")]);
    expect(await viewsOf(editor.id)).toEqual(["produkty:Kuchnia bez zdjęć:braki=bez-zdjec"]);
    const id = saved.data.data!.id!;
    const renamed = await post(editor, { intent: "rename", list: "produkty", id, name: "Kuchnia" });
    expect([renamed.status, renamed.data.message]).toEqual([200, SAVED_VIEW_MESSAGES.renamed("Kuchnia")]);
    const deleted = await post(editor, { intent: "delete", list: "produkty", id });
    expect([deleted.status, deleted.data.message]).toEqual([200, SAVED_VIEW_MESSAGES.deleted("Kuchnia")]);
    expect(await viewsOf(editor.id)).toEqual([]);
  });

  it("refuses a list the person may not open (403), and anyone without the panel", async () => {
    const moderator = await createUser({ traits: ["moderator"] });
    const refused = await post(moderator, { intent: "save", list: "produkty", name: "Moje", query: "q=x" });
    expect([refused.status, refused.data]).toEqual([403, FORBIDDEN_MESSAGE]);
    // …while the moderator's own lists are open to them.
    expect((await post(moderator, { intent: "save", list: "opinie", name: "Zgłoszone", query: "zgloszone=1" })).status).toBe(200);
    const member = await createUser();
    const role = await createRole(["product:update"]); // the list's permission, but not the panel's
    const withoutPanel = await createUser();
    await assignRole(withoutPanel.id, role.name);
    for (const person of [null, member, withoutPanel, await createUser({ traits: ["admin", "expiredRole"] })]) {
      const res = await post(person, { intent: "save", list: "produkty", name: "Moje", query: "q=x" }, false);
      expect([302, 401, 403]).toContain(res.status);
    }
    expect(await viewsOf(moderator.id)).toEqual(["opinie:Zgłoszone:zgloszone=1"]);
    expect(await viewsOf(withoutPanel.id)).toEqual([]);
  });

  it("never touches another person's view: its id is 'not found' (404), even for an administrator", async () => {
    const owner = await createUser({ traits: ["editor"] });
    const admin = await createUser({ traits: ["admin"] });
    const view = await saveView(owner.id, { list: "produkty", name: "Moje", query: "stan=ukryte" });
    const forms: Record<string, string>[] = [{ intent: "rename", list: "produkty", id: view.id, name: "Cudze" }, { intent: "delete", list: "produkty", id: view.id }];
    for (const form of forms) {
      const res = await post(admin, form);
      expect([res.status, res.data.message]).toEqual([404, SAVED_VIEW_MESSAGES.notFound]);
    }
    // The owner's id posted as a field changes nothing either: the session says who acts.
    const spoof = await post(admin, { intent: "save", list: "produkty", name: "Podrzucony", query: "q=x", ownerId: owner.id, userId: owner.id });
    expect(spoof.status).toBe(200);
    expect(await viewsOf(owner.id)).toEqual(["produkty:Moje:stan=ukryte"]);
    expect(await viewsOf(admin.id)).toEqual(["produkty:Podrzucony:q=x"]);
  });

  it("answers bad input with a Polish 4xx and changes nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    await saveView(editor.id, { list: "blog", name: "Szkice", query: "status=draft" });
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "save", list: "blog", name: "   ", query: "typ=review" }, 400, SAVED_VIEW_MESSAGES.nameRequired],
      [{ intent: "save", list: "blog", name: "x".repeat(41), query: "typ=review" }, 400, SAVED_VIEW_MESSAGES.nameTooLong],
      [{ intent: "save", list: "blog", name: "SZKICE", query: "typ=review" }, 409, SAVED_VIEW_MESSAGES.duplicate("SZKICE")],
      [{ intent: "save", list: "blog", name: "Nic", query: "page=3&foo=1" }, 400, SAVED_VIEW_MESSAGES.nothingToSave],
      [{ intent: "save", list: "blog", name: "Długi", query: `q=${"a".repeat(1200)}` }, 400, SAVED_VIEW_MESSAGES.queryTooLong],
      [{ intent: "save", list: "zamowienia", name: "X", query: "q=x" }, 400, BAD_FORM_MESSAGE],
      [{ intent: "rename", list: "blog", id: "nie-uuid", name: "X" }, 404, SAVED_VIEW_MESSAGES.notFound],
      [{ intent: "delete", list: "blog", id: randomUUID() }, 404, SAVED_VIEW_MESSAGES.notFound],
      [{ intent: "udostepnij", list: "blog", id: randomUUID() }, 400, BAD_FORM_MESSAGE],
    ];
    for (const [form, status, message] of cases) {
      const res = await post(editor, form);
      expect({ form, status: res.status, message: res.data.message }).toEqual({ form, status, message });
    }
    // The duplicate names its field; the form gets back what was typed.
    const duplicate = await post(editor, { intent: "save", list: "blog", name: "szkice", query: "typ=review" });
    expect(duplicate.data.fieldErrors).toEqual({ name: SAVED_VIEW_MESSAGES.duplicate("szkice") });
    expect(duplicate.data.data).toMatchObject({ intent: "save", list: "blog", name: "szkice", query: "typ=review" });
    const notForm = await callAction([adminLayout, savedViews], { path, user: editor, fetcher: true, headers: { "content-type": "text/plain" } });
    expect(notForm.status).toBeLessThan(500);
    expect(await viewsOf(editor.id)).toEqual(["blog:Szkice:status=draft"]);
  });

  it("refuses the 21st view of a list", async () => {
    const editor = await createUser({ traits: ["editor"] });
    for (let i = 1; i <= MAX_VIEWS_PER_LIST; i++) await saveView(editor.id, { list: "kody", name: `Kody ${i}`, query: `q=${i}` });
    const res = await post(editor, { intent: "save", list: "kody", name: "Kody 21", query: "q=21" });
    expect([res.status, res.data.message]).toEqual([409, SAVED_VIEW_MESSAGES.tooMany]);
  });

  it("sends a plain form post on to the view with a flash message; refused, it shows the form again", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const res = await post(editor, { intent: "save", list: "produkty", name: "Ukryte", query: "?stan=ukryte&page=9" }, false);
    expect([res.status, res.location]).toEqual([303, "/admin/produkty?stan=ukryte"]);
    expect(res.headers.get("set-cookie")).toContain(`${TOAST_COOKIE_NAME}=`);
    // Refused: the action marks the request, so the route's loader renders its page instead of leaving it.
    const context = new RouterContextProvider();
    context.set(userContext, await sessionUserFor(editor));
    const form = new URLSearchParams({ intent: "save", list: "produkty", name: "ukryte", query: "stan=ukryte" });
    const request = new Request("http://localhost/admin/widoki", { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/admin/widoki", unstable_pattern: "/admin/widoki" } as never;
    const refused = (await savedViews.action(args)) as unknown as { init: ResponseInit; data: Answer };
    expect([refused.init.status, refused.data.message]).toEqual([409, SAVED_VIEW_MESSAGES.duplicate("ukryte")]);
    expect(await savedViews.loader(args)).toBeNull();
    // A GET on its own has nothing to show: back to the panel.
    const get = await callLoader([adminLayout, savedViews], { path, user: editor });
    expect([get.status, get.location]).toEqual([302, "/admin"]);
  });

  it("hands each person their own views through the /admin layout, for the lists they may open", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const moderator = await createUser({ traits: ["moderator"] });
    await saveView(editor.id, { list: "produkty", name: "Moje", query: "q=x" });
    await saveView(moderator.id, { list: "opinie", name: "Zgłoszone", query: "zgloszone=1" });
    const mine = await callLoader<{ savedViews: Record<string, { name: string }[]> }>(adminLayout, { path: "/admin/produkty", user: editor });
    expect(mine.data.savedViews).toEqual({ produkty: [expect.objectContaining({ name: "Moje", query: "q=x" })] });
    const theirs = await callLoader<{ savedViews: Record<string, { name: string }[]> }>(adminLayout, { path: "/admin/opinie", user: moderator });
    expect(theirs.data.savedViews).toEqual({ opinie: [expect.objectContaining({ name: "Zgłoszone" })] });
  });
});
