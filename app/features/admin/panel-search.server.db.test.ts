// ADR 208: the panel search's groups follow the session's permissions, fold diacritics and case like the
// public search, and find products by a former code or alias.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, productCategories, products, productTags } from "~/db/schema";
import { QUERY_MAX_CHARS } from "~/features/search/search.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createProduct, createUser, sessionUserFor } from "../../../tests/factories";
import { testSessionUser } from "../../../tests/factories/users";
import { PANEL_PAGE_LIMIT, PANEL_QUERY_MAX_CHARS, PANEL_SUGGESTION_LIMIT } from "./panel-search";
import { panelSearchQuery, searchPanel } from "./panel-search.server";

afterAll(() => closePageCacheListener());

const keys = (result: Awaited<ReturnType<typeof searchPanel>>) => result.groups.map((g) => g.key);
const group = (result: Awaited<ReturnType<typeof searchPanel>>, key: string) => result.groups.find((g) => g.key === key);
const titles = (result: Awaited<ReturnType<typeof searchPanel>>, key: string) => group(result, key)?.items.map((i) => i.title) ?? [];

let ids: { charger: string; hidden: string; renamed: string; person: string; post: string };

beforeAll(async () => {
  const charger = await createProduct({ title: "Ładowarka indukcyjna Żółta", urlAlias: "ladowarka-zolta" });
  const hidden = await createProduct({ title: "Ładowarka ukryta w szufladzie" });
  await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden.id));
  // A code, then another: the first stays a former code (product_url_redirects, ADR 040), as the old alias.
  const renamed = await createProduct({ title: "Organizer na kable", urlAlias: "stary-organizer" });
  await db.update(products).set({ code: "DO-OR-771" }).where(eq(products.id, renamed.id));
  await db.update(products).set({ code: "DO-OR-772", urlAlias: "nowy-organizer" }).where(eq(products.id, renamed.id));
  await db.insert(productTags).values({ productId: charger.id, tag: "Ładowanie bezprzewodowe" });
  const person = await createUser({ name: "Łucja Żmuda", email: "lucja.kontakt@example.test" });
  const post = await createPost({ title: "Ładowarki w podróży", slug: "ladowarki-w-podrozy" });
  await createPost({ title: "Ładowarki na wakacje", slug: "ladowarki-na-wakacje", traits: ["published"] });
  const scheduled = await createPost({ title: "Ładowarki zimą", slug: "ladowarki-zima", traits: ["published"] });
  await db.update(blogPosts).set({ publishedAt: new Date(Date.now() + 86_400_000) }).where(eq(blogPosts.id, scheduled.id));
  await db.insert(productCategories).values({ name: "Łazienka i ładowanie", code: "LZ", slug: "lazienka-i-ladowanie" });
  // A deleted product: its addresses stay in removed_product_urls with its title (ADR 206).
  const gone = await createProduct({ title: "Ładowarka wycofana", urlAlias: "ladowarka-wycofana" });
  await db.delete(products).where(eq(products.id, gone.id));
  ids = { charger: charger.id, hidden: hidden.id, renamed: renamed.id, person: person.id, post: post.id };
});

describe("searchPanel per permission", () => {
  it("gives an administrator every group, each row linked to its place", async () => {
    const admin = await sessionUserFor(await createUser({ traits: ["admin"] }));
    const result = await searchPanel(admin, "ładow", PANEL_PAGE_LIMIT);
    expect(keys(result)).toEqual(["products", "posts", "users", "categories", "tags", "removed"]);
    expect(group(result, "products")!.items.find((i) => i.id === ids.charger)).toMatchObject({ href: `/admin/produkty/${ids.charger}`, marks: [] });
    expect(group(result, "products")!.items.find((i) => i.id === ids.hidden)!.marks).toEqual(["hidden"]);
    expect(group(result, "posts")!.items.find((i) => i.id === ids.post)).toMatchObject({ href: "/blog/edytor/ladowarki-w-podrozy", marks: ["draft"] });
    expect(group(result, "posts")!.items.find((i) => i.title === "Ładowarki zimą")!.marks).toEqual(["scheduled"]);
    expect(group(result, "posts")!.items.find((i) => i.title === "Ładowarki na wakacje")!.marks).toEqual([]);
    expect(titles(result, "categories")).toEqual(["Łazienka i ładowanie"]);
    expect(group(result, "tags")!.items).toEqual([expect.objectContaining({ title: "Ładowanie bezprzewodowe", href: "/admin/produkty?tag=%C5%81adowanie%20bezprzewodowe", detail: "1" })]);
    expect(group(result, "removed")!.items).toEqual([expect.objectContaining({ title: "Ładowarka wycofana", href: "/admin/produkty/usuniete" })]);
    expect(group(result, "products")!.allHref).toBe("/admin/produkty?q=%C5%82adow");
    // A person by name, folded, and by e-mail (an administrator holds user:read-contact).
    const people = await searchPanel(admin, "lucja", PANEL_PAGE_LIMIT);
    expect(group(people, "users")!.items).toEqual([expect.objectContaining({ id: ids.person, href: `/admin/uzytkownicy/${ids.person}`, detail: "lucja.kontakt@example.test" })]);
    expect(group(await searchPanel(admin, "KONTAKT@example", PANEL_PAGE_LIMIT), "users")!.total).toBe(1);
  });

  it("gives an editor (redaktor) the catalogue and the blog but no users group, whatever matches", async () => {
    const editor = await sessionUserFor(await createUser({ traits: ["editor"] }));
    const result = await searchPanel(editor, "lucja", PANEL_PAGE_LIMIT);
    expect(keys(result)).toEqual(["products", "posts", "categories", "tags", "removed"]);
    expect(result.groups.every((g) => g.total === 0)).toBe(true);
  });

  it("gives a moderator only the users, without e-mails: shown or searched", async () => {
    const moderator = await sessionUserFor(await createUser({ traits: ["moderator"] }));
    const byName = await searchPanel(moderator, "ŁUCJA żmu", PANEL_PAGE_LIMIT);
    expect(keys(byName)).toEqual(["users"]);
    expect(group(byName, "users")!.items).toEqual([expect.objectContaining({ id: ids.person, detail: null })]);
    expect(group(await searchPanel(moderator, "kontakt@example", PANEL_PAGE_LIMIT), "users")!.total).toBe(0);
    expect(keys(await searchPanel(moderator, "ładowarka", PANEL_PAGE_LIMIT))).toEqual(["users"]);
  });

  it("searches a group only with its own permission (a custom role holding just blog:update and admin:access)", async () => {
    const writer = testSessionUser(await createUser(), { roles: ["custom"], permissions: ["admin:access", "blog:update"] });
    expect(keys(await searchPanel(writer, "ładow", PANEL_PAGE_LIMIT))).toEqual(["posts"]);
    const productsOnly = testSessionUser(await createUser(), { roles: ["custom"], permissions: ["admin:access", "product:update"] });
    // Usunięte produkty need product:delete, as their own list.
    expect(keys(await searchPanel(productsOnly, "ładow", PANEL_PAGE_LIMIT))).toEqual(["products", "categories", "tags"]);
  });
});

