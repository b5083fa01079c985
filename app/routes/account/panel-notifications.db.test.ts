import { afterAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGE } from "~/features/access/session.server";
import { panelNotificationsOf, setPanelNotifications } from "~/features/accounts/settings.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createRole, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as layout from "./layout";
import * as profileRoute from "./profile";
import * as settingsRoute from "./settings";

afterAll(() => closePageCacheListener());

// ADR 183: "Powiadomienia panelu" in the Ustawienia tab — shown to and saved by holders of blog:publish
// or review:moderate only, for the session's person only, validated like the tab's other toggles.
type Loaded = { panelMail: { on: boolean; kinds: string[] } | null };
type Answer = { ok: boolean; message: string };
type User = Awaited<ReturnType<typeof createUser>>;

const chain = [layout, settingsRoute];
const load = async (user: User) => (await callLoader<Loaded>(chain, { path: "/profil/ustawienia", user })).data.panelMail;
const post = (user: User | null, form: Record<string, string>) => callAction<Answer>(chain, { path: "/profil/ustawienia", user, form: { intent: "panel-notifications", ...form } });

describe("/profil/ustawienia: Powiadomienia panelu (ADR 183)", () => {
  it("is offered to publishers and moderators with what they would get, not to a member or a role without those permissions", async () => {
    expect(await load(await createUser({ traits: ["editor"] }))).toEqual({ on: true, kinds: ["blog:publish"] });
    expect(await load(await createUser({ traits: ["moderator"] }))).toEqual({ on: true, kinds: ["review:moderate"] });
    expect(await load(await createUser({ traits: ["admin"] }))).toEqual({ on: true, kinds: ["blog:publish", "review:moderate"] });
    expect(await load(await createUser())).toBeNull();
    expect(await load(await createUser({ roles: [(await createRole(["admin:access", "blog:update"])).name] }))).toBeNull();
    expect(await load(await createUser({ traits: ["editor", "expiredRole"] }))).toBeNull();
  });

  it("switches the session person's choice off and on, whatever ids the form carries", async () => {
    const [moderator, victim] = [await createUser({ traits: ["moderator"] }), await createUser({ traits: ["moderator"] })];
    const off = await post(moderator, { value: "false", userId: victim.id, user_id: victim.id });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ ok: true, message: "Ustawienia powiadomień zostały zaktualizowane" });
    expect(await panelNotificationsOf(moderator.id)).toBe(false);
    expect(await panelNotificationsOf(victim.id)).toBe(true);
    expect(await load(moderator)).toEqual({ on: false, kinds: ["review:moderate"] });
    expect((await post(moderator, { value: "true" })).status).toBe(200);
    expect(await panelNotificationsOf(moderator.id)).toBe(true);
  });

  it("refuses a member, a role without those permissions, an expired role and a signed-out visitor, changing nothing", async () => {
    const member = await createUser();
    const custom = await createUser({ roles: [(await createRole(["admin:access", "blog:update"])).name] });
    const expired = await createUser({ traits: ["editor", "expiredRole"] });
    for (const person of [member, custom, expired]) {
      await setPanelNotifications(person.id, true);
      const refused = await post(person, { value: "false" });
      expect([refused.status, refused.data]).toEqual([403, FORBIDDEN_MESSAGE]);
      expect(await panelNotificationsOf(person.id)).toBe(true);
    }
    const anonymous = await post(null, { value: "false" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/logowanie/);
  });

  it("refuses a value that is not on or off with 400 and the tab's message, changing nothing", async () => {
    const editor = await createUser({ traits: ["editor"] });
    for (const form of [{ value: "maybe" }, {}, { value: "" }] as Record<string, string>[]) {
      const refused = await post(editor, form);
      expect([refused.status, refused.data]).toEqual([400, expect.objectContaining({ ok: false, message: "Nieprawidłowa wartość ustawienia" })]);
    }
    expect(await panelNotificationsOf(editor.id)).toBe(true);
  });

  it("a save of the Profil tab (the whole settings row) keeps the choice", async () => {
    const editor = await createUser({ traits: ["editor"] });
    await setPanelNotifications(editor.id, false);
    const saved = await callAction([layout, profileRoute], { path: "/profil?index", user: editor, form: { fullName: "Ewa Redaktorka", theme: "dark", language: "pl" } });
    expect(saved.status).toBe(302);
    expect(await panelNotificationsOf(editor.id)).toBe(false);
  });
});
