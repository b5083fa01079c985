import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats } from "~/db/schema";
import { isUuid } from "./cards.server";

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

type Click = { productId: string; platform: string; sourcePage: string | null; userId: string | null; count: boolean };

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
    if (click.count) {
      await tx.insert(outboundClicks).values({ productId, platform: click.platform, sourcePage: click.sourcePage, userId: click.userId });
      await tx
        .insert(productStats)
        .values({ productId, clicks: 1 })
        .onConflictDoUpdate({ target: productStats.productId, set: { clicks: sql`${productStats.clicks} + 1` } });
    }
    return link.url;
  });
}
