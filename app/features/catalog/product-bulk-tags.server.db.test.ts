// ADR 207: the bulk bar's "Dodaj tag" / "Usuń tag" (PGlite and PostgreSQL) — the product form's tag rule,
// one spelling per product, the 30-tag limit, case-insensitive removal, the change log, tags_text, the
// Tagi screen's counts and search, the page cache, refusals that change nothing.
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, products, productTags } from "~/db/schema";
import { listProducts, parseProductListParams } from "~/features/search/listing.server";
import { closePageCacheListener, onPageCacheClear } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { createProduct, createUser } from "../../../tests/factories";
import { bulkEditProducts, NONE_FOUND_MESSAGE } from "./product-bulk.server";
import { tagUsage } from "./tag-admin.server";
import { MAX_TAGS, TAG_NAME_REQUIRED, TAG_TOO_LONG_MESSAGE } from "./tag-rules";

afterAll(() => closePageCacheListener());

let clears = 0;
onPageCacheClear(() => clears++);
beforeEach(() => {
  clears = 0;
});

const word = () => `tag${randomUUID().slice(0, 8)}`;

async function tagged(tags: string[]) {
  const { id } = await createProduct();
  if (tags.length) await db.insert(productTags).values(tags.map((tag, position) => ({ productId: id, tag, position })));
  return id;
}
const tagsOf = async (id: string) =>
  (await db.select({ tag: productTags.tag }).from(productTags).where(eq(productTags.productId, id)).orderBy(asc(productTags.position))).map((r) => r.tag);
const product = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0]!;
const add = (ids: string[], tag: unknown, actorId?: string) => bulkEditProducts({ ids, operation: "tag-add", tag }, undefined, actorId);
const remove = (ids: string[], tag: unknown, actorId?: string) => bulkEditProducts({ ids, operation: "tag-remove", tag }, undefined, actorId);

async function refused(promise: Promise<unknown>, status: number, message: string, field?: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect([(error as UserError).status, (error as UserError).message]).toEqual([status, message]);
  if (field) expect((error as UserError).fieldErrors).toEqual({ [field]: message });
}