describe("what the products group matches", () => {
  it("folds Polish letters and case both ways", async () => {
    const admin = await sessionUserFor(await createUser({ traits: ["admin"] }));
    for (const q of ["ladowarka zolta", "ŁADOWARKA ŻÓŁTA", "Żółta"]) {
      expect(group(await searchPanel(admin, q, PANEL_PAGE_LIMIT), "products")!.items.map((i) => i.id), q).toContain(ids.charger);
    }
  });

  it("finds a product by its current code, a former code, its alias, a former alias and its id, the exact match first", async () => {
    const admin = await sessionUserFor(await createUser({ traits: ["admin"] }));
    for (const q of ["DO-OR-772", "do-or-771", "nowy-organizer", "stary-organizer", ids.renamed, ids.renamed.slice(0, 8)]) {
      const rows = group(await searchPanel(admin, q, PANEL_PAGE_LIMIT), "products")!.items;
      expect(rows[0]?.id, q).toBe(ids.renamed);
    }
    // The hidden "Ładowarka ukryta…" (no code, no alias) matched the words too; the alias wins.
    expect(group(await searchPanel(admin, "ladowarka-zolta", PANEL_PAGE_LIMIT), "products")!.items[0]!.id).toBe(ids.charger);
  });

  it("shows at most the limit per group and counts every match", async () => {
    const admin = await sessionUserFor(await createUser({ traits: ["admin"] }));
    for (let i = 0; i < PANEL_SUGGESTION_LIMIT + 2; i++) await createProduct({ title: `Kubek termiczny ${i}` });
    const few = group(await searchPanel(admin, "kubek termiczny", PANEL_SUGGESTION_LIMIT), "products")!;
    expect([few.items.length, few.total]).toEqual([PANEL_SUGGESTION_LIMIT, PANEL_SUGGESTION_LIMIT + 2]);
  });

  it("matches two characters at the start of a title's word only (an indexed search, ADR 208)", async () => {
    const admin = await sessionUserFor(await createUser({ traits: ["admin"] }));
    await createProduct({ title: "Zestaw Qwertykawowy" });
    await createProduct({ title: "Młynek qwxz ręczny" });
    const found = titles(await searchPanel(admin, "QW", PANEL_PAGE_LIMIT), "products");
    expect(found).toContain("Zestaw Qwertykawowy");
    expect(found).toContain("Młynek qwxz ręczny");
    expect(titles(await searchPanel(admin, "wx", PANEL_PAGE_LIMIT), "products")).toEqual([]);
    expect(titles(await searchPanel(admin, "wxz", PANEL_PAGE_LIMIT), "products")).toEqual(["Młynek qwxz ręczny"]);
  });

  it("finds nothing for a text under two characters, and caps a long one at the house's limit", async () => {
    const admin = await sessionUserFor(await createUser({ traits: ["admin"] }));
    expect((await searchPanel(admin, "ł", PANEL_PAGE_LIMIT)).groups).toEqual([]);
    expect(PANEL_QUERY_MAX_CHARS).toBe(QUERY_MAX_CHARS);
    expect(panelSearchQuery(new URLSearchParams({ q: `  ${"a".repeat(300)}  ` }))).toHaveLength(QUERY_MAX_CHARS);
    // LIKE's wildcards typed match themselves.
    expect((await searchPanel(admin, "%%", PANEL_PAGE_LIMIT)).groups.every((g) => g.total === 0)).toBe(true);
  });
});
