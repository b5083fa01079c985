import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats, products } from "~/db/schema";
import { normalizedHttpUrl } from "~/utils/http-url";
import { isUuid } from "~/utils/uuid";
import { ADDRESS_CAP } from "./views.server";
import { shownToPublic } from "./visibility.server";

// DESIGN §5: affiliate links go through /go/{productId}/{platform}, which counts the click.

const PLATFORM = /^[a-z0-9-]{2,30}$/;
export const SOURCE_PAGE_MAX = 200;

/** A same-site path only (never another host, never `//host`), cut to 200 characters. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  try {
    const url = new URL(value, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return null;
    return (url.pathname + url.search).slice(0, SOURCE_PAGE_MAX);
  } catch {
    return null;
  }
}

/** The page the click came from: the `from` query parameter, else the Referer when it is our own site. */
export function sourcePageOf(request: Request): string | null {
  const url = new URL(request.url);
  const fromParam = sameSitePath(url.searchParams.get("from"));
  if (fromParam) return fromParam;
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const ref = new URL(referer);
    return ref.host === url.host ? sameSitePath(ref.pathname + ref.search) : null;
  } catch {
    return null;
  }
}

/** Who followed the link, and whether the hit counts at all (a bot or a sub-resource does not). */
export type ClickMeta = {
  platform: string;
  sourcePage: string | null;
  userId: string | null;
  count: boolean;
  /** The cookieless visitor key of views (ADR 017); null counts every hit (tests, tooling). */
  visitorId?: string | null;
  /** ADR 140: the address key of views; at most ADDRESS_CAP counted clicks per address, product and shop in 30 minutes. */
  addressKey?: string | null;
};
type Click = ClickMeta & { productId: string };

export const CLICK_DEDUPE_MINUTES = 30;

// Destinations a browser gives requests that are not someone following a link: an <img>, <script>,
// <iframe>, CSS or a fetch() pointed at /go/ must not count (issue #12 point 6).
const NAVIGATION_DESTS = new Set(["document", ""]);

/**
 * Whether the request looks like a person following the link: a top-level navigation, or an old
 * browser that sends no Fetch Metadata at all. Sub-resources (Sec-Fetch-Dest image, script, …) and
 * cross-site requests that are not navigations never count; they are still redirected.
 */
export function isCountableNavigation(request: Request): boolean {
  if (request.method !== "GET") return false; // a HEAD (link checkers, prefetchers) is nobody leaving for the shop
  const dest = (request.headers.get("sec-fetch-dest") ?? "").toLowerCase();
  if (!NAVIGATION_DESTS.has(dest)) return false;
  const site = request.headers.get("sec-fetch-site");
  const mode = request.headers.get("sec-fetch-mode");
  if (site === "cross-site" && mode && mode !== "navigate") return false;
  return true;
}

export const isPlatformParam = (platform: string) => PLATFORM.test(platform);

/**
 * Stores the click unless the visitor already counted one for this target and shop in the last 30
 * minutes, or the address reached its cap (ADR 140). The target is a product, or (ADR 147) a post
 * whose own shop link the catalogue does not hold. True when it was stored. Call inside a transaction.
 */
export async function countClickOnce(tx: Executor, target: { productId: string } | { postId: string }, click: ClickMeta): Promise<boolean> {
  if (!click.count) return false;
  const [column, id] = "productId" in target ? [outboundClicks.productId, target.productId] : [outboundClicks.postId, target.postId];
  if (click.visitorId || click.addressKey) {
    // Two simultaneous hits by one visitor count once (PostgreSQL; PGlite has one connection).
    if (click.visitorId) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`click:${id}:${click.platform}:${click.visitorId}`}))`);
    // One read for both rules: this visitor's clicks and this address's (ADR 140) in the last 30 minutes.
    const [seen] = (
      await tx.execute<{ visitor: number | string; address: number | string }>(sql`
        SELECT count(*) FILTER (WHERE ${outboundClicks.visitorId} = ${click.visitorId ?? null}) AS visitor,
               count(*) FILTER (WHERE ${outboundClicks.addressKey} = ${click.addressKey ?? null}) AS address
        FROM ${outboundClicks}
        WHERE ${column} = ${id} AND ${outboundClicks.platform} = ${click.platform}
          AND ${outboundClicks.createdAt} > now() - make_interval(mins => ${CLICK_DEDUPE_MINUTES})
          AND (${outboundClicks.visitorId} = ${click.visitorId ?? null} OR ${outboundClicks.addressKey} = ${click.addressKey ?? null})`)
    ).rows;
    if (Number(seen?.visitor ?? 0) > 0 || Number(seen?.address ?? 0) >= ADDRESS_CAP) return false;
  }
  await tx.insert(outboundClicks).values({
    productId: "productId" in target ? target.productId : null,
    postId: "postId" in target ? target.postId : null,
    platform: click.platform,
    sourcePage: click.sourcePage,
    userId: click.userId,
    visitorId: click.visitorId ?? null,
    addressKey: click.addressKey ?? null,
  });
  return true;
}

/**
 * The shop URL for a product's platform, or null when there is none (→ 404). When `count` is set
 * (a human, not a bot) the click is stored and product_stats.clicks goes up, in one transaction.
 */
export async function recordOutboundClick(click: Click, executor: Executor = db): Promise<string | null> {
  if (!isUuid(click.productId) || !PLATFORM.test(click.platform)) return null;
  const productId = click.productId.toLowerCase();
  return executor.transaction(async (tx) => {
    const [link] = await tx
      .select({ url: productAffiliateLinks.url })
      .from(productAffiliateLinks)
      // ADR 157: a hidden product's links answer 404, as its page does.
      .innerJoin(products, and(eq(products.id, productAffiliateLinks.productId), shownToPublic))
      .where(and(eq(productAffiliateLinks.productId, productId), eq(productAffiliateLinks.platform, click.platform)))
      .limit(1);
    if (!link) return null;
    if (await countClickOnce(tx, { productId }, click)) {
      await tx
        .insert(productStats)
        .values({ productId, clicks: 1 })
        .onConflictDoUpdate({ target: productStats.productId, set: { clicks: sql`${productStats.clicks} + 1` } });
    }
    return link.url;
  });
}

const GO_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The answer of a /go/ link: 302 to the shop, or a Polish 404 when there is no such link. */
export function shopRedirect(url: string | null): Response {
  // A link saved before the form normalised addresses may hold non-ASCII text: encode it the same way.
  const location = url && normalizedHttpUrl(url);
  if (!location) return new Response("Nie znaleziono linku do sklepu", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // No Referrer-Policy of its own: the site-wide one is already on every answer (two were sent).
  return new Response(null, { status: 302, headers: { Location: location, ...GO_HEADERS } });
}

/** Issue #15 point 1: never send anyone to buy a product flagged as a scam (410: the link is gone for good). */
export function scamGone(): Response {
  return new Response("Ten produkt jest oznaczony jako Scam Alert – nie prowadzimy do sklepu.", {
    status: 410,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...GO_HEADERS },
  });
}
