// ADR 178: saved list views — each person's own, 20 a list, one name a list (any case), a normalised
// query; another person's id is never found; the account's row going takes them along.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { savedListViews, user } from "~/db/schema";
import { UserError } from "~/utils/action.server";
import { createUser, sessionUserFor } from "../../../tests/factories";
import { BUILT_IN_VIEWS, MAX_VIEW_QUERY_LENGTH, MAX_VIEWS_PER_LIST, SAVED_VIEW_LISTS, type SavedViewList } from "./saved-view-lists";
import { effectiveViewQuery, LIST_FILTER_PARSERS, listAddressView } from "./saved-view-filters.server";
import { SAVED_VIEW_MESSAGES } from "./saved-view-schemas";
import { deleteView, loadSavedViews, renameView, saveView } from "./saved-views.server";

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  return { status: (error as UserError).status, message: (error as UserError).message };
};
const namesOf = async (ownerId: string, list = "produkty") =>
  (await db.select({ name: savedListViews.name }).from(savedListViews).where(and(eq(savedListViews.ownerId, ownerId), eq(savedListViews.list, list)))).map((r) => r.name).sort();

describe("saved list views", () => {
  it("saves a normalised query, lists it for its owner only and per list they may open", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const other = await createUser({ traits: ["editor"] });
    const kitchen = randomUUID();
    const view = await saveView(editor.id, { list: "produkty", name: "Kuchnia bez zdjęć", query: `?q=&kategoria=${kitchen}&braki=bez-zdjec&page=4&sort=title` });
    expect(view).toMatchObject({ name: "Kuchnia bez zdjęć", query: `kategoria=${kitchen}&braki=bez-zdjec&sort=title` });
    await saveView(editor.id, { list: "blog", name: "Szkice", query: "status=draft" });
    await saveView(editor.id, { list: "produkty", name: "Ukryte", query: "stan=ukryte" });
    expect(await loadSavedViews(await sessionUserFor(editor))).toEqual({
      produkty: [view, expect.objectContaining({ name: "Ukryte", query: "stan=ukryte" })],
      blog: [expect.objectContaining({ name: "Szkice" })],
    });
    expect(await loadSavedViews(await sessionUserFor(other))).toEqual({});
    // A view of a list the person may no longer open is not handed out (it stays, for when they may again).
    const asModerator = { id: editor.id, permissions: ["admin:access", "review:moderate"] as const };
    expect(await loadSavedViews({ ...asModerator, permissions: [...asModerator.permissions] })).toEqual({});
  });

  it("refuses a query with nothing to keep, or one too long, and saves nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    expect(await refusal(saveView(editor.id, { list: "produkty", name: "Nic", query: "?page=2&q=%20&zapisz-widok=1" }))).toEqual({ status: 400, message: SAVED_VIEW_MESSAGES.nothingToSave });
    const long = `q=${"ż".repeat(MAX_VIEW_QUERY_LENGTH)}`;
    expect(await refusal(saveView(editor.id, { list: "produkty", name: "Długi", query: long }))).toEqual({ status: 400, message: SAVED_VIEW_MESSAGES.queryTooLong });
    expect(await namesOf(editor.id)).toEqual([]);
  });

  it("allows 20 views a list and refuses the 21st, while another list and another person still have room", async () => {
    const editor = await createUser({ traits: ["editor"] });
    for (let i = 1; i <= MAX_VIEWS_PER_LIST; i++) await saveView(editor.id, { list: "produkty", name: `Widok ${i}`, query: `q=${i}` });
    expect(await refusal(saveView(editor.id, { list: "produkty", name: "Widok 21", query: "q=21" }))).toEqual({ status: 409, message: SAVED_VIEW_MESSAGES.tooMany });
    expect(await namesOf(editor.id)).toHaveLength(MAX_VIEWS_PER_LIST);
    await saveView(editor.id, { list: "tagi", name: "Widok 21", query: "q=21" });
    const other = await createUser({ traits: ["editor"] });
    await saveView(other.id, { list: "produkty", name: "Widok 1", query: "q=1" });
    // Deleting one makes room again.
    const [first] = (await loadSavedViews(await sessionUserFor(editor))).produkty!;
    await deleteView(editor.id, { list: "produkty", id: first!.id });
    await saveView(editor.id, { list: "produkty", name: "Widok 21", query: "q=21" });
  });

  it("keeps to the limit when saves race (the person's and list's lock)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    for (let i = 1; i < MAX_VIEWS_PER_LIST; i++) await saveView(editor.id, { list: "opinie", name: `W${i}`, query: `q=${i}` });
    const results = await Promise.allSettled([1, 2, 3].map((n) => saveView(editor.id, { list: "opinie", name: `Ostatni ${n}`, query: "ocena=1" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [{ n }] = await db.select({ n: db.$count(savedListViews, eq(savedListViews.ownerId, editor.id)) }).from(user).where(eq(user.id, editor.id));
    expect(n).toBe(MAX_VIEWS_PER_LIST);
  });

  it("refuses a name the person already uses on the list, whatever its case; another list or person may use it", async () => {
    const editor = await createUser({ traits: ["editor"] });
    await saveView(editor.id, { list: "produkty", name: "Kuchnia", query: "q=garnek" });
    const taken = await refusal(saveView(editor.id, { list: "produkty", name: "KUCHNIA", query: "q=patelnia" }));
    expect(taken).toEqual({ status: 409, message: SAVED_VIEW_MESSAGES.duplicate("KUCHNIA") });
    const polish = await saveView(editor.id, { list: "produkty", name: "Łazienka", query: "q=mydło" });
    expect((await refusal(saveView(editor.id, { list: "produkty", name: "łazienka", query: "q=ręcznik" }))).status).toBe(409);
    await saveView(editor.id, { list: "kody", name: "Kuchnia", query: "kategoria=KU" });
    const other = await createUser({ traits: ["editor"] });
    await saveView(other.id, { list: "produkty", name: "Kuchnia", query: "q=garnek" });
    // Renaming onto a taken name is refused the same way; a change of case of its own name is not.
    expect(await refusal(renameView(editor.id, { list: "produkty", id: polish.id, name: "kuchnia" }))).toEqual({ status: 409, message: SAVED_VIEW_MESSAGES.duplicate("kuchnia") });
    expect((await renameView(editor.id, { list: "produkty", id: polish.id, name: "ŁAZIENKA" })).name).toBe("ŁAZIENKA");
  });

  it("renames and deletes only the person's own view: another person's id, another list or a made-up id is not found", async () => {
    const owner = await createUser({ traits: ["editor"] });
    const intruder = await createUser({ traits: ["admin"] });
    const view = await saveView(owner.id, { list: "produkty", name: "Moje", query: "stan=ukryte" });
    const notFound = { status: 404, message: SAVED_VIEW_MESSAGES.notFound };
    expect(await refusal(renameView(intruder.id, { list: "produkty", id: view.id, name: "Cudze" }))).toEqual(notFound);
    expect(await refusal(deleteView(intruder.id, { list: "produkty", id: view.id }))).toEqual(notFound);
    expect(await refusal(deleteView(owner.id, { list: "blog", id: view.id }))).toEqual(notFound);
    for (const id of [randomUUID(), "nie-uuid", "", "' OR 1=1 --"]) {
      expect(await refusal(renameView(owner.id, { list: "produkty", id, name: "X" }))).toEqual(notFound);
      expect(await refusal(deleteView(owner.id, { list: "produkty", id }))).toEqual(notFound);
    }
    expect(await namesOf(owner.id)).toEqual(["Moje"]);

    expect(await renameView(owner.id, { list: "produkty", id: view.id, name: "Ukryte produkty" })).toEqual({ ...view, name: "Ukryte produkty" });
    expect(await deleteView(owner.id, { list: "produkty", id: view.id })).toEqual({ ...view, name: "Ukryte produkty" });
    expect(await namesOf(owner.id)).toEqual([]);
    expect(await refusal(deleteView(owner.id, { list: "produkty", id: view.id }))).toEqual(notFound);
  });

  it("goes with the account's row (foreign key cascade)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    await saveView(editor.id, { list: "produkty", name: "Do usunięcia", query: "q=x" });
    await db.delete(user).where(eq(user.id, editor.id));
    expect(await db.select().from(savedListViews).where(eq(savedListViews.ownerId, editor.id))).toEqual([]);
  });

  it("whitelists only parameters the lists' own parsers read", () => {
    // A value each parser accepts (and so changes what it returns).
    const sample: Record<string, string> = {
      q: "czajnik", kategoria: "KU", stan: "wszystkie", braki: "bez-zdjec", tag: "led", sort: "title", dir: "asc",
      ocena: "1", produkt: randomUUID(), autor: "u1", zgloszone: "1", typ: "review", status: "draft",
      rodzaj: "product", osoba: "u1", od: "2026-01-01", do: "2026-02-01", rola: "editor", zablokowane: "1", okres: "7-dni",
    };
    const listSamples: Partial<Record<SavedViewList, Record<string, string>>> = {
      produkty: { kategoria: randomUUID(), stan: "ukryte" },
      opinie: { sort: "najstarsze" },
      tagi: { sort: "produkty", dir: "desc" },
    };
    for (const [list, parse] of Object.entries(LIST_FILTER_PARSERS) as [SavedViewList, (p: URLSearchParams) => unknown][]) {
      const plain = parse(new URLSearchParams());
      for (const name of SAVED_VIEW_LISTS[list].params) {
        const value = listSamples[list]?.[name] ?? sample[name]!;
        expect(parse(new URLSearchParams({ [name]: value })), `${list}: ?${name}=${value}`).not.toEqual(plain);
      }
    }
  });

  it("keeps what the list reads, not what the address spells: unknown and default values go (ADR 211)", async () => {
    // Unknown values read as the whole list; default values change nothing either.
    expect(effectiveViewQuery("produkty", "stan=xyz&kategoria=nie-uuid&braki=cos&dir=sideways")).toBe("");
    expect(effectiveViewQuery("produkty", "sort=createdAt&dir=desc")).toBe("");
    expect(effectiveViewQuery("kody", "stan=aktywne&kategoria=K")).toBe("");
    expect(effectiveViewQuery("kody", "stan=wszystkie&kategoria=ku")).toBe("kategoria=ku&stan=wszystkie");
    expect(effectiveViewQuery("blog", "typ=recenzja&status=draft")).toBe("status=draft");
    expect(effectiveViewQuery("opinie", "ocena=6&zgloszone=1")).toBe("zgloszone=1");
    // What is kept reads as the whole address did: an ascending date order keeps its direction.
    const ascending = effectiveViewQuery("produkty", "sort=createdAt&dir=asc");
    expect(LIST_FILTER_PARSERS.produkty(new URLSearchParams(ascending))).toEqual(LIST_FILTER_PARSERS.produkty(new URLSearchParams("sort=createdAt&dir=asc")));
    // Typed days win over a quick span: the span changes nothing beside them.
    expect(effectiveViewQuery("dziennik", "okres=7-dni&od=2026-01-01")).toBe("od=2026-01-01");
    expect(effectiveViewQuery("dziennik", "okres=7-dni")).toBe("okres=7-dni");

    const editor = await createUser({ traits: ["editor"] });
    expect(await refusal(saveView(editor.id, { list: "produkty", name: "Nieznany stan", query: "stan=xyz" }))).toEqual({ status: 400, message: SAVED_VIEW_MESSAGES.nothingToSave });
    expect(await saveView(editor.id, { list: "produkty", name: "Lampy", query: "q=lampa&stan=xyz" })).toMatchObject({ query: "q=lampa" });
    // A view saved before this rule is handed out as the toolbar compares it with the address.
    await db.insert(savedListViews).values({ ownerId: editor.id, list: "kody", name: "Stare", query: "kategoria=KU&stan=aktywne" });
    expect((await loadSavedViews(await sessionUserFor(editor))).kody).toEqual([expect.objectContaining({ name: "Stare", query: "kategoria=KU" })]);

    expect(listAddressView(new URL("http://localhost/admin/kody?stan=aktywne&page=2"))).toEqual({ list: "kody", query: "" });
    expect(listAddressView(new URL("http://localhost/admin/produkty/?stan=ukryte"))).toEqual({ list: "produkty", query: "stan=ukryte" });
    expect(listAddressView(new URL("http://localhost/admin/produkty/nowy?stan=ukryte"))).toBeNull();
    expect(listAddressView(new URL("http://localhost/admin"))).toBeNull();
    // The lists' own views are written as the toolbar compares them.
    for (const [list, views] of Object.entries(BUILT_IN_VIEWS) as [SavedViewList, readonly { query: string }[]][]) {
      for (const view of views) expect(effectiveViewQuery(list, view.query), `${list}: ${view.query}`).toBe(view.query);
    }
  });
});
