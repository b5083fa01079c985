import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, productCategories, profiles, user } from "~/db/schema";
import { purgeDueAccounts } from "~/features/accounts/profile-deletion.server";
import { blockUser, unblockUser } from "~/features/access/user-block.server";
import { PERMISSIONS } from "~/features/access/permissions";
import { assignRole, revokeRole } from "~/features/access/assignments.server";
import { createCustomRole, setRolePermission } from "~/features/access/role-admin.server";
import { parsePostForm } from "~/features/blog/post-input";
import { deletePost, setPostFlag, updatePost } from "~/features/blog/post-writes.server";
import { deleteProduct, saveProduct } from "~/features/catalog/admin-product-write.server";
import { deleteCategory, saveCategory, setCategoryActive } from "~/features/catalog/category-write.server";
import { bulkEditProducts } from "~/features/catalog/product-bulk.server";
import { changeProductCode, generateCodeInSection } from "~/features/catalog/product-codes.server";
import type { ProductSaveInput } from "~/features/catalog/product-form-schema";
import { writeCsv } from "~/features/catalog/csv";
import { importProductsCsv } from "~/features/catalog/products-csv.server";
import { addReview } from "~/features/engagement/reviews.server";
import { deleteReview } from "~/features/engagement/reviews-own.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createPost, createUser, productSaveInput, storedUploads } from "../../../tests/factories";
import { ACTIVITY_RETENTION_DAYS, listActivity, parseActivityFilters, pruneOldActivity, recentActivityOf } from "./activity-log.server";

// ADR 160 (PGlite and PostgreSQL): every panel write leaves one entry in its transaction, named by
// the session's person; a write without a person (seeding, scripts) leaves none.

afterAll(() => closePageCacheListener());

let image = "";
beforeAll(async () => {
  [image] = await storedUploads("log");
});

const word = () => Math.random().toString(36).slice(2, 8);
const input = (overrides: Partial<ProductSaveInput> = {}) =>
  productSaveInput([image], { title: `Lampka ${word()}`, description: "Opis lampki", tags: ["led"], priceOriginal: 99.99, ...overrides });

const STAFF = { canReadUsers: true };
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
const of = (subjectId: string) => recentActivityOf("product", subjectId, 20);
const summary = (entries: Awaited<ReturnType<typeof of>>) => entries.map((e) => [e.action, e.details.fields ?? null]);

