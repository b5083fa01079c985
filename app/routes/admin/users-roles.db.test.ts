import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as layout from "./layout";
import * as roles from "./roles";
import * as users from "./users";
import * as usersHistory from "./users-history";
import { loadAccess } from "~/features/access/session.server";

const chain = [layout, users];

describe("/admin/uzytkownicy", () => {
  it("lists with search, role filter and the current user's id; moderators may view", async () => {
    const mod = await createUser({ traits: ["moderator"] });
    const needle = `Szukana-${Math.random().toString(36).slice(2, 7)}`;
    const target = await createUser({ name: needle, traits: ["editor"] });
    const res = await callLoader<{ rows: { id: string; roles: { name: string }[] }[]; meId: string }>(chain, { path: `/admin/uzytkownicy?q=${needle.toLowerCase()}&rola=editor`, user: mod });
    expect(res.status).toBe(200);
    expect(res.data.rows.map((r) => r.id)).toEqual([target.id]);
    expect(res.data.rows[0]!.roles.map((r) => r.name)).toEqual(["editor"]);
    expect(res.data.meId).toBe(mod.id);
    const none = await callLoader<{ rows: unknown[] }>(chain, { path: `/admin/uzytkownicy?q=${needle}&rola=admin`, user: mod });
    expect(none.data.rows).toEqual([]);
  });

  it("counts and filters an account without any role as 'Użytkownik', the badge its row shows", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const needle = `Zwykly-${Math.random().toString(36).slice(2, 7)}`;
    const plain = await createUser({ name: needle });
    await createUser({ name: `${needle} redaktor`, traits: ["editor"] });
    type Page = { rows: { id: string }[]; stats: { users: number; perRole: { name: string; assignments: number }[] } };
    const filtered = await callLoader<Page>(chain, { path: `/admin/uzytkownicy?q=${needle.toLowerCase()}&rola=user`, user: admin });
    expect(filtered.data.rows.map((r) => r.id)).toEqual([plain.id]);
    const before = filtered.data.stats.perRole.find((r) => r.name === "user")!.assignments;
    await createUser();
    const after = await callLoader<Page>(chain, { path: "/admin/uzytkownicy", user: admin });
    expect(after.data.stats.perRole.find((r) => r.name === "user")!.assignments).toBe(before + 1);
  });

  it("pages with the parameter its page links carry (review, session 27: page 2 showed page 1 again)", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const needle = `Strony-${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 23; i++) await createUser({ name: `${needle} ${i}` });
    type Page = { rows: { id: string }[]; total: number; page: number; pageCount: number };
    const first = await callLoader<Page>(chain, { path: `/admin/uzytkownicy?q=${needle.toLowerCase()}`, user: admin });
    const second = await callLoader<Page>(chain, { path: `/admin/uzytkownicy?q=${needle.toLowerCase()}&page=2`, user: admin });
    expect([first.data.total, first.data.pageCount, first.data.rows.length, second.data.page, second.data.rows.length]).toEqual([23, 2, 20, 2, 3]);
    const ids = new Set([...first.data.rows, ...second.data.rows].map((r) => r.id));
    expect(ids.size).toBe(23);
  });

  it("assigns and revokes with the spec's messages; the history lists both with who did it", async () => {
    const admin = await createUser({ traits: ["admin"], name: "Szefowa" });
    const target = await createUser();
    const assigned = await callAction(chain, { path: "/admin/uzytkownicy", user: admin, fetcher: true, form: { intent: "assign", userId: target.id, roleName: "editor", expiresOn: "2999-01-01" } });
    expect(assigned).toMatchObject({ status: 200, data: { ok: true, message: "Rola została przypisana pomyślnie" } });
    expect((await loadAccess(target.id)).roles).toEqual(["editor"]);
    const revoked = await callAction(chain, { path: "/admin/uzytkownicy", user: admin, fetcher: true, form: { intent: "revoke", userId: target.id, roleName: "editor" } });
    expect(revoked).toMatchObject({ status: 200, data: { ok: true, message: "Rola została odebrana pomyślnie" } });
    expect((await loadAccess(target.id)).roles).toEqual([]);
    const history = await callLoader<{ ok: boolean; entries: { action: string; performedBy: { name: string } }[] }>([layout, usersHistory], { path: `/admin/uzytkownicy/${target.id}/historia`, params: { userId: target.id }, user: admin });
    expect(history.data.entries.map((e) => e.action).sort()).toEqual(["assigned", "revoked"]);
    expect(history.data.entries[0]!.performedBy.name).toBe("Szefowa");
    const nobody = await callLoader<{ ok: boolean; message: string }>([layout, usersHistory], { path: "/admin/uzytkownicy/abc/historia", params: { userId: "abc" }, user: admin });
    expect(nobody).toMatchObject({ status: 404, data: { ok: false, message: "Nie znaleziono użytkownika." } });
  });

  it("answers failures with the prefixed Polish message and a 4xx, changing nothing", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const target = await createUser();
    const past = await callAction(chain, { path: "/admin/uzytkownicy", user: admin, form: { intent: "assign", userId: target.id, roleName: "editor", expiresOn: "2001-01-01" } });
    expect(past).toMatchObject({ status: 400, data: { ok: false, message: "Błąd przypisywania roli: Data wygaśnięcia musi być w przyszłości." } });
    const missing = await callAction(chain, { path: "/admin/uzytkownicy", user: admin, form: { intent: "revoke", userId: target.id, roleName: "editor" } });
    expect(missing).toMatchObject({ status: 404, data: { ok: false, message: "Błąd odbierania roli: Użytkownik nie ma tej roli." } });
    const junk = await callAction(chain, { path: "/admin/uzytkownicy", user: admin, form: { intent: "promote", userId: target.id } });
    expect(junk.status).toBe(400);
    expect((await loadAccess(target.id)).roles).toEqual([]);
  });

  it("a moderator (user:read, no role:assign) can look but not assign, even to themself", async () => {
    const mod = await createUser({ traits: ["moderator"] });
    const res = await callAction(chain, { path: "/admin/uzytkownicy", user: mod, form: { intent: "assign", userId: mod.id, roleName: "admin", expiresOn: "" } });
    expect(res.status).toBe(403);
    expect((await loadAccess(mod.id)).roles).toEqual(["moderator"]);
  });
});

describe("/admin/role", () => {
  it("an admin creates a custom role from the form; an editor can neither view nor change roles", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const name = `form-${Math.random().toString(36).slice(2, 7)}`;
    // ADR 150: the plain form post (no JavaScript) is redirected back, the message in the flash toast, so a reload posts nothing.
    const created = await callAction([layout, roles], { path: "/admin/role", user: admin, form: { intent: "create", name, displayName: "Z formularza", description: "", permissions: ["user:read", "admin:access"] } });
    expect(created).toMatchObject({ status: 303, location: "/admin/role" });
    expect(created.headers.get("set-cookie")).toMatch(/^vp\.toast=/);
    // The scripted form keeps its answer (it resets the form and shows the message).
    const scripted = await callAction([layout, roles], { path: "/admin/role", user: admin, fetcher: true, form: { intent: "create", name: `${name}-js`, displayName: "Ze skryptu", permissions: ["user:read"] } });
    expect(scripted).toMatchObject({ status: 200, data: { ok: true, message: "Rola została utworzona." } });
    // A failure is not redirected: the page shows it next to the form.
    const again = await callAction([layout, roles], { path: "/admin/role", user: admin, form: { intent: "create", name: `${name}-x`, displayName: "Z formularza", permissions: ["user:read"] } });
    expect(again).toMatchObject({ status: 409, data: { ok: false, message: "Rola o tej nazwie wyświetlanej już istnieje." } });
    const listed = await callLoader<{ roles: { name: string; permissions: string[] }[] }>([layout, roles], { path: "/admin/role", user: admin });
    expect(listed.data.roles.find((r) => r.name === name)!.permissions).toEqual(["admin:access", "user:read"]);
    const editor = await createUser({ traits: ["editor"] });
    expect((await callLoader([layout, roles], { path: "/admin/role", user: editor })).status).toBe(403);
    expect((await callAction([layout, roles], { path: "/admin/role", user: editor, form: { intent: "create", name: `${name}-x`, displayName: "Nie", permissions: ["user:read"] } })).status).toBe(403);
  });
});
