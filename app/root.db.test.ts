import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { saveSettings, DEFAULT_SETTINGS } from "~/features/accounts/settings.server";
import { saveTheme } from "~/features/accounts/theme.server";
import { createUser } from "../tests/factories";
import { callLoader } from "../tests/route-harness";
import { loader as rootLoader } from "./root";

type RootData = { theme: string; locale: string; user: { id: string } | null };

/** The SQL text of every statement the driver was asked to run (both drivers take text or a config). */
function spyOnStatements() {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  return () => spy.mock.calls.map(([first]) => (typeof first === "string" ? first : String((first as { text?: string }).text ?? "")));
}

afterEach(() => vi.restoreAllMocks());

describe("root loader, signed in (ADR 103)", () => {
  it("reads user_settings once per request for both the theme and the language", async () => {
    const user = await createUser();
    await saveSettings(user.id, { ...DEFAULT_SETTINGS, theme: "dark", language: "en" });
    const statements = spyOnStatements();
    const res = await callLoader<RootData>({ loader: rootLoader }, { path: "/", user, requestMiddleware: false });
    expect(res.data).toMatchObject({ theme: "dark", locale: "en" });
    expect(statements().filter((text) => text.includes('"user_settings"'))).toHaveLength(1);
  });

  it("shows a theme or language change on the very next request (nothing is cached)", async () => {
    const user = await createUser();
    const first = await callLoader<RootData>({ loader: rootLoader }, { path: "/", user });
    expect(first.data).toMatchObject({ theme: "light", locale: "pl" }); // spec: public §3 defaults
    await saveSettings(user.id, { ...DEFAULT_SETTINGS, theme: "system", language: "en" });
    const second = await callLoader<RootData>({ loader: rootLoader }, { path: "/", user });
    expect(second.data).toMatchObject({ theme: "system", locale: "en" });
    await saveTheme(user.id, "dark");
    const third = await callLoader<RootData>({ loader: rootLoader }, { path: "/", user });
    expect(third.data).toMatchObject({ theme: "dark", locale: "en" });
  });

  it("never gives one user's settings to another", async () => {
    const [anna, piotr] = [await createUser(), await createUser()];
    await saveSettings(anna.id, { ...DEFAULT_SETTINGS, theme: "dark", language: "en" });
    const a = await callLoader<RootData>({ loader: rootLoader }, { path: "/", user: anna });
    const p = await callLoader<RootData>({ loader: rootLoader }, { path: "/", user: piotr, headers: { cookie: "vp_theme=system" } });
    expect(a.data).toMatchObject({ theme: "dark", locale: "en", user: { id: anna.id } });
    expect(p.data).toMatchObject({ theme: "light", locale: "pl", user: { id: piotr.id } });
  });

  it("an anonymous request reads no settings: the theme comes from the cookie, the language is Polish", async () => {
    const statements = spyOnStatements();
    const res = await callLoader<RootData>({ loader: rootLoader }, { path: "/", headers: { cookie: "vp_theme=dark" }, requestMiddleware: false });
    expect(res.data).toMatchObject({ theme: "dark", locale: "pl", user: null });
    expect(statements().filter((text) => text.includes('"user_settings"'))).toHaveLength(0);
  });
});
