// ADR 209: "Przywróć" on /admin/produkty/usuniete — who may (product:delete, server-side), where a restore
// leads (the product's edit page, with the answer as a toast) and what a refusal answers (Polish, nothing changed).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { deletedProductSnapshots, products } from "~/db/schema";
import { deleteProduct } from "~/features/catalog/admin-product-write.server";
import { RESTORE_MESSAGES } from "~/features/catalog/product-restore.server";
import type { RemovedProductRow } from "~/features/catalog/removed-products.server";
import * as adminLayout from "~/routes/admin/layout";
import * as removedList from "~/routes/admin/products-removed";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

type Answer = { ok: boolean; message: string };
const PATH = "/admin/produkty/usuniete";
const exists = async (id: string) => (await db.select({ id: products.id }).from(products).where(eq(products.id, id))).length === 1;
const restore = (productId: string, user: Parameters<typeof callAction>[1]["user"]) =>
  callAction<Answer>([adminLayout, removedList], { path: PATH, fetcher: true, form: { intent: "restore", productId }, user });

describe("Przywróć on Usunięte produkty", () => {
  it("lists the days left, restores for an editor and opens the product's edit page with the answer", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const { id } = await createProduct({ title: "Kubek do przywrócenia" });
    await deleteProduct(id);
    const list = await callLoader<{ list: { rows: RemovedProductRow[] } }>([adminLayout, removedList], { path: PATH, user: editor });
    expect(list.data.list.rows.find((r) => r.productId === id)).toMatchObject({ restoreDaysLeft: 30 });
    const done = await restore(id, editor);
    expect([done.status, done.location]).toEqual([303, `/admin/produkty/${id}`]);
    expect(done.headers.get("set-cookie")).toMatch(/^vp\.toast=/);
    const [row] = await db.select({ isHidden: products.isHidden }).from(products).where(eq(products.id, id));
    expect(row?.isHidden).toBe(true);
    const after = await callLoader<{ list: { rows: RemovedProductRow[] } }>([adminLayout, removedList], { path: PATH, user: editor });
    expect(after.data.list.rows.find((r) => r.productId === id)).toBeUndefined();
  });

  it("is refused (403) to a moderator and to a panel role without product:delete; nothing changes", async () => {
    const { id } = await createProduct();
    await deleteProduct(id);
    const role = await createRole(["admin:access", "product:update", "product:create"]);
    for (const user of [await createUser({ roles: [role.name] }), await createUser({ traits: ["moderator"] }), null]) {
      const refused = await restore(id, user);
      expect(refused.status).toBe(user ? 403 : 302); // anonymous: to the sign-in page
    }
    expect(await exists(id)).toBe(false);
    expect((await db.select().from(deletedProductSnapshots).where(eq(deletedProductSnapshots.productId, id))).length).toBe(1);
  });

  it("answers a taken code (409), an unknown id (404) and an expired copy (410) in Polish, changing nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const [taken, expired] = await Promise.all([createProduct({ urlAlias: "zajety-alias-przywracania" }), createProduct()]);
    await deleteProduct(taken.id);
    await deleteProduct(expired.id);
    await createProduct({ title: "Zajmuje alias", urlAlias: "zajety-alias-przywracania" });
    const conflict = await restore(taken.id, editor);
    expect([conflict.status, conflict.data.message]).toEqual([409, RESTORE_MESSAGES.aliasTaken("zajety-alias-przywracania", "Zajmuje alias")]);
    const unknown = await restore("00000000-0000-4000-8000-00000000abcd", editor);
    expect([unknown.status, unknown.data.message]).toEqual([404, RESTORE_MESSAGES.notFound]);
    const malformed = await restore("nie-uuid", editor);
    expect([malformed.status, malformed.data.message]).toEqual([404, RESTORE_MESSAGES.notFound]);
    await db.delete(deletedProductSnapshots).where(eq(deletedProductSnapshots.productId, expired.id));
    const late = await restore(expired.id, editor);
    expect([late.status, late.data.message]).toEqual([410, RESTORE_MESSAGES.expired]);
    expect([await exists(taken.id), await exists(expired.id)]).toEqual([false, false]);
  });
});
