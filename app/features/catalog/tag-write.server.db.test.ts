// ADR 171: renaming, merging and removing a tag on every product (PGlite and PostgreSQL) — the rows,
// tags_text, the products' version, search, the page cache, the change log, stale and concurrent dialogs.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, products, productTags } from "~/db/schema";
import { listActivity, parseActivityFilters } from "~/features/activity/activity-log.server";
import { listProducts, parseProductListParams } from "~/features/search/listing.server";
import { closePageCacheListener, onPageCacheClear } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { createProduct, createUser, productSaveInput } from "../../../tests/factories";
import { saveProduct, STALE_MESSAGE } from "./admin-product-write.server";
import { TAG_SAME_NAME } from "./tag-admin";
import { listTags, parseTagFilters, tagUsage } from "./tag-admin.server";
import { TAG_MESSAGES } from "./tag-messages";
import { removeTag, renameTag } from "./tag-write.server";

afterAll(() => closePageCacheListener());

let clears = 0;
onPageCacheClear(() => clears++);
beforeEach(() => {
  clears = 0;
});

const word = () => `tag${randomUUID().slice(0, 8)}`;

/** A product carrying `tags` in that order (as the product form stores them). */
async function tagged(tags: string[], title = `Produkt ${randomUUID().slice(0, 6)}`) {
  const { id } = await createProduct({ title });
  if (tags.length) await db.insert(productTags).values(tags.map((tag, position) => ({ productId: id, tag, position })));
  return id;
}
const tagsOf = async (id: string) =>
  (await db.select({ tag: productTags.tag }).from(productTags).where(eq(productTags.productId, id)).orderBy(asc(productTags.position))).map((r) => r.tag);
const product = async (id: string) => (await db.select().from(products).where(eq(products.id, id)))[0]!;
const rename = (tag: string, count: number, name: string, merge = "") => ({ intent: "rename" as const, tag, count, name, merge });

async function refused(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(UserError);
  expect([(error as UserError).status, (error as UserError).message]).toEqual([status, message]);
}

