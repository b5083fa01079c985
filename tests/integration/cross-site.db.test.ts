// Issue #7 §2: a cross-site POST to EVERY action in the route config is refused before the action
// runs (so it changes nothing), with one warning log line; same-origin posts still reach the action.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it, vi } from "vitest";
import routeConfig from "~/routes";
import { CROSS_SITE_MESSAGE, SIGNED_LINK_PATHS } from "~/middleware/same-origin.server";
import { NEWSLETTER_UNSUBSCRIBE_PATH } from "~/features/newsletter/newsletter-unsubscribe.server";
import { PRICE_ALERT_UNSUBSCRIBE_PATH } from "~/features/catalog/price-alerts-unsubscribe.server";
import { logger } from "~/utils/logger.server";
import { createUser } from "../factories";
import { callAction, type RouteModuleLike } from "../route-harness";

type Found = { file: string; path: string };

function flatten(entries: RouteConfigEntry[], prefix = ""): Found[] {
  return entries.flatMap((e) => {
    const path = e.path ? `${prefix}/${e.path}`.replace(/\/+/g, "/") : prefix || "/";
    return [{ file: e.file, path }, ...flatten(e.children ?? [], path)];
  });
}

const modules = import.meta.glob<RouteModuleLike>("../../app/routes/**/*.{ts,tsx}");
const withActions: { file: string; path: string; module: RouteModuleLike }[] = [];
for (const { file, path } of flatten(routeConfig)) {
  if (path.startsWith("/api/auth")) continue; // Better Auth checks its own origins
  if (SIGNED_LINK_PATHS.includes(path)) continue; // the signed unsubscribe links (below)
  const load = modules[`../../app/${file}`];
  if (!load) continue;
  const module = await load();
  if (module.action) withActions.push({ file, path: path.replace(/:[^/]+/g, "x").replace(/\*$/, "x"), module });
}

describe("cross-site requests", () => {
  it("finds every action module of the app (sanity: the list is not empty or partial)", () => {
    const files = withActions.map((a) => a.file);
    expect(files).toEqual(expect.arrayContaining(["routes/auth/login.tsx", "routes/account/settings.tsx", "routes/account/wishlist-toggle.tsx", "routes/account/profile.tsx"]));
    expect(files.length).toBe(new Set(files).size);
  });

  const hostile: { name: string; headers: Record<string, string> }[] = [
    { name: "Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } },
    { name: "a foreign Origin without Sec-Fetch-Site", headers: { origin: "https://evil.example" } },
    { name: "Sec-Fetch-Site: same-site (a sibling subdomain)", headers: { "sec-fetch-site": "same-site" } },
    { name: "only a foreign Referer (no Origin, no Sec-Fetch-Site)", headers: { referer: "http://evil.example/x" } },
  ];

  for (const { file, path, module } of withActions) {
    it.each(hostile)(`refuses ${file} (${path}) with $name, before the action runs`, async ({ headers }) => {
      const user = await createUser();
      const action = vi.fn(module.action!);
      const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
      const error = vi.spyOn(logger, "error");
      const res = await callAction({ ...module, action }, { path, form: { name: "Napastnik", intent: "delete", productId: "x" }, user, headers });
      expect(res).toMatchObject({ status: 403, data: CROSS_SITE_MESSAGE, location: null });
      expect(action).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![1]).toBe("cross-site request refused");
      expect(error).not.toHaveBeenCalled();
      warn.mockRestore();
      error.mockRestore();
    });
  }

  it("lets a same-origin post through to the action", async () => {
    const login = withActions.find((a) => a.file === "routes/auth/login.tsx")!;
    const action = vi.fn(async () => ({ reached: true }));
    const res = await callAction({ ...login.module, action }, { path: "/logowanie", form: {}, headers: { "sec-fetch-site": "same-origin", origin: "http://localhost" } });
    expect(res).toMatchObject({ status: 200, data: { reached: true } });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("lets a mail client's one-click unsubscribe through from its own page: the signed token is the permission", async () => {
    expect([...SIGNED_LINK_PATHS].sort()).toEqual([NEWSLETTER_UNSUBSCRIBE_PATH, PRICE_ALERT_UNSUBSCRIBE_PATH].sort());
    const modules = import.meta.glob<RouteModuleLike>("../../app/routes/account/*-unsubscribe.tsx");
    for (const [file, load] of Object.entries(modules)) {
      const module = await load();
      const path = file.includes("newsletter") ? NEWSLETTER_UNSUBSCRIBE_PATH : PRICE_ALERT_UNSUBSCRIBE_PATH;
      const action = vi.fn(async () => ({ reached: true }));
      const res = await callAction({ ...module, action }, { path, form: { "List-Unsubscribe": "One-Click" }, headers: { "sec-fetch-site": "cross-site", origin: "https://mail.example" } });
      expect(res).toMatchObject({ status: 200, data: { reached: true } });
    }
  });
});
