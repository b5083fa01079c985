// Factories for the engagement and account database suites: one call builds a valid row, any
// field can be overridden. Test-only (imported by *.db.test.ts files).
import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { productImages, productStats, products, profiles, session, user, userSettings } from "~/db/schema";
import { PERMISSIONS } from "~/features/access/permissions";
import { userContext } from "~/features/access/session.server";
import { testSessionUser } from "../../../tests/factories/users";
import { pageCacheMiddleware, pageCacheSize } from "~/server/page-cache.server";
import { productPageTag, tagCachedPage } from "~/server/page-cache-tags.server";

export async function createUser(overrides: { name?: string; email?: string; withProfile?: boolean; withSettings?: boolean } = {}) {
  const id = randomUUID();
  const email = overrides.email ?? `u-${id.slice(0, 8)}@test.local`;
  const name = overrides.name ?? "Testowy Użytkownik";
  await db.insert(user).values({ id, name, email, emailVerified: true });
  if (overrides.withProfile !== false) await db.insert(profiles).values({ id, fullName: name });
  if (overrides.withSettings !== false) await db.insert(userSettings).values({ userId: id });
  return { id, email, name };
}

export async function createProduct(overrides: { title?: string; urlAlias?: string | null; likes?: number; images?: { url: string; position: number }[] } = {}) {
  const [row] = await db
    .insert(products)
    .values({ title: overrides.title ?? "Produkt testowy", urlAlias: overrides.urlAlias ?? null })
    .returning({ id: products.id });
  await db.insert(productStats).values({ productId: row.id, likes: overrides.likes ?? 0 });
  if (overrides.images?.length) await db.insert(productImages).values(overrides.images.map((i) => ({ productId: row.id, ...i })));
  return row.id;
}

export async function createSession(userId: string) {
  const id = randomUUID();
  await db.insert(session).values({ id, userId, token: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) });
  return id;
}

/** The router context a request of this user would carry (null = anonymous). */
export function contextFor(u: { id: string; email: string; name: string } | null, isAdmin = false) {
  const context = new RouterContextProvider();
  const access = isAdmin ? { roles: ["admin"], permissions: [...PERMISSIONS] } : { roles: ["user"], permissions: [] };
  context.set(userContext, u && testSessionUser(u, access));
  return context;
}

/** A form POST as the browser sends it; `dataRequest` mimics a fetcher (single-fetch `.data` URL). */
export function formRequest(path: string, fields: Record<string, string | string[]>, { dataRequest = false } = {}) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) body.append(k, item);
  const url = new URL(`http://localhost${path}`);
  if (dataRequest) url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  return new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

export type ActionOutcome = { status: number; body: Record<string, unknown>; location?: string | null; headers: Headers };

/** Calls a route action like the router does and unwraps `data()`, plain results and thrown redirects. */
export async function callAction(
  action: (args: never) => Promise<unknown>,
  request: Request,
  context: RouterContextProvider,
): Promise<ActionOutcome> {
  try {
    const result = (await action({ request, context, params: {} } as never)) as { type?: string; data?: unknown; init?: ResponseInit } | Response;
    if (result instanceof Response) return { status: result.status, body: {}, location: result.headers.get("Location"), headers: result.headers };
    if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown>, headers: new Headers(result.init?.headers) };
    return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {}, location: thrown.headers.get("Location"), headers: thrown.headers };
    throw thrown;
  }
}

/** Runs an anonymous GET of `path` through the real page cache; the render tags it with `tag` as a loader would (ADR 112). */
async function throughPageCache(path: string, tag?: string): Promise<"HIT" | "MISS"> {
  const url = new URL(path, "http://localhost");
  const context = new RouterContextProvider();
  context.set(userContext, null);
  const args = { request: new Request(url), context, params: {}, url, pattern: "/produkt/:id" };
  const response = (await pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], async () => {
    if (tag) tagCachedPage(context, tag);
    return new Response("<p>cached</p>");
  })) as Response;
  await response.arrayBuffer();
  return response.headers.get("X-Cache") === "HIT" ? "HIT" : "MISS";
}

/**
 * Puts anonymous product pages into the real page cache; tests then see a write clear them: one page
 * that shows no product of the test and, with `productId`, that product's own page, tagged as its
 * loader tags it. `stillCached(productId?)` then says whether each is still there (asking stores it again).
 */
export async function primePageCache(productId?: string): Promise<void> {
  await throughPageCache("/produkt/primed");
  if (productId) await throughPageCache(`/produkt/${productId}`, productPageTag(productId));
  if (pageCacheSize() === 0) throw new Error("the page cache did not store the primed pages");
}

export async function stillCached(productId?: string): Promise<{ other: boolean; product?: boolean }> {
  const other = (await throughPageCache("/produkt/primed")) === "HIT";
  if (!productId) return { other };
  return { other, product: (await throughPageCache(`/produkt/${productId}`, productPageTag(productId))) === "HIT" };
}

