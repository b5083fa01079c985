// ADR 114, 115: a member's answer from the shared member page before Express. The chain is
// server/index.ts in small (production-chain.ts); the root runs sessionMiddleware and
// pageCacheMiddleware as the app's does. The fast answer must be the one the chain gives.
import { createHmac, randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { sessionMiddleware } from "~/features/access/session.server";
import { auth } from "~/features/accounts/auth.server";
import { toggleLike } from "~/features/engagement/likes.server";
import { createProduct } from "~/features/engagement/test-support";
import { contentSecurityPolicy, createNonce } from "~/features/security/headers.server";
import { toastCookieHeader } from "~/utils/toast.server";
import { assignRole, createUser } from "../../tests/factories/users";
import { httpRequest, routerBuild, startChain, type Answer } from "../../tests/support/production-chain";
import { mayBeMemberHit, serveMemberPageHit } from "./member-hit.server";
import { memberCacheKeys } from "./member-pages.server";
import { closePageCacheListener, invalidatePageCache, mayHoldAnswer, pageCacheMiddleware, servePageCacheHit } from "./page-cache.server";
import { productPageTag, tagCachedPage } from "./page-cache-tags.server";

const fastHits: string[] = [];
let renders = 0;

function renderDocument(request: Request, status: number, headers: Headers) {
  const nonce = createNonce();
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (request.headers.get("cookie")?.includes("session_token")) headers.set("Cache-Control", "private, no-cache"); // as entry.server.tsx
  const body = `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body>${"<p>łąka</p>".repeat(300)}<script nonce="${nonce}">2</script></body></html>`;
  return new Response(body, { status, headers });
}

const product = { id: "" };
const build = routerBuild({ default: renderDocument }, {
  root: { id: "root", path: "", module: { default: () => null, middleware: [sessionMiddleware, pageCacheMiddleware] } },
  "routes/product": {
    id: "routes/product",
    parentId: "root",
    path: "produkt/:id",
    module: { default: () => null, loader: ({ context }: { context: never }) => (tagCachedPage(context, productPageTag(product.id)), { render: ++renders }) },
  },
});

let chain: Awaited<ReturnType<typeof startChain>>;
beforeAll(async () => {
  chain = await startChain(build, servePageCacheHit, (req) => fastHits.push(req.url ?? ""), { may: mayBeMemberHit, serve: serveMemberPageHit });
});
afterAll(async () => {
  await chain.close();
  await closePageCacheListener();
});
beforeEach(async () => {
  await invalidatePageCache();
  fastHits.length = 0;
  renders = 0;
  product.id = await createProduct();
});

async function member(expiresInMs = 30 * 86_400_000) {
  const u = await createUser({ email: `m-${randomUUID().slice(0, 8)}@test.local` });
  const token = randomUUID();
  await db.insert(session).values({ id: randomUUID(), userId: u.id, token, expiresAt: new Date(Date.now() + expiresInMs) });
  const ctx = await auth().$context;
  const signed = encodeURIComponent(`${token}.${createHmac("sha256", ctx.secret).update(token).digest("base64")}`);
  return { ...u, cookie: `${ctx.authCookies.sessionToken.name}=${signed}; vp_js=1` };
}

const get = (cookie: string, extra: Record<string, string> = {}) =>
  httpRequest(`${chain.base}/produkt/${product.id}`, { headers: { cookie, "accept-encoding": "gzip", ...extra } });
const text = (a: Answer) => (a.headers["content-encoding"] === "gzip" ? gunzipSync(a.body) : a.body).toString("utf8");
const block = (a: Answer) => JSON.parse(/id="vp-personal">([^<]*)<\/script><\/body>/.exec(text(a))?.[1] ?? "null");

describe("members' answers before Express (ADR 114, 115)", () => {
  it("answers a stored member page with this member's block and the headers the chain sends", async () => {
    const [anna, piotr] = [await member(), await member()];
    await toggleLike(piotr.id, product.id);
    const miss = await get(anna.cookie);
    const hit = await get(piotr.cookie);
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(fastHits).toEqual([`/produkt/${product.id}`]);
    expect(renders).toBe(1);
    expect(block(miss).user.email).toBe(anna.email);
    expect(block(hit)).toMatchObject({ user: { id: piotr.id, email: piotr.email }, engagement: { productId: product.id, liked: true } });
    expect(text(hit)).not.toContain(anna.email);
    const same = (a: Answer) => Object.keys(a.headers).filter((h) => !["date", "content-length", "transfer-encoding", "x-cache", "content-security-policy", "connection", "keep-alive"].includes(h)).sort().map((h) => [h, a.headers[h]]);
    expect(same(hit)).toEqual(same(miss));
    expect(hit.headers["cache-control"]).toBe("private, no-cache");
  });

  it("leaves to Express: permission holders, a toast, sessions Better Auth must renew or refuse, browsers without JavaScript", async () => {
    const anna = await member();
    await get(anna.cookie); // stored
    const editor = await member();
    await assignRole(editor.id, "editor");
    const due = await member(28 * 86_400_000);
    const expired = await member(-1000);
    const toast = (await toastCookieHeader({ message: "Zapisano." })).split(";")[0];
    const answers = [
      await get(editor.cookie),
      await get(`${anna.cookie}; ${toast}`),
      await get(due.cookie),
      await get(expired.cookie),
      await get(anna.cookie.replace("vp_js=1", "vp_js=0")),
    ];
    expect(fastHits).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // The due session was renewed by Better Auth and then got the member page the long way.
    expect(block(answers[2]!).user.id).toBe(due.id);
    expect(block(answers[0]!)).toBeNull();
    expect(await get(due.cookie).then(() => fastHits)).toEqual([`/produkt/${product.id}`]);
  });

  it("peeks before any read: a page no member variant holds goes to Express at once", async () => {
    const url = new URL(`http://localhost/produkt/${product.id}`);
    expect(memberCacheKeys(url)).toHaveLength(6); // 2 languages × 3 themes
    expect(mayHoldAnswer(memberCacheKeys(url))).toBe(false);
    await get((await member()).cookie);
    expect(mayHoldAnswer(memberCacheKeys(url))).toBe(true);
    expect(mayHoldAnswer(memberCacheKeys(new URL("http://localhost/profil")))).toBe(false);
    expect(fastHits).toEqual([]);
  });
});