describe("the change log (ADR 160)", () => {
  it("a product's saves: created, the changed fields, hidden, nothing for a save that changed nothing", async () => {
    const editor = await createUser({ traits: ["editor"], name: "Ewa Testowa" });
    const first = input();
    const { id, updatedAt } = await saveProduct(first, { actorId: editor.id });
    const saved = await saveProduct({ ...first, title: `${first.title} 2`, priceDiscounted: 49, tags: ["led", "biurko"] }, { id, expectedUpdatedAt: updatedAt.toISOString(), actorId: editor.id });
    await saveProduct({ ...first, title: `${first.title} 2`, priceDiscounted: 49, tags: ["led", "biurko"] }, { id, actorId: editor.id });
    await saveProduct({ ...first, title: `${first.title} 2`, priceDiscounted: 49, tags: ["led", "biurko"], isHidden: true }, { id, actorId: editor.id });
    expect(saved.id).toBe(id);
    expect(summary(await of(id))).toEqual([["hidden", null], ["updated", ["title", "price", "tags"]], ["created", null]]);
    // Session 32 (owner review): what they were and what they became.
    expect((await of(id))[1]!.details.values).toEqual({
      title: { before: first.title, after: `${first.title} 2` },
      price: { before: "99.99|", after: "99.99|49.00" },
      tags: { before: "led", after: "led|biurko" },
    });
    const [latest] = await of(id);
    expect(latest).toMatchObject({ performerName: "Ewa Testowa", label: `${first.title} 2`, href: `/admin/produkty/${id}` });
    // No person, no entry: seeding and scripts are not panel activity.
    await saveProduct({ ...first, title: "Bez osoby" }, { id });
    expect(await of(id)).toHaveLength(3);
    // A deleted product's entries stay readable, by the title it had, and no longer link.
    await deleteProduct(id, undefined, editor.id);
    const after = await of(id);
    expect(after[0]).toMatchObject({ action: "deleted", label: "Bez osoby", href: null });
    expect(after.every((e) => e.href === null)).toBe(true);
  });

  it("bulk edits write one entry per product; an import one for the file; a code change names the field", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const a = await saveProduct(input());
    const b = await saveProduct(input());
    await bulkEditProducts({ ids: [a.id, b.id], operation: "hide" }, undefined, editor.id);
    await bulkEditProducts({ ids: [a.id], operation: "trending-on" }, undefined, editor.id);
    // Already as asked: no entry (hostile review, session 30).
    await bulkEditProducts({ ids: [a.id, b.id], operation: "hide" }, undefined, editor.id);
    await bulkEditProducts({ ids: [b.id], operation: "verified-off" }, undefined, editor.id);
    expect(summary(await of(a.id))).toEqual([["updated", ["trending"]], ["hidden", null]]);
    expect(summary(await of(b.id))).toEqual([["hidden", null]]);
    const file = writeCsv(["id", "tytul", "opis", "kategoria"], [[a.id, "Zmieniony importem", "Opis", "EL"]]);
    expect(await importProductsCsv(file, undefined, editor.id)).toMatchObject({ ok: true, summary: { updated: 1 } });
    const imports = await listActivity({ ...parseActivityFilters(new URLSearchParams("rodzaj=product")), personId: editor.id }, STAFF);
    expect(imports.entries[0]).toMatchObject({ action: "imported", subject: "product", details: { created: 0, updated: 1 } });
    const generated = await generateCodeInSection({ categoryCode: "EL", typeCode: "", productId: a.id }, undefined, editor.id);
    expect(summary(await of(a.id))[0]).toEqual(["updated", ["code", "alias"]]); // with the values (ADR 187)
    await changeProductCode(a.id, generated.code, undefined, editor.id); // the same code: nothing changed, no entry
    expect((await of(a.id)).filter((e) => e.details.fields?.includes("code"))).toHaveLength(1);
    const codes = await listActivity({ subject: "code", personId: editor.id, from: null, to: null, page: 1 }, STAFF);
    expect(codes.entries.map((e) => [e.action, e.label])).toEqual([["created", generated.code]]);
  });

  it("categories, posts, a moderator's review removal and blocks, filtered by kind and person", async () => {
    const admin = await createUser({ traits: ["admin"], name: "Adam Log" });
    // A free code: the reference categories hold some Z… codes (ZA failed a CI run, 1 in 26).
    const taken = new Set((await db.select({ code: productCategories.code }).from(productCategories)).map((c) => c.code));
    const code = [..."ABCDEFGHIJKLMNOPRSTUVWXYZ"].map((l) => `Z${l}`).find((c) => !taken.has(c))!;
    const categoryName = `Logowa ${word()}`;
    const category = await saveCategory({ intent: "save-category", id: null, name: categoryName, code, icon: "gift", description: "", isActive: true }, undefined, admin.id);
    await setCategoryActive(category.id, false, undefined, admin.id);
    await setCategoryActive(category.id, false, undefined, admin.id); // already off: no entry
    await saveCategory({ intent: "save-category", id: category.id, name: categoryName, code, icon: "gift", description: "", isActive: false }, undefined, admin.id); // unchanged: no entry
    // A rename says what it was and what it became (review, session 49).
    await saveCategory({ intent: "save-category", id: category.id, name: `${categoryName} bis`, code, icon: "gift", description: "", isActive: true }, undefined, admin.id);
    await deleteCategory(category.id, undefined, admin.id);

    const post = await createPost({ title: "Wpis do dziennika" });
    await setPostFlag(post.id, "isPublished", true, admin.id);
    await setPostFlag(post.id, "isPublished", true, admin.id); // already published: no entry
    await setPostFlag(post.id, "isFeatured", true, admin.id);
    // Unpublished through the editor's checkbox: the save and the flag (hostile review, session 30).
    const edited = parsePostForm(formOf({ title: "Wpis do dziennika", slug: post.slug, isFeatured: "on" }));
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    await updatePost(post.id, edited.value, admin.id);
    await deletePost(post.id, admin.id);

    const author = await createUser({ name: "Autor Opinii" });
    const product = await saveProduct(input());
    const own = await addReview(author.id, product.id, { rating: 2, comment: "Słaba jakość wykonania." });
    const theirs = await addReview((await createUser()).id, product.id, { rating: 5, comment: "Świetny produkt, polecam." });
    await deleteReview({ id: author.id }, own.id); // the author's own deletion is not panel activity
    await deleteReview({ id: admin.id, canModerate: true }, theirs.id);

    const adminActor = { id: admin.id, permissions: [...PERMISSIONS] };
    await blockUser(adminActor, { userId: author.id, reason: "Spam" });
    await unblockUser(adminActor, { userId: author.id });

    const mine = await listActivity({ subject: null, personId: admin.id, from: null, to: null, page: 1 }, STAFF);
    expect(mine.entries.map((e) => [e.subject, e.action])).toEqual([
      ["account", "unblocked"],
      ["account", "blocked"],
      ["review", "deleted"],
      ["post", "deleted"],
      ["post", "unpublished"],
      ["post", "updated"],
      ["post", "featured"],
      ["post", "published"],
      ["category", "deleted"],
      ["category", "updated"],
      ["category", "deactivated"],
      ["category", "created"],
    ]);
    const [unblocked, blocked, review] = mine.entries;
    // An account is named when the log is read (nothing of the person is copied into it).
    expect(unblocked).toMatchObject({ label: "Autor Opinii", performerName: "Adam Log", href: expect.stringMatching(/^\/admin\/uzytkownicy\/[A-Za-z0-9_-]+$/) });
    // A reader without user:read gets no link: it would carry the person's e-mail address.
    const logOnly = await listActivity({ subject: "account", personId: admin.id, from: null, to: null, page: 1 }, { canReadUsers: false });
    expect(logOnly.entries.map((e) => e.href)).toEqual([null, null]);
    expect(blocked.details).toEqual({ reason: "Spam" });
    expect(mine.entries.find((e) => e.subject === "category" && e.action === "updated")!.details).toEqual({
      categoryValues: { name: { before: categoryName, after: `${categoryName} bis` }, active: { before: "", after: "1" } },
    });
    expect(review).toMatchObject({ label: expect.stringContaining("Lampka"), href: null, authorName: expect.any(String) });
    expect(mine.people).toContainEqual({ id: admin.id, name: "Adam Log" });
    expect((await listActivity({ subject: "post", personId: admin.id, from: null, to: null, page: 1 }, STAFF)).total).toBe(5);

    // The account's erasure (the purge after the grace period) takes the block's reason out of the log.
    await db.update(profiles).set({ dataDeletionRequested: true, dataDeletionRequestedAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(profiles.id, author.id));
    expect(await purgeDueAccounts()).toContain(author.id);
    const [purgedBlock] = await db.select({ details: activityLog.details }).from(activityLog).where(and(eq(activityLog.subjectId, author.id), eq(activityLog.action, "blocked")));
    expect(purgedBlock!.details).toEqual({});

    // An erased account leaves no name: neither as the one who acted nor as the one acted on.
    await db.delete(user).where(eq(user.id, author.id));
    await db.delete(user).where(eq(user.id, admin.id));
    const rows = await db.select().from(activityLog).where(eq(activityLog.subjectId, author.id));
    expect(rows.map((r) => [r.performedBy, r.label])).toEqual([[null, ""], [null, ""]]);
    const reread = await listActivity({ subject: "account", personId: null, from: null, to: null, page: 1 }, STAFF);
    expect(reread.entries.filter((e) => rows.some((r) => r.id === e.id)).map((e) => [e.performerName, e.label, e.href])).toEqual([[null, "", null], [null, "", null]]);
  });

  it("roles: created with its permissions, a permission added, assigned with its end and revoked (review, session 31)", async () => {
    const admin = await createUser({ name: `Admin ${word()}` });
    const actor = { id: admin.id, permissions: [...PERMISSIONS] };
    const person = await createUser({ name: `Osoba ${word()}` });
    const name = `pomoc-${word()}`;
    const created = await createCustomRole(actor, { name, displayName: `Pomoc ${name}`, description: "", permissions: ["blog:update"] });
    if (!created.ok) throw new Error(created.message);
    expect(await setRolePermission(actor, { roleId: created.value.id, permission: "log:read", granted: true })).toMatchObject({ ok: true });
    const until = new Date(Date.now() + 3 * 86_400_000);
    expect(await assignRole(actor, { userId: person.id, roleName: name, expiresAt: until })).toMatchObject({ ok: true });
    expect(await revokeRole(actor, { userId: person.id, roleName: name })).toMatchObject({ ok: true });
    const mine = { subject: null, personId: admin.id, from: null, to: null, page: 1 };
    const entries = (await listActivity(mine, STAFF)).entries.map((e) => [e.subject, e.action, e.label, e.details]);
    expect(entries).toEqual([
      ["account", "role-revoked", person.name, { role: `Pomoc ${name}` }],
      ["account", "role-assigned", person.name, { role: `Pomoc ${name}`, until: until.toISOString() }],
      ["role", "permission-added", `Pomoc ${name}`, { permission: "log:read" }],
      ["role", "created", `Pomoc ${name}`, { permissions: ["blog:update"] }],
    ]);
    expect((await listActivity({ ...mine, subject: "role" }, STAFF)).entries.map((e) => e.href)).toEqual(["/admin/role", "/admin/role"]);
  });

  it("keeps a year: the hourly prune deletes older entries and nothing newer", async () => {
    const editor = await createUser({ name: `Redaktor ${word()}` });
    const first = input();
    const { id } = await saveProduct(first, { actorId: editor.id });
    await saveProduct({ ...first, title: `Zmieniony ${word()}` }, { id, actorId: editor.id });
    const [older, newer] = await db.select().from(activityLog).where(eq(activityLog.subjectId, id)).orderBy(activityLog.performedAt);
    await db.update(activityLog).set({ performedAt: new Date(Date.now() - (ACTIVITY_RETENTION_DAYS + 1) * 86_400_000) }).where(eq(activityLog.id, older.id));
    await db.update(activityLog).set({ performedAt: new Date(Date.now() - (ACTIVITY_RETENTION_DAYS - 1) * 86_400_000) }).where(eq(activityLog.id, newer.id));
    expect(await pruneOldActivity()).toBeGreaterThanOrEqual(1);
    expect((await of(id)).map((e) => e.id)).toEqual([newer.id]);
  });

  it("reads junk filters as the whole log", () => {
    expect(parseActivityFilters(new URLSearchParams("rodzaj=<script>&osoba=' OR 1=1&page=-4"))).toEqual({ subject: null, personId: null, from: null, to: null, period: null, page: 1 });
    expect(parseActivityFilters(new URLSearchParams("rodzaj=review&osoba=abc_DEF-1&page=3"))).toEqual({ subject: "review", personId: "abc_DEF-1", from: null, to: null, period: null, page: 3 });
    expect(parseActivityFilters(new URLSearchParams("od=2026-02-30&do=wczoraj"))).toMatchObject({ from: null, to: null });
    expect(parseActivityFilters(new URLSearchParams("od=0050-01-01&do=9999-12-31"))).toMatchObject({ from: null, to: null });
    expect(parseActivityFilters(new URLSearchParams("od=2026-11-01&do=2026-11-30"))).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    // Typed the wrong way round: the same span, not an empty list.
    expect(parseActivityFilters(new URLSearchParams("od=2026-11-30&do=2026-11-01"))).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    // A quick span counts back from today in Warsaw (23:30 UTC on 30 Nov is already 1 Dec there).
    const lateEvening = new Date("2026-11-30T23:30:00Z");
    expect(parseActivityFilters(new URLSearchParams("okres=dzis"), lateEvening)).toMatchObject({ from: "2026-12-01", to: null, period: "dzis" });
    expect(parseActivityFilters(new URLSearchParams("okres=7-dni"), lateEvening)).toMatchObject({ from: "2026-11-25", to: null, period: "7-dni" });
    expect(parseActivityFilters(new URLSearchParams("okres=30-dni"), lateEvening)).toMatchObject({ from: "2026-11-02", period: "30-dni" });
    // Typed days win; an unknown span is no span.
    expect(parseActivityFilters(new URLSearchParams("okres=7-dni&od=2026-01-05"), lateEvening)).toMatchObject({ from: "2026-01-05", period: null });
    expect(parseActivityFilters(new URLSearchParams("okres=rok"), lateEvening)).toMatchObject({ from: null, period: null });
  });

  it("filters by days in Warsaw time, both ends included (session 32)", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const at = (iso: string) => ({ performedAt: new Date(iso), performedBy: editor.id, subject: "code", subjectId: null, label: iso, action: "created" });
    // 23:30 UTC on 9 Nov is 00:30 on 10 Nov in Warsaw; 22:59 UTC on 10 Nov is 23:59 there.
    await db.insert(activityLog).values([at("2026-11-09T22:30:00Z"), at("2026-11-09T23:30:00Z"), at("2026-11-10T22:59:00Z"), at("2026-11-10T23:01:00Z")]);
    const labels = async (from: string | null, to: string | null) =>
      (await listActivity({ subject: "code", personId: editor.id, from, to, page: 1 }, STAFF)).entries.map((e) => e.label).sort();
    expect(await labels("2026-11-10", "2026-11-10")).toEqual(["2026-11-09T23:30:00Z", "2026-11-10T22:59:00Z"]);
    expect(await labels("2026-11-11", null)).toEqual(["2026-11-10T23:01:00Z"]);
    expect(await labels(null, "2026-11-09")).toEqual(["2026-11-09T22:30:00Z"]);
  });
});
