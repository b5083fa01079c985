// ADR 144: every admin page checks its section's permission in its loader (a 403 thrown by a
// middleware renders before any loader: no signed-in header, no panel menu).
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { PERMISSIONS } from "~/features/access/permissions";
import * as adminLayout from "~/routes/admin/layout";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createUser } from "../../../tests/factories";
import { testSessionUser } from "../../../tests/factories/users";
import { callAction, callLoader, type RouteModuleLike } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

type PageModule = RouteModuleLike & { default?: unknown };
const pages = import.meta.glob<PageModule>("./*.tsx", { eager: true });
const page = (file: string) => pages[`./${file}`]!;

describe("admin section guards", () => {
  it("no admin page declares a middleware (only the layout, which redirects)", () => {
    const withMiddleware = Object.entries(pages)
      .filter(([file, mod]) => file !== "./layout.tsx" && mod.default && mod.middleware?.length)
      .map(([file]) => file);
    expect(Object.keys(pages).length).toBeGreaterThan(8);
    expect(withMiddleware).toEqual([]);
  });

  it.each([
    ["users.tsx", "/admin/uzytkownicy", "editor"],
    ["roles.tsx", "/admin/role", "editor"],
    ["reviews.tsx", "/admin/opinie", "editor"],
    ["activity.tsx", "/admin/dziennik", "editor"],
    ["activity.tsx", "/admin/dziennik", "moderator"],
    ["documents.tsx", "/admin/dokumenty", "editor"],
    ["documents.tsx", "/admin/dokumenty", "moderator"],
    ["document-new.tsx", "/admin/dokumenty/regulamin/nowa", "editor"],
    ["document-draft.tsx", "/admin/dokumenty/regulamin/szkice/x", "moderator"],
    ["site-settings.tsx", "/admin/ustawienia", "editor"],
    ["site-settings.tsx", "/admin/ustawienia", "moderator"],
    ["newsletter.tsx", "/admin/newsletter", "moderator"],
    ["blog.tsx", "/admin/blog", "moderator"],
    ["codes.tsx", "/admin/kody", "moderator"],
    ["categories.tsx", "/admin/kategorie", "moderator"],
    ["tags.tsx", "/admin/tagi", "moderator"],
    ["products.tsx", "/admin/produkty", "moderator"],
    ["product-new.tsx", "/admin/produkty/nowy", "moderator"],
    ["product-edit.tsx", "/admin/produkty/x", "moderator"],
  ] as const)("%s answers 403 from its loader to a %s without the section's permission", async (file, path, trait) => {
    const user = await createUser({ traits: [trait] });
    const res = await callLoader([adminLayout, page(file)], { path, user, params: { id: randomUUID() } });
    expect(res).toMatchObject({ status: 403, data: "Brak uprawnień do wykonania tej operacji." });
  });

  // Review (session 24): the product form's action checked only product:create, so a custom role
  // with it but without the section's permission created products (the page itself refused them).
  it.each([
    ["products.tsx", "/admin/produkty", ADMIN_SECTIONS.products.permission],
    ["product-new.tsx", "/admin/produkty/nowy", ADMIN_SECTIONS.products.permission],
    ["product-edit.tsx", "/admin/produkty/x", ADMIN_SECTIONS.products.permission],
    ["categories.tsx", "/admin/kategorie", ADMIN_SECTIONS.categories.permission],
    ["tags.tsx", "/admin/tagi", ADMIN_SECTIONS.tags.permission],
    ["blog.tsx", "/admin/blog", ADMIN_SECTIONS.blog.permission],
    ["reviews.tsx", "/admin/opinie", ADMIN_SECTIONS.reviews.permission],
    ["codes.tsx", "/admin/kody", ADMIN_SECTIONS.productCodes.permission],
    ["users.tsx", "/admin/uzytkownicy", ADMIN_SECTIONS.users.permission],
    ["roles.tsx", "/admin/role", ADMIN_SECTIONS.roles.permission],
    ["documents.tsx", "/admin/dokumenty", ADMIN_SECTIONS.documents.permission],
    ["document-new.tsx", "/admin/dokumenty/regulamin/nowa", ADMIN_SECTIONS.documents.permission],
    ["site-settings.tsx", "/admin/ustawienia", ADMIN_SECTIONS.settings.permission],
    ["newsletter.tsx", "/admin/newsletter", ADMIN_SECTIONS.newsletter.permission],
  ] as const)("%s's action refuses whoever lacks the section's permission, whatever else they hold", async (file, path, permission) => {
    const user = testSessionUser(await createUser(), { roles: ["wlasna"], permissions: PERMISSIONS.filter((p) => p !== permission) });
    for (const intent of ["save", "generate-code", "create", "delete", "assign", "bulk", "import", "save-draft", "publish", "delete-draft"]) {
      const res = await callAction([adminLayout, page(file)], { path, user, params: { id: randomUUID(), document: "regulamin" }, form: { intent, title: "Cokolwiek", body: "Tekst" } });
      expect({ intent, status: res.status }).toEqual({ intent, status: 403 });
    }
  });

  it("lets the holder in", async () => {
    const admin = await createUser({ traits: ["admin"] });
    expect((await callLoader([adminLayout, page("users.tsx")], { path: "/admin/uzytkownicy", user: admin })).status).toBe(200);
    expect((await callLoader([adminLayout, page("roles.tsx")], { path: "/admin/role", user: admin })).status).toBe(200);
    expect((await callLoader([adminLayout, page("activity.tsx")], { path: "/admin/dziennik", user: admin })).status).toBe(200);
    expect((await callLoader([adminLayout, page("documents.tsx")], { path: "/admin/dokumenty", user: admin })).status).toBe(200);
    expect((await callLoader([adminLayout, page("site-settings.tsx")], { path: "/admin/ustawienia", user: admin })).status).toBe(200);
    expect((await callLoader([adminLayout, page("newsletter.tsx")], { path: "/admin/newsletter", user: admin })).status).toBe(200);
    expect((await callLoader([adminLayout, page("document-new.tsx")], { path: "/admin/dokumenty/regulamin/nowa", user: admin, params: { document: "regulamin" } })).status).toBe(200);
  });
});
