import { eq } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userSettings } from "~/db/schema";
import { PERSONAL_DATA_ID, type PersonalData } from "~/features/access/personal-data";
import { userContext } from "~/features/access/session.server";
import { toggleLike } from "~/features/engagement/likes.server";
import { createProduct, createUser } from "~/features/engagement/test-support";
import { testSessionUser } from "../../tests/factories/users";
import { toggleWishlist } from "~/features/engagement/wishlist.server";
import { toastCookieHeader } from "~/utils/toast.server";
import { memberShellContext, type MemberShell } from "./member-pages.server";
import { closePageCacheListener, dropTaggedPages, invalidatePageCache, pageCacheMiddleware } from "./page-cache.server";
import { productPageTag, tagCachedPage } from "./page-cache-tags.server";

// ADR 114: members without permissions get the shared member page with their own data appended.

type Member = Awaited<ReturnType<typeof createUser>>;
type Seen = { user: unknown; shell: MemberShell | null };

let renders: Seen[] = [];
/** A member's browser that has run our JavaScript (SCRIPTED_COOKIE). */
const MEMBER_COOKIES = "vp.session_token=x; vp_js=1";
const PAGE = `<!DOCTYPE html><html><head></head><body><main>${"strona ".repeat(300)}</main></body></html>`;

function run(path: string, who: Member | null, options: { productId?: string; permissions?: string[]; cookie?: string; gzip?: boolean; pattern?: string } = {}) {
  const url = new URL(path, "http://localhost");
  const headers = new Headers({ cookie: options.cookie ?? (who ? MEMBER_COOKIES : "") });
  if (options.gzip) headers.set("accept-encoding", "gzip, deflate");
  const request = new Request(url, { headers });
  const context = new RouterContextProvider();
  context.set(userContext, who && testSessionUser(who, { roles: [], permissions: (options.permissions ?? []) as never[] }));
  const next = async () => {
    renders.push({ user: context.get(userContext), shell: context.get(memberShellContext) });
    if (options.productId) tagCachedPage(context, productPageTag(options.productId));
    return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache" } });
  };
  const args = { request, context, params: {}, url, pattern: options.pattern ?? "/produkt/:id" };
  return pageCacheMiddleware(args as Parameters<typeof pageCacheMiddleware>[0], next) as Promise<Response>;
}

/** The page without the personal block, and the block (it must sit right before `</body>`). */
async function read(response: Response): Promise<{ page: string; personal: PersonalData | null }> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = (response.headers.get("content-encoding") === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
  const at = text.indexOf(`<script type="application/json" id="${PERSONAL_DATA_ID}">`);
  if (at === -1) return { page: text, personal: null };
  const end = text.indexOf("</script>", at) + "</script>".length;
  expect(text.slice(end)).toBe("</body></html>");
  const json = text.slice(text.indexOf(">", at) + 1, end - "</script>".length);
  return { page: text.slice(0, at) + text.slice(end), personal: JSON.parse(json) as PersonalData };
}

describe("shared member pages (ADR 114)", () => {
  afterAll(() => closePageCacheListener());
  beforeEach(async () => {
    await invalidatePageCache();
    renders = [];
  });

  it("renders the page once without the user and appends each member's own data", async () => {
    const [anna, piotr] = [await createUser({ email: "anna@test.local" }), await createUser({ email: "piotr@test.local" })];
    const product = await createProduct();
    await toggleLike(anna.id, product);
    await toggleWishlist(piotr.id, product);
    const first = await run(`/produkt/${product}`, anna, { productId: product });
    const second = await run(`/produkt/${product}`, piotr, { productId: product });
    expect([first.headers.get("X-Cache"), second.headers.get("X-Cache")]).toEqual(["MISS", "HIT"]);
    // One render, and it saw no user: nothing of Anna's can be in the page Piotr gets.
    expect(renders).toEqual([{ user: null, shell: { theme: "light", locale: "pl" } }]);
    const [a, p] = [await read(first), await read(second)];
    expect(a.page).toBe(PAGE);
    expect(p.page).toBe(PAGE);
    expect(a.personal?.user).toMatchObject({ id: anna.id, email: "anna@test.local", permissions: [] });
    expect(a.personal?.engagement).toMatchObject({ productId: product, liked: true, inWishlist: false, isLoggedIn: true });
    expect(p.personal?.user.email).toBe("piotr@test.local");
    expect(p.personal?.engagement).toMatchObject({ productId: product, liked: false, inWishlist: true });
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("keeps members' pages apart from visitors' and by language and theme", async () => {
    const [anna, ewa] = [await createUser(), await createUser()];
    await db.update(userSettings).set({ language: "en", theme: "dark" }).where(eq(userSettings.userId, ewa.id));
    await run("/produkty", null, { pattern: "/produkty" });
    await run("/produkty", anna, { pattern: "/produkty" });
    await run("/produkty", ewa, { pattern: "/produkty" });
    expect((await run("/produkty", anna, { pattern: "/produkty" })).headers.get("X-Cache")).toBe("HIT");
    expect(renders.map((r) => r.shell)).toEqual([null, { theme: "light", locale: "pl" }, { theme: "dark", locale: "en" }]);
    // A page without a product has only the user in its block.
    const { personal } = await read(await run("/produkty", ewa, { pattern: "/produkty" }));
    expect(personal).toEqual({ user: expect.objectContaining({ id: ewa.id }) });
    // A visitor never gets a member's block.
    expect((await read(await run("/produkty", null, { pattern: "/produkty" }))).personal).toBeNull();
  });

  it("renders for the user (no block, not kept) for permission holders, a pending toast, `.data` requests and browsers without JavaScript", async () => {
    const anna = await createUser();
    const product = await createProduct();
    const toast = (await toastCookieHeader({ message: "Zapisano." })).split(";")[0];
    const cases = [
      run(`/produkt/${product}`, anna, { productId: product, permissions: ["review:moderate"] }),
      run(`/produkt/${product}`, anna, { productId: product, cookie: `${MEMBER_COOKIES}; ${toast}` }),
      run(`/produkt/${product}`, anna, { productId: product, cookie: "vp.session_token=x; vp_js=0" }),
      run(`/produkt/${product}.data`, anna, { productId: product }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.headers.get("X-Cache")).toBeNull();
      expect((await read(response)).personal).toBeNull();
    }
    expect(renders.every((r) => r.shell === null && r.user !== null)).toBe(true);
  });

  it("a like drops the product's member pages too; the next answer shows it", async () => {
    const anna = await createUser();
    const product = await createProduct();
    await run(`/produkt/${product}`, anna, { productId: product });
    await toggleLike(anna.id, product);
    await dropTaggedPages(productPageTag(product)); // as the like action does
    const after = await run(`/produkt/${product}`, anna, { productId: product });
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect((await read(after)).personal?.engagement?.liked).toBe(true);
  });

  it("answers the gzip form with the block in it, and escapes the block", async () => {
    const mallory = await createUser({ name: "</script><script>alert(1)</script>" });
    await run("/blog", mallory, { pattern: "/blog" });
    const hit = await run("/blog", mallory, { pattern: "/blog", gzip: true });
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    const body = gunzipSync(Buffer.from(await hit.clone().arrayBuffer())).toString("utf8"); // CRC and length checked
    expect(body.startsWith(PAGE.slice(0, -"</body></html>".length))).toBe(true);
    expect(body).not.toContain("</script><script>");
    expect((await read(hit)).personal?.user.name).toBe("</script><script>alert(1)</script>");
  });
});
