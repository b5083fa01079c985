import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import { loader as rootLoader } from "~/root";
import { saveTheme } from "~/features/accounts/theme.server";
import * as theme from "./theme";

const storedTheme = async (userId: string) =>
  (await db.select({ theme: userSettings.theme }).from(userSettings).where(eq(userSettings.userId, userId)))[0]?.theme;

describe("POST /motyw (issue #15 pt 14, ADR 075)", () => {
  it("a visitor without JavaScript gets the cookie and goes back to the page (303)", async () => {
    const res = await callAction(theme, { path: "/motyw", form: { theme: "dark", redirectTo: "/produkty?sort=newest" } });
    expect(res.status).toBe(303);
    expect(res.location).toBe("/produkty?sort=newest");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^vp_theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
  });

  it("answers a fetcher with data and the cookie, no redirect", async () => {
    const res = await callAction(theme, { path: "/motyw", form: { theme: "system", js: "1" } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true, data: { theme: "system" } });
    expect(res.headers.get("set-cookie")).toContain("vp_theme=system");
  });

  it("refuses an unknown theme with 400, a Polish message and no cookie", async () => {
    const viaScript = await callAction(theme, { path: "/motyw", form: { theme: "purple", js: "1" } });
    expect(viaScript.status).toBe(400);
    expect(viaScript.data).toEqual({ ok: false, message: "Wybierz motyw: jasny, ciemny lub systemowy", fieldErrors: {} });
    expect(viaScript.headers.get("set-cookie")).toBeNull();
    const plain = await callAction(theme, { path: "/motyw", form: { theme: "dark; Path=/admin", redirectTo: "/" } });
    expect(plain.status).toBe(400);
    expect(plain.headers.get("set-cookie")).toBeNull();
  });

  it("never returns to another site", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example", ""]) {
      const res = await callAction(theme, { path: "/motyw", form: { theme: "dark", redirectTo } });
      expect(res.location).toBe("/");
    }
  });

  it("refuses a cross-site post (same-origin check) and changes nothing", async () => {
    const user = await createUser();
    const res = await callAction(theme, { path: "/motyw", user, form: { theme: "dark" }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await storedTheme(user.id)).not.toBe("dark");
  });

  it("a signed-in user's choice is also saved to the account setting", async () => {
    const user = await createUser();
    const res = await callAction(theme, { path: "/motyw", user, form: { theme: "dark", js: "1" } });
    expect(res.status).toBe(200);
    expect(await storedTheme(user.id)).toBe("dark");
  });
});

describe("root loader theme", () => {
  it("a visitor's comes from the cookie; a bad cookie means light", async () => {
    const dark = await callLoader<{ theme: string }>({ loader: rootLoader }, { path: "/", headers: { cookie: "a=b; vp_theme=dark" } });
    expect(dark.data?.theme).toBe("dark");
    const bad = await callLoader<{ theme: string }>({ loader: rootLoader }, { path: "/", headers: { cookie: "vp_theme=<script>" } });
    expect(bad.data?.theme).toBe("light");
  });

  it("a signed-in user's account setting wins over the cookie", async () => {
    const user = await createUser();
    await saveTheme(user.id, "system");
    const res = await callLoader<{ theme: string }>({ loader: rootLoader }, { path: "/", user, headers: { cookie: "vp_theme=dark" } });
    expect(res.data?.theme).toBe("system");
  });
});
