import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats } from "~/db/schema";
import { isUuid } from "~/utils/uuid";
import { ADDRESS_CAP } from "./views.server";

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

type Click = {
  productId: string;
  platform: string;
  sourcePage: string | null;
  userId: string | null;
  count: boolean;
  /** The cookieless visitor key of views (ADR 017); null counts every hit (tests, tooling). */
  visitorId?: string | null;
  /** ADR 140: the address key of views; at most ADDRESS_CAP counted clicks per address, product and shop in 30 minutes. */
  addressKey?: string | null;
};

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
  const dest = (request.headers.get("sec-fetch-dest") ?? "").toLowerCase();
  if (!NAVIGATION_DESTS.has(dest)) return false;
  const site = request.headers.get("sec-fetch-site");
  const mode = request.headers.get("sec-fetch-mode");
  if (site === "cross-site" && mode && mode !== "navigate") return false;
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
      .where(and(eq(productAffiliateLinks.productId, productId), eq(productAffiliateLinks.platform, click.platform)))
      .limit(1);
    if (!link) return null;
    if (click.count && (click.visitorId || click.addressKey)) {
      // Two simultaneous hits by one visitor count once (PostgreSQL; PGlite has one connection).
      if (click.visitorId) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`click:${productId}:${click.platform}:${click.visitorId}`}))`);
      // One read for both rules: this visitor's clicks and this address's (ADR 140) in the last 30 minutes.
      const [seen] = (
        await tx.execute<{ visitor: number | string; address: number | string }>(sql`
          SELECT count(*) FILTER (WHERE ${outboundClicks.visitorId} = ${click.visitorId ?? null}) AS visitor,
                 count(*) FILTER (WHERE ${outboundClicks.addressKey} = ${click.addressKey ?? null}) AS address
          FROM ${outboundClicks}
          WHERE ${outboundClicks.productId} = ${productId} AND ${outboundClicks.platform} = ${click.platform}
            AND ${outboundClicks.createdAt} > now() - make_interval(mins => ${CLICK_DEDUPE_MINUTES})
            AND (${outboundClicks.visitorId} = ${click.visitorId ?? null} OR ${outboundClicks.addressKey} = ${click.addressKey ?? null})`)
      ).rows;
      if (Number(seen?.visitor ?? 0) > 0 || Number(seen?.address ?? 0) >= ADDRESS_CAP) return link.url;
    }
    if (click.count) {
      await tx.insert(outboundClicks).values({
        productId,
        platform: click.platform,
        sourcePage: click.sourcePage,
        userId: click.userId,
        visitorId: click.visitorId ?? null,
        addressKey: click.addressKey ?? null,
      });
      await tx
        .insert(productStats)
        .values({ productId, clicks: 1 })
        .onConflictDoUpdate({ target: productStats.productId, set: { clicks: sql`${productStats.clicks} + 1` } });
    }
    return link.url;
  });
}
