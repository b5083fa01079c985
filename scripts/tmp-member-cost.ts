import { openDatabase, setDatabase } from "../app/db/client.server";
const handle = await openDatabase({ dataDir: "/tmp/s100k/db" });
setDatabase(handle);
const { auth } = await import("../app/features/accounts/auth.server");
const { getSessionUser, loadAccess } = await import("../app/features/access/session.server");
const { loadPageSettings } = await import("../app/features/accounts/theme.server");
const { loadProductEngagement } = await import("../app/features/engagement/product-engagement.server");
const cookie = (await import("node:fs")).readFileSync("/tmp/member-cookie.txt", "utf8").trim();
const productId = (await import("node:fs")).readFileSync("/tmp/ppath", "utf8").trim().split("/").pop()!;
const headers = new Headers({ cookie });
const request = new Request("http://localhost/", { headers });
async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 30; i++) await f();
  const t0 = performance.now(); const c0 = process.cpuUsage();
  for (let i = 0; i < 300; i++) await f();
  const c = process.cpuUsage(c0);
  console.log(name, ((performance.now() - t0) / 300).toFixed(3), "ms wall,", ((c.user + c.system) / 1000 / 300).toFixed(3), "ms cpu");
}
const user = (await getSessionUser(request))!;
console.log("user", user.email);
await time("auth.getSession", () => auth().api.getSession({ headers }));
await time("loadAccess", () => loadAccess(user.id));
await time("getSessionUser", () => getSessionUser(request));
await time("loadPageSettings", () => loadPageSettings(user.id));
await time("loadProductEngagement", () => loadProductEngagement(productId, user));
process.exit(0);