describe("bulk tag: add", () => {
  it("adds the cleaned tag at the end of each product's tags; a product that has it in any case is left alone", async () => {
    const name = word();
    const spaced = `  Black   ${name}\n `; // cleaned to one line as the product form cleans it
    const tag = `Black ${name}`;
    const a = await tagged(["lampka"]);
    const b = await tagged([]);
    const had = await tagged(["inny", tag]);
    const [beforeA, beforeHad] = [await product(a), await product(had)];
    const editor = await createUser({ traits: ["editor"] });
    const message = await add([a, b, had], spaced, editor.id);
    expect(message).toBe(`Dodano tag „${tag}” do 2 produktów. 1 produkt już go miał.`);
    expect(await tagsOf(a)).toEqual(["lampka", tag]);
    expect(await tagsOf(b)).toEqual([tag]);
    expect(await tagsOf(had)).toEqual(["inny", tag]);
    // tags_text (search) follows; the changed products' version moves, the untouched one's does not.
    expect((await product(a)).tagsText).toBe(`lampka ${tag}`);
    expect((await product(a)).updatedAt.getTime()).toBeGreaterThan(beforeA.updatedAt.getTime());
    expect((await product(had)).updatedAt.getTime()).toBe(beforeHad.updatedAt.getTime());
    const found = (await listProducts(parseProductListParams(new URLSearchParams({ q: name, limit: "60" })))).products.map((p) => p.id);
    expect(found).toEqual(expect.arrayContaining([a, b]));
    // One change log entry per product changed, naming the tags before and after; none for the one that had it.
    const entries = await db.select().from(activityLog).where(inArray(activityLog.subjectId, [a, b, had]));
    expect(entries.map((e) => e.subjectId).sort()).toEqual([a, b].sort());
    expect(entries.find((e) => e.subjectId === a)).toMatchObject({ performedBy: editor.id, action: "updated", details: { fields: ["tags"], values: { tags: { before: "lampka", after: `lampka|${tag}` } } } });
    expect(clears).toBe(1);
    // The Tagi screen counts the tag's products.
    expect(await tagUsage(tag)).toEqual({ tag, products: 3, visible: 3 });
  });

  it("a product with the tag in another case keeps it; the others get the catalogue's spelling, not the typed one", async () => {
    const tag = `Prezent ${word()}`;
    const had = await tagged([tag.toUpperCase()]);
    const a = await tagged([]);
    expect(await add([had, a], tag.toLowerCase())).toBe(`Dodano tag „${tag.toUpperCase()}” do 1 produktu. 1 produkt już go miał.`);
    expect(await tagsOf(had)).toEqual([tag.toUpperCase()]);
    expect(await tagsOf(a)).toEqual([tag.toUpperCase()]);
    expect(await tagUsage(tag.toLowerCase())).toBeNull();
  });

  it("takes the catalogue's spelling of the tag when it exists in another case", async () => {
    const tag = `Prezent ${word()}`;
    await tagged([tag]);
    const a = await tagged([]);
    expect(await add([a], tag.toLowerCase())).toBe(`Dodano tag „${tag}” do 1 produktu.`);
    expect(await tagsOf(a)).toEqual([tag]);
    expect(await tagUsage(tag.toLowerCase())).toBeNull();
  });

  it("skips a product at the tag limit and says how many were skipped; all having it is nothing to change", async () => {
    const tag = word();
    const full = await tagged(Array.from({ length: MAX_TAGS }, (_, i) => `t${i}-${tag}`));
    const [a, b] = [await tagged([]), await tagged(["x"])];
    expect(await add([full, a, b], tag)).toBe(`Dodano tag „${tag}” do 2 produktów. Pominięto 1 produkt – ma już najwięcej tagów (${MAX_TAGS}).`);
    expect(await tagsOf(full)).toHaveLength(MAX_TAGS);
    expect(await tagsOf(full)).not.toContain(tag);
    clears = 0;
    expect(await add([a, b], tag.toUpperCase())).toBe(`Nic do zmiany: zaznaczone produkty już mają tag „${tag}”.`);
    expect(clears).toBe(0);
    expect(await add([a, b, full], tag)).toBe(`2 produkty już go miały. Pominięto 1 produkt – ma już najwięcej tagów (${MAX_TAGS}).`);
    expect(await tagsOf(full)).toHaveLength(MAX_TAGS);
  });

  it("refuses an empty or over-long tag with 400 on the field and changes nothing; ticked products all gone is a 404", async () => {
    const a = await tagged(["stary"]);
    const before = await product(a);
    for (const empty of ["", "   ", "\n\t", undefined]) await refused(add([a], empty), 400, TAG_NAME_REQUIRED, "tag");
    await refused(remove([a], " "), 400, TAG_NAME_REQUIRED, "tag");
    await refused(add([a], "x".repeat(41)), 400, TAG_TOO_LONG_MESSAGE, "tag");
    expect(await tagsOf(a)).toEqual(["stary"]);
    expect((await product(a)).updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(clears).toBe(0);
    await refused(add([randomUUID()], "nowy"), 404, NONE_FOUND_MESSAGE);
    expect(await tagUsage("nowy")).toBeNull();
  });
});

describe("bulk tag: remove", () => {
  it("removes the tag in any case from the ticked products only, keeps the rest in order, logs each change", async () => {
    const tag = `Black ${word()}`;
    const a = await tagged(["a", tag, "b"]);
    const b = await tagged([tag.toUpperCase()]);
    const without = await tagged(["c"]);
    const notTicked = await tagged([tag]);
    const editor = await createUser({ traits: ["editor"] });
    expect(await remove([a, b, without], tag.toLowerCase(), editor.id)).toBe(`Usunięto tag „${tag.toLowerCase()}” z 2 produktów.`);
    expect(await tagsOf(a)).toEqual(["a", "b"]);
    expect(await tagsOf(b)).toEqual([]);
    expect(await tagsOf(without)).toEqual(["c"]);
    expect(await tagsOf(notTicked)).toEqual([tag]);
    expect((await product(a)).tagsText).toBe("a b");
    expect(clears).toBe(1);
    expect(await tagUsage(tag)).toEqual({ tag, products: 1, visible: 1 });
    const entries = await db.select().from(activityLog).where(inArray(activityLog.subjectId, [a, b, without]));
    expect(entries.map((e) => e.subjectId).sort()).toEqual([a, b].sort());
    expect(entries.find((e) => e.subjectId === a)?.details).toEqual({ fields: ["tags"], values: { tags: { before: `a|${tag}|b`, after: "a|b" } } });
    clears = 0;
    expect(await remove([a, b], tag)).toBe(`Nic do zmiany: żaden z zaznaczonych produktów nie ma tagu „${tag}”.`);
    expect(clears).toBe(0);
  });
});
