// ADR 208: /admin/szukaj and its suggestions' JSON answer the panel's people only, with the groups
// their permissions open; anyone else gets what every panel page gives them.
import { afterAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import type { PanelSearchResult } from "~/features/admin/panel-search";
import * as adminLayout from "~/routes/admin/layout";
import * as page from "~/routes/admin/panel-search";
import * as suggestions from "~/routes/admin/panel-search-suggestions";
import { closePageCacheListener } from "~/server/page-cache.server";
import { SESSION_ENDED_MESSAGE } from "~/utils/submission-failure";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const chain = [adminLayout, page];
const path = (q: string) => `/admin/szukaj?q=${encodeURIComponent(q)}`;

describe("/admin/szukaj", () => {
  it("sends an anonymous visitor to sign in and a member without panel access to the profile", async () => {
    const anonymous = await callLoader(chain, { path: path("kubek") });
    expect(anonymous.location).toBe(`/logowanie?redirectTo=${encodeURIComponent(path("kubek"))}`);
    expect((await callLoader(chain, { path: path("kubek"), user: await createUser() })).location).toBe("/profil");
  });

  it("lists the groups of the person's sections, 20 rows a group", async () => {
    for (let i = 0; i < 22; i++) await createProduct({ title: `Kubek podróżny ${i}` });
    const editor = await callLoader<PanelSearchResult>(chain, { path: path("Kubek  podróżny"), user: await createUser({ traits: ["editor"] }) });
    expect(editor.status).toBe(200);
    expect(editor.data!.query).toBe("Kubek podróżny");
    const products = editor.data!.groups.find((g) => g.key === "products")!;
    expect([products.items.length, products.total]).toEqual([20, 22]);
    expect(editor.data!.groups.map((g) => g.key)).not.toContain("users");
    const moderator = await callLoader<PanelSearchResult>(chain, { path: path("kubek"), user: await createUser({ traits: ["moderator"] }) });
    expect(moderator.data!.groups.map((g) => g.key)).toEqual(["users"]);
    // Empty text: no groups (the page shows its hint).
    const empty = await callLoader<PanelSearchResult>(chain, { path: "/admin/szukaj", user: await createUser({ traits: ["admin"] }) });
    expect(empty.data).toEqual({ query: "", groups: [] });
  });
});

describe("/admin/szukaj/podpowiedzi", () => {
  it("answers JSON refusals to a visitor without a session or without panel access", async () => {
    const anonymous = await callLoader(suggestions, { path: "/admin/szukaj/podpowiedzi?q=kubek" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.response!.json()).toEqual({ message: SESSION_ENDED_MESSAGE });
    const member = await callLoader(suggestions, { path: "/admin/szukaj/podpowiedzi?q=kubek", user: await createUser() });
    expect(member.status).toBe(403);
    expect(await member.response!.json()).toEqual({ message: FORBIDDEN_MESSAGE });
  });

  it("gives 5 rows a group to the panel's people, never stored", async () => {
    for (let i = 0; i < 7; i++) await createProduct({ title: `Lampka biurkowa ${i}` });
    const res = await callLoader(suggestions, { path: "/admin/szukaj/podpowiedzi?q=lampka", user: await createUser({ traits: ["admin"] }) });
    expect(res.status).toBe(200);
    expect(res.response!.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.response!.json()) as PanelSearchResult;
    const products = body.groups.find((g) => g.key === "products")!;
    expect([products.items.length, products.total]).toEqual([5, 7]);
    expect(body.groups.map((g) => g.key)).toEqual(["products", "posts", "users", "categories", "tags", "removed"]);
  });

  it("takes no POST", async () => {
    const res = await callAction(suggestions, { path: "/admin/szukaj/podpowiedzi", form: {}, user: await createUser({ traits: ["editor"] }) });
    expect(res.status).toBe(405);
  });
});
