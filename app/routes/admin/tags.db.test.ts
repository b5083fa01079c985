// /admin/tagi (ADR 171): product:update in the loader and the action; Polish 4xx answers that change
// nothing; the merge question and its confirmation; a plain post's 303; the product list's ?tag= filter.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productTags } from "~/db/schema";
import * as adminLayout from "~/routes/admin/layout";
import * as tags from "~/routes/admin/tags";
import * as productsRoute from "~/routes/admin/products";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import { TAG_SAME_NAME, type TagList, type TagRow } from "~/features/catalog/tag-admin";
import { TAG_MESSAGES } from "~/features/catalog/tag-messages";
import { TAG_NAME_REQUIRED, TAG_TOO_LONG_MESSAGE } from "~/features/catalog/tag-rules";
import { closePageCacheListener } from "~/server/page-cache.server";
import { assignRole, createProduct, createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const path = "/admin/tagi";
const word = () => `tag${randomUUID().slice(0, 8)}`;
async function tagged(tags: string[]) {
  const { id } = await createProduct();
  await db.insert(productTags).values(tags.map((tag, position) => ({ productId: id, tag, position })));
  return id;
}
const tagsOf = async (id: string) => (await db.select({ tag: productTags.tag }).from(productTags).where(eq(productTags.productId, id)).orderBy(asc(productTags.position))).map((r) => r.tag);
type Answer = { ok: boolean; message: string | null; fieldErrors?: Record<string, string>; data?: Record<string, unknown> };

describe("/admin/tagi", () => {
  it("opens for an editor (the tags with their counts, ?zmien= as the rename form) and refuses a moderator (403) in the loader and the action", async () => {
    const old = word();
    const id = await tagged([old]);
    const moderator = await createUser({ traits: ["moderator"] });
    const loaderRefused = await callLoader([adminLayout, tags], { path, user: moderator });
    expect([loaderRefused.status, loaderRefused.data]).toEqual([403, FORBIDDEN_MESSAGE]);
    const forms: Record<string, string>[] = [{ intent: "rename", tag: old, count: "1", name: word() }, { intent: "remove", tag: old, count: "1" }];
    for (const form of forms) {
      expect((await callAction([adminLayout, tags], { path, form, user: moderator })).status).toBe(403);
    }
    expect(await tagsOf(id)).toEqual([old]);
    const editor = await createUser({ traits: ["editor"] });
    const res = await callLoader<{ list: TagList; renaming: TagRow | null }>([adminLayout, tags], { path: `${path}?q=${old}&zmien=${old}`, user: editor });
    expect(res.status).toBe(200);
    expect(res.data.list.rows).toEqual([{ tag: old, products: 1, visible: 1 }]);
    expect(res.data.renaming).toEqual({ tag: old, products: 1, visible: 1 });
    const unknown = await callLoader<{ renaming: TagRow | null }>([adminLayout, tags], { path: `${path}?zmien=${word()}`, user: editor });
    expect(unknown.data.renaming).toBeNull();
  });

  it("refuses a role with product:update but without admin:access at the panel's door", async () => {
    const role = await createRole(["product:update"]);
    const u = await createUser();
    await assignRole(u.id, role.name);
    const old = word();
    const id = await tagged([old]);
    const res = await callAction([adminLayout, tags], { path, form: { intent: "remove", tag: old, count: "1" }, user: u });
    expect([302, 403]).toContain(res.status);
    expect(await tagsOf(id)).toEqual([old]);
  });

  it("answers bad input with a Polish 4xx and changes nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const old = word();
    const id = await tagged([old]);
    const call = (form: Record<string, string>) => callAction<Answer>([adminLayout, tags], { path, fetcher: true, form, user: editor });
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "rename", tag: old, count: "1", name: "  " }, 400, TAG_NAME_REQUIRED],
      [{ intent: "rename", tag: old, count: "1", name: "x".repeat(41) }, 400, TAG_TOO_LONG_MESSAGE],
      [{ intent: "rename", tag: old, count: "1", name: ` ${old} ` }, 400, TAG_SAME_NAME],
      [{ intent: "rename", tag: old, count: "7", name: word() }, 409, TAG_MESSAGES.countChanged(old, 1)],
      [{ intent: "remove", tag: `${old}x`, count: "1" }, 404, TAG_MESSAGES.gone(`${old}x`)],
    ];
    for (const [form, status, message] of cases) {
      const res = await call(form);
      expect({ form, status: res.status, message: res.data.message }).toEqual({ form, status, message });
    }
    expect((await call({ intent: "scal", tag: old, count: "1" })).status).toBe(400);
    expect((await call({ intent: "remove", tag: old, count: "jeden" })).status).toBe(400);
    expect(await tagsOf(id)).toEqual([old]);
  });

  it("asks before a merge (409 with the question), merges once confirmed, and answers a plain post with 303 and a toast", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const [old, name] = [word(), word()];
    const a = await tagged([old]);
    const b = await tagged([name, old]);
    const form = { intent: "rename", tag: old, count: "2", name };
    const asked = await callAction<Answer>([adminLayout, tags], { path, fetcher: true, form, user: editor });
    expect(asked.status).toBe(409);
    expect(asked.data).toMatchObject({ ok: false, message: TAG_MESSAGES.mergeQuestion(name, 1), data: { intent: "rename", tag: old, into: name, existing: name, products: 1 } });
    expect(await tagsOf(b)).toEqual([name, old]);
    // Without JavaScript the same question comes back as the page's answer; the confirmation is a plain post too.
    const plainAsked = await callAction<Answer>([adminLayout, tags], { path: `${path}?zmien=${old}`, form, user: editor });
    expect(plainAsked.status).toBe(409);
    const merged = await callAction([adminLayout, tags], { path: `${path}?zmien=${old}`, form: { ...form, merge: name }, user: editor });
    expect(merged.status).toBe(303);
    expect(merged.location).toBe(`${path}?zmien=${old}`);
    expect(merged.headers.get("Set-Cookie")).toMatch(/vp\.toast=/);
    expect(await tagsOf(a)).toEqual([name]);
    expect(await tagsOf(b)).toEqual([name]);
  });

  it("removes through the scripted form with the answer the toast shows", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const old = word();
    const id = await tagged(["zostaje", old]);
    const res = await callAction<Answer>([adminLayout, tags], { path, fetcher: true, form: { intent: "remove", tag: old, count: "1" }, user: editor });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true, message: TAG_MESSAGES.removed(old, 1) });
    expect(await tagsOf(id)).toEqual(["zostaje"]);
  });
});

describe("/admin/produkty?tag=", () => {
  it("lists only the products carrying exactly that tag", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const tag = word();
    const a = await tagged([tag]);
    await tagged([tag.toUpperCase()]);
    await tagged([word()]);
    const res = await callLoader<{ list: { rows: { id: string }[]; total: number }; filters: { tag: string | null } }>([adminLayout, productsRoute], {
      path: `/admin/produkty?tag=${encodeURIComponent(tag)}`,
      user: editor,
    });
    expect(res.data.filters.tag).toBe(tag);
    expect(res.data.list.rows.map((r) => r.id)).toEqual([a]);
    expect(res.data.list.total).toBe(1);
  });
});