describe("renameTag", () => {
  it("renames the tag on every product, keeps tags_text and the order, moves the products' version, logs once, empties the cache", async () => {
    const [old, name, other] = [word(), word(), word()];
    const a = await tagged([other, old]);
    const b = await tagged([old]);
    const before = await product(a);
    const editor = await createUser({ traits: ["editor"] });
    const done = await renameTag(rename(old, 2, name), editor.id);
    expect(done).toEqual({ outcome: "renamed", from: old, to: name, products: 2 });
    expect(await tagsOf(a)).toEqual([other, name]);
    expect(await tagsOf(b)).toEqual([name]);
    expect((await product(a)).tagsText).toBe(`${other} ${name}`);
    expect((await product(a)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await tagUsage(old)).toBeNull();
    expect(await tagUsage(name)).toEqual({ tag: name, products: 2, visible: 2 });
    expect(clears).toBe(1);
    const entries = await db.select().from(activityLog).where(and(eq(activityLog.subject, "tag"), eq(activityLog.label, old)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ performedBy: editor.id, action: "renamed", subjectId: null, details: { newName: name, products: 2 } });
    // The change log lists it among the tags and links the tag under its new name.
    const log = await listActivity(parseActivityFilters(new URLSearchParams("rodzaj=tag")), { canReadUsers: false });
    expect(log.entries.find((e) => e.label === old)).toMatchObject({ subject: "tag", action: "renamed", href: `/admin/tagi?q=${encodeURIComponent(name)}` });
  });

  it("answers a name that exists (in any case) with the merge question and changes nothing until confirmed", async () => {
    const [old, name] = [word(), word()];
    const upper = name.toUpperCase();
    const a = await tagged([old]);
    const both = await tagged([upper, "inny", old]); // has the old tag and a spelling of the new one
    const c = await tagged([name]);
    const asked = await renameTag(rename(old, 2, name));
    expect(asked).toEqual({ outcome: "merge-needed", question: { intent: "rename", tag: old, into: name, existing: expect.any(String), products: 2 } });
    expect(await tagsOf(both)).toEqual([upper, "inny", old]);
    expect(clears).toBe(0);
    // A confirmation for another name is no confirmation.
    expect((await renameTag(rename(old, 2, name, "cos-innego"))).outcome).toBe("merge-needed");

    const merged = await renameTag(rename(old, 2, name, name), null);
    expect(merged).toEqual({ outcome: "merged", from: old, to: name, products: 3 });
    expect(await tagsOf(a)).toEqual([name]);
    expect(await tagsOf(both)).toEqual([name, "inny"]); // one row, where it was listed first
    expect(await tagsOf(c)).toEqual([name]);
    expect((await product(both)).tagsText).toBe(`${name} inny`);
    expect(await tagUsage(upper)).toBeNull();
    expect(clears).toBe(1);
  });

  it("changes only the case of a tag nobody else spells so, without asking", async () => {
    const old = word();
    const id = await tagged([old]);
    expect(await renameTag(rename(old, 1, old.toUpperCase()))).toMatchObject({ outcome: "renamed", products: 1 });
    expect(await tagsOf(id)).toEqual([old.toUpperCase()]);
  });

  it("lets search find the products by the new tag and no longer by the old one", async () => {
    const [old, name] = [word(), word()];
    const id = await tagged([old], `Kubek ${randomUUID().slice(0, 6)}`);
    const found = async (q: string) => (await listProducts(parseProductListParams(new URLSearchParams({ q, limit: "60" })))).products.map((p) => p.id);
    expect(await found(old)).toContain(id); // the answer is now kept in the search caches (ADR 153)
    expect(await found(name)).not.toContain(id);
    await renameTag(rename(old, 1, name));
    expect(await found(name)).toContain(id);
    expect(await found(old)).not.toContain(id);
  });

  it("refuses a stale dialog: the tag gone (404), its count moved (409), the same name (400) — nothing changed", async () => {
    const [old, name] = [word(), word()];
    const a = await tagged([old]);
    await tagged([old]);
    await refused(renameTag(rename(old, 1, name)), 409, TAG_MESSAGES.countChanged(old, 2));
    const gone = word();
    await refused(renameTag(rename(gone, 1, name)), 404, TAG_MESSAGES.gone(gone));
    await refused(renameTag(rename(old, 2, old)), 400, TAG_SAME_NAME);
    expect(await tagsOf(a)).toEqual([old]);
    expect(clears).toBe(0);
    expect(await db.select().from(activityLog).where(eq(activityLog.label, old))).toEqual([]);
  });

  it("makes an open product form stale: its save cannot put the old tag back", async () => {
    const [old, name] = [word(), word()];
    const id = await tagged([old]);
    const opened = (await product(id)).updatedAt.toISOString();
    await renameTag(rename(old, 1, name));
    const save = saveProduct(productSaveInput([], { tags: [old] }), { id, expectedUpdatedAt: opened });
    await refused(save, 409, STALE_MESSAGE);
    expect(await tagsOf(id)).toEqual([name]);
  });

  it("two editors at once: the same rename succeeds once (the other: gone); two renames into one new name do not merge unasked", async () => {
    const a = word();
    const ids = [await tagged([a]), await tagged([a])];
    const target = word();
    const same = await Promise.allSettled([renameTag(rename(a, 2, target)), renameTag(rename(a, 2, target))]);
    expect(same.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const lost = same.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(UserError);
    expect((lost.reason as UserError).status).toBe(404);

    const [c, d, into] = [word(), word(), word()];
    await tagged([c]);
    await tagged([d]);
    const both = await Promise.all([renameTag(rename(c, 1, into)), renameTag(rename(d, 1, into))]);
    expect(both.map((r) => r.outcome).sort()).toEqual(["merge-needed", "renamed"]);
    expect((await tagUsage(into))?.products).toBe(1);
    const rows = await db.select({ tag: productTags.tag }).from(productTags).where(inArray(productTags.productId, ids));
    expect(rows.map((r) => r.tag)).toEqual([target, target]);
  });
});

describe("removeTag", () => {
  it("removes the tag from every product after checking the dialog's count, logs once, empties the cache", async () => {
    const [old, keep] = [word(), word()];
    const a = await tagged([keep, old]);
    const b = await tagged([old]);
    const editor = await createUser({ traits: ["editor"] });
    await refused(removeTag({ intent: "remove", tag: old, count: 3 }, editor.id), 409, TAG_MESSAGES.countChanged(old, 2));
    expect(clears).toBe(0);
    expect(await removeTag({ intent: "remove", tag: old, count: 2 }, editor.id)).toEqual({ tag: old, products: 2 });
    expect(await tagsOf(a)).toEqual([keep]);
    expect(await tagsOf(b)).toEqual([]);
    expect((await product(b)).tagsText).toBe("");
    expect(clears).toBe(1);
    const [entry] = await db.select().from(activityLog).where(and(eq(activityLog.subject, "tag"), eq(activityLog.label, old)));
    expect(entry).toMatchObject({ action: "deleted", details: { products: 2 } });
    await refused(removeTag({ intent: "remove", tag: old, count: 2 }), 404, TAG_MESSAGES.gone(old));
  });
});

describe("listTags", () => {
  it("counts products and shown ones, finds spellings without diacritics or case, sorts by name or count, pages", async () => {
    const stem = word();
    const hidden = await tagged([`${stem}-słuchawki`]);
    await db.update(products).set({ isHidden: true }).where(eq(products.id, hidden));
    await tagged([`${stem}-słuchawki`]);
    await tagged([`${stem}-Sluchawki`, `${stem}-zzz`]);
    const list = await listTags(parseTagFilters(new URLSearchParams({ q: `${stem.toUpperCase()}-SLUCH` })));
    // "słuchawki" and "Sluchawki" fold to the same text, so they are listed side by side.
    expect(list.rows).toHaveLength(2);
    expect(list.rows).toEqual(expect.arrayContaining([
      { tag: `${stem}-słuchawki`, products: 2, visible: 1 },
      { tag: `${stem}-Sluchawki`, products: 1, visible: 1 },
    ]));
    const byCount = await listTags(parseTagFilters(new URLSearchParams({ q: stem, sort: "produkty", dir: "desc" })));
    expect(byCount.rows.map((r) => r.products)).toEqual([2, 1, 1]);
    expect(byCount.total).toBe(3);
    const wildcard = await listTags(parseTagFilters(new URLSearchParams({ q: "%" })));
    expect(wildcard.rows.every((r) => r.tag.includes("%"))).toBe(true);
    const far = await listTags(parseTagFilters(new URLSearchParams({ q: stem, page: "99" })));
    expect(far.page).toBe(1);
  });
});
