// /admin/kategorie (ADR 132): product:update in the loader and the action; answers of the action.
import { afterAll, describe, expect, it } from "vitest";
import * as adminLayout from "~/routes/admin/layout";
import * as categories from "~/routes/admin/categories";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createRole, createUser, assignRole } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const path = "/admin/kategorie";

describe("/admin/kategorie", () => {
  it("opens for an editor and refuses a moderator (403) in the loader and the action", async () => {
    const moderator = await createUser({ traits: ["moderator"] });
    const loaderRefused = await callLoader([adminLayout, categories], { path, user: moderator });
    expect([loaderRefused.status, loaderRefused.data]).toEqual([403, FORBIDDEN_MESSAGE]);
    const actionRefused = await callAction([adminLayout, categories], { path, form: { intent: "save-category", name: "Zakazana", code: "ZK", icon: "gift" }, user: moderator });
    expect(actionRefused.status).toBe(403);
    const res = await callLoader<{ categories: { code: string; types: unknown[] }[] }>([adminLayout, categories], { path, user: await createUser({ traits: ["editor"] }) });
    expect(res.status).toBe(200);
    expect(res.data.categories.find((c) => c.code === "EL")?.types).toHaveLength(5);
  });

  it("refuses a role with product:update but without admin:access at the panel's door", async () => {
    const role = await createRole(["product:update"]);
    const u = await createUser();
    await assignRole(u.id, role.name);
    const res = await callAction([adminLayout, categories], { path, form: { intent: "delete-category", id: "00000000-0000-4000-8000-000000000000" }, user: u });
    expect([302, 403]).toContain(res.status);
  });

  it("saves for an editor, answers a bad form with Polish field errors (400) and a used category's delete with 409", async () => {
    const editor = await createUser({ traits: ["editor"] });
    const bad = await callAction<{ fieldErrors: Record<string, string> }>([adminLayout, categories], { path, form: { intent: "save-category", name: "", code: "x1", icon: "rakieta" }, user: editor });
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toMatchObject({ name: "Podaj nazwę kategorii.", code: "Kod to dwie wielkie litery od A do Z, np. EL.", icon: "Wybierz ikonę z listy." });
    const saved = await callAction<{ ok: boolean; message: string }>([adminLayout, categories], { path, fetcher: true, form: { intent: "save-category", name: "Ogród zimowy", code: "oz", icon: "house", isActive: "on" }, user: editor });
    expect(saved.data).toMatchObject({ ok: true, message: "Dodano kategorię." });
    const product = await createProduct({ traits: ["withCode"] });
    const list = await callLoader<{ categories: { id: string; code: string }[] }>([adminLayout, categories], { path, user: editor });
    const used = list.data.categories.find((c) => product.code!.startsWith(`${c.code}-`))!;
    const refused = await callAction<{ ok: boolean; message: string }>([adminLayout, categories], { path, form: { intent: "delete-category", id: used.id }, user: editor });
    expect(refused.status).toBe(409);
    expect(refused.data.message).toMatch(/^Nie można usunąć kategorii „.+”: ma produkty lub kody produktów \(produkty: \d+, kody: \d+\)\. Wyłącz ją zamiast usuwać\.$/);
    const unknown = await callAction([adminLayout, categories], { path, form: { intent: "nonsense" }, user: editor });
    expect(unknown.status).toBe(400);
  });

  it("refuses the second of two editors' saves from the same loaded page (409, with or without JavaScript) and keeps the first (ADR 166)", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const editor = await createUser({ traits: ["editor"] });
    const added = await callAction<{ ok: boolean }>([adminLayout, categories], { path, fetcher: true, form: { intent: "save-category", name: "Dwie karty", code: "DK", icon: "gift", isActive: "on" }, user: admin });
    expect(added.data.ok).toBe(true);
    type Row = { id: string; code: string; name: string; isActive: boolean; updatedAt: string };
    const loaded = (await callLoader<{ categories: Row[] }>([adminLayout, categories], { path, user: editor })).data.categories.find((c) => c.code === "DK")!;
    const form = (over: Record<string, string>) => ({ intent: "save-category", id: loaded.id, name: loaded.name, code: "DK", icon: "gift", description: "", expectedUpdatedAt: loaded.updatedAt, ...over });
    // The admin switches it off from the same page (the form without the switch ticked).
    const first = await callAction<{ ok: boolean }>([adminLayout, categories], { path, fetcher: true, form: form({}), user: admin });
    expect(first.data.ok).toBe(true);
    for (const fetcher of [true, false]) {
      const stale = await callAction<{ ok: boolean; message: string }>([adminLayout, categories], { path, fetcher, form: form({ name: "Dwie karty bis", isActive: "on" }), user: editor });
      expect(stale.status).toBe(409);
      expect(stale.data).toMatchObject({ ok: false, message: "Ktoś inny zmienił tę kategorię po otwarciu formularza. Odśwież stronę i wprowadź zmiany ponownie." });
    }
    const after = (await callLoader<{ categories: Row[] }>([adminLayout, categories], { path, user: editor })).data.categories.find((c) => c.id === loaded.id)!;
    expect(after).toMatchObject({ name: "Dwie karty", isActive: false });
    const unreadable = await callAction([adminLayout, categories], { path, fetcher: true, form: form({ expectedUpdatedAt: "wczoraj" }), user: editor });
    expect(unreadable.status).toBe(400);
  });
});
