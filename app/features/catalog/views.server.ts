import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { productStats, productViews } from "~/db/schema";

// ADR 010: a human view of a product page counts once per visitor per 30 minutes. The page sends a
// POST beacon after hydration, so views count even when the HTML came from the page cache.

export const VIEW_DEDUPE_MINUTES = 30;
export const VISITOR_COOKIE = "vp_vid";
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isBotUserAgent(userAgent: string | null): boolean {
  // No user agent at all is a script, not a browser.
  return !userAgent || isbot(userAgent);
}

/** The visitor id from the `vp_vid` cookie, or a new random one (then `isNew` asks to set the cookie). */
export function visitorFromRequest(request: Request): { id: string; isNew: boolean } {
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    const value = rest.join("=");
    if (name === VISITOR_COOKIE && VISITOR_ID.test(value)) return { id: value, isNew: false };
  }
  return { id: randomBytes(18).toString("base64url"), isNew: true };
}

export function visitorCookieHeader(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Only a hash of the cookie is stored: the raw id never sits in the database. */
function hashVisitor(id: string): string {
  return createHash("sha256").update(id).digest("base64url").slice(0, 32);
}

/**
 * Counts one view of `productId` by `visitorId` unless the same visitor was counted for it in the
 * last 30 minutes. Returns whether it counted. A transaction-scoped advisory lock on the
 * (product, visitor) pair makes two simultaneous beacons count once on PostgreSQL.
 */
export async function recordProductView(productId: string, visitorId: string, executor: Executor = db): Promise<boolean> {
  const visitor = hashVisitor(visitorId);
  return executor.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${productId + ":" + visitor}))`);
    const recent = await tx.execute<{ n: number }>(sql`
      SELECT 1 AS n FROM ${productViews}
      WHERE ${productViews.productId} = ${productId} AND ${productViews.visitorId} = ${visitor}
        AND ${productViews.viewedAt} > now() - make_interval(mins => ${VIEW_DEDUPE_MINUTES})
      LIMIT 1`);
    if (recent.rows.length > 0) return false;
    await tx.insert(productViews).values({ productId, visitorId: visitor });
    await tx
      .insert(productStats)
      .values({ productId, views: 1 })
      .onConflictDoUpdate({ target: productStats.productId, set: { views: sql`${productStats.views} + 1` } });
    return true;
  });
}
