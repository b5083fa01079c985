// ADR 018: loadAccess and the guards — what an assignment grants, and what a guarded screen answers.
import { describe, expect, it, onTestFinished } from "vitest";
import { db } from "~/db/client.server";
import { productReviews } from "~/db/schema";
import { PERMISSIONS, SYSTEM_ROLES } from "~/features/access/permissions";
import { loadAccess, requirePermission, requirePermissionMiddleware } from "~/features/access/session.server";
import { listProductReviews } from "~/features/catalog/reviews.server";
import * as adminLayout from "~/routes/admin/layout";
import * as adminNotFound from "~/routes/admin/not-found";
import { assignRole, createProduct, createRole, createUser, deactivatePermission } from "../factories";
import { callAction, callLoader } from "../route-harness";

const editorPermissions = SYSTEM_ROLES.find((r) => r.name === "editor")!.permissions;

describe("loadAccess", () => {
  it("gives an administrator every permission and the admin role", async () => {
    const admin = await createUser({ traits: ["admin"] });
    const access = await loadAccess(admin.id);
    expect(access.roles).toEqual(["admin"]);
    expect([...access.permissions].sort()).toEqual([...PERMISSIONS].sort());
  });

  it("gives an editor exactly the editor's permissions", async () => {
    const editor = await createUser({ traits: ["editor"] });
    expect([...(await loadAccess(editor.id)).permissions].sort()).toEqual([...editorPermissions].sort());
  });

  it("grants nothing for an expired assignment, whether or not a clean-up has run", async () => {
    const user = await createUser({ traits: ["admin", "expiredRole"] });
    expect(await loadAccess(user.id)).toEqual({ roles: [], permissions: [] });
  });

  it("grants nothing for an inactive assignment", async () => {
    const user = await createUser();
    await assignRole(user.id, "editor", { isActive: false });
    expect(await loadAccess(user.id)).toEqual({ roles: [], permissions: [] });
  });

  it("grants nothing through an inactive role", async () => {
    const user = await createUser();
    const role = await createRole(["blog:update"], { isActive: false });
    await assignRole(user.id, role.name);
    expect(await loadAccess(user.id)).toEqual({ roles: [], permissions: [] });
  });

  it("leaves out an inactive permission but keeps the others of the role", async () => {
    const user = await createUser();
    const role = await createRole(["blog:update", "blog:publish"]);
    await assignRole(user.id, role.name);
    const restore = await deactivatePermission("blog:publish");
    onTestFinished(restore);
    expect(await loadAccess(user.id)).toEqual({ roles: [role.name], permissions: ["blog:update"] });
  });

  it("keeps an assignment whose expiry is still ahead", async () => {
    const user = await createUser();
    await assignRole(user.id, "moderator", { expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await loadAccess(user.id)).roles).toEqual(["moderator"]);
  });
});

describe("the shared active-assignment condition in catalogue reviews", () => {
  it("marks a review verified only while its author's admin assignment is active and unexpired", async () => {
    const { id: productId } = await createProduct();
    const admin = await createUser({ traits: ["admin"] });
    const lapsed = await createUser({ traits: ["admin", "expiredRole"] });
    await db.insert(productReviews).values([
      { productId, userId: admin.id, rating: 5, comment: "Świetny produkt, polecam każdemu." },
      { productId, userId: lapsed.id, rating: 4, comment: "Dobry produkt, ale drogi w utrzymaniu." },
    ]);
    const { reviews } = await listProductReviews(productId);
    const byRating = Object.fromEntries(reviews.map((r) => [r.rating, r.isVerified]));
    expect(byRating).toEqual({ 5: true, 4: false });
  });
});

describe("guards", () => {
  const productsSection = { middleware: [requirePermissionMiddleware("product:update")], loader: () => ({ section: "produkty" }) };

  it("sends an anonymous visitor of /admin to /logowanie carrying the origin", async () => {
    const res = await callLoader([adminLayout, adminNotFound], { path: "/admin/cokolwiek?x=1" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/logowanie?redirectTo=%2Fadmin%2Fcokolwiek%3Fx%3D1");
  });

  it("carries the page, not React Router's data address, when the session ends during in-app navigation", async () => {
    const res = await callLoader([adminLayout, adminNotFound], { path: "/admin/cokolwiek.data?x=1&_routes=routes%2Fadmin%2Flayout" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/logowanie?redirectTo=%2Fadmin%2Fcokolwiek%3Fx%3D1");
  });

  it("sends a signed-in user without admin:access to /profil", async () => {
    const res = await callLoader([adminLayout, adminNotFound], { path: "/admin", user: await createUser() });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/profil");
  });

  it("sends a user whose admin role expired to /profil", async () => {
    const res = await callLoader([adminLayout, adminNotFound], { path: "/admin", user: await createUser({ traits: ["admin", "expiredRole"] }) });
    expect(res.location).toBe("/profil");
  });

  it("answers 404 inside the panel for a section that does not exist", async () => {
    const res = await callLoader([adminLayout, adminNotFound], { path: "/admin/nieznana", user: await createUser({ traits: ["moderator"] }) });
    expect(res.status).toBe(404);
  });

  it("answers 403 to a panel user without the section's permission, and lets an editor in", async () => {
    const moderator = await callLoader([adminLayout, productsSection], { path: "/admin/produkty", user: await createUser({ traits: ["moderator"] }) });
    expect(moderator).toMatchObject({ status: 403, data: "Brak uprawnień do wykonania tej operacji." });
    const editor = await callLoader([adminLayout, productsSection], { path: "/admin/produkty", user: await createUser({ traits: ["editor"] }) });
    expect(editor).toMatchObject({ status: 200, data: { section: "produkty" } });
  });

  it("refuses an action with 403 at requirePermission, before anything runs", async () => {
    let ran = false;
    const route = {
      action: ({ request, context }: { request: Request; context: never }) => {
        requirePermission(request, context, "role:manage");
        ran = true;
        return { ok: true };
      },
    };
    const res = await callAction(route, { path: "/admin/role", form: { name: "x" }, user: await createUser({ traits: ["editor"] }) });
    expect(res.status).toBe(403);
    expect(ran).toBe(false);
    const anonymous = await callAction(route, { path: "/admin/role", form: {} });
    expect(anonymous.location).toBe("/logowanie?redirectTo=%2Fadmin%2Frole");
  });
});
