import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { sql } from "drizzle-orm";
import { authSecret } from "~/config.server";
import { db, onDatabaseChange, type Executor } from "~/db/client.server";
import { productStats, productViews } from "~/db/schema";
import { VIEW_HASH_HOURS } from "~/features/content/legal/retention";
import { clientIp } from "~/server/rate-limit.server";
import { logger } from "~/utils/logger.server";

// ADR 010 and ADR 017: a human view of a product page counts once per visitor per 30 minutes. The
// page sends a POST beacon after hydration, so views count even when the HTML came from the page
// cache. The visitor is recognised WITHOUT storing anything on the device (art. 399 Prawo
// komunikacji elektronicznej): the key is a keyed hash of IP + user agent + product that changes
// every UTC day, and the rows that hold it are deleted once they are a day old.

export const VIEW_DEDUPE_MINUTES = 30;
/** Rows older than this are useless for the 30-minute dedupe and are deleted (ADR 017). */
export const VIEW_RETENTION_HOURS = VIEW_HASH_HOURS; // the privacy policy's period (legal/retention.ts)
/** On average one beacon in PRUNE_ONE_IN deletes the old rows… */
export const PRUNE_ONE_IN = 200;
/** …and a process that has not pruned for this long prunes on its next beacon (quiet sites too). */
export const PRUNE_AT_LEAST_EVERY_MS = 60 * 60 * 1000;

export function isBotUserAgent(userAgent: string | null): boolean {
  // No user agent at all is a script, not a browser.
  return !userAgent || isbot(userAgent);
}

/** "2026-11-21": the UTC day whose salt applies at `now`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

let saltCache: { day: string; salt: Buffer } | undefined;

/**
 * The day's salt, HMAC(authSecret, "views:" + UTC date). Derived rather than stored: every app
 * process computes the same salt, and no new secret has to be kept anywhere. The "views:" prefix
 * keeps it apart from the secret's other use (signing sessions).
 */
export function daySalt(now: Date = new Date()): Buffer {
  const day = utcDay(now);
  if (saltCache?.day !== day) {
    saltCache = { day, salt: createHmac("sha256", authSecret()).update("views:" + day).digest() };
  }
  return saltCache.salt;
}

/**
 * The pseudonymous visitor key for one product on one UTC day: HMAC-SHA256 under the day's salt of
 * (client IP, user agent, product id), 32 hex characters. The raw IP is never stored, and the same
 * person gets unrelated keys on different days and for different products.
 */
export function visitorKey(request: Request, productId: string, now: Date = new Date()): string {
  const userAgent = request.headers.get("user-agent") ?? "";
  // JSON keeps the fields apart: no IP/agent pair can be shifted into another with the same text.
  const subject = JSON.stringify([clientIp(request), userAgent, productId]);
  return createHmac("sha256", daySalt(now)).update(subject).digest("hex").slice(0, 32);
}

/**
 * ADR 140: the pseudonymous key of the client address alone for one product on one UTC day, made as
 * visitorKey is. A visitor is an address AND a user agent, so a script that changes its user agent on
 * every request was a new visitor each time: 40 requests, 40 views. At most ADDRESS_CAP views (and
 * clicks per shop) of a product count per address key in 30 minutes; a household or an office behind
 * one address stays well within it.
 */
export const ADDRESS_CAP = 5;
export function addressKey(request: Request, productId: string, now: Date = new Date()): string {
  return createHmac("sha256", daySalt(now)).update(JSON.stringify(["address", clientIp(request), productId])).digest("hex").slice(0, 32);
}

/**
 * Counts one view of `productId` by the visitor `key` unless the same key was counted for it in the
 * last 30 minutes, or its address (`address`, ADR 140) already counted ADDRESS_CAP views of it in that
 * time. Returns whether it counted. A transaction-scoped advisory lock on the (product, key) pair
 * makes two simultaneous beacons count once on PostgreSQL.
 */
export async function recordProductView(productId: string, key: string, executor: Executor = db, address: string | null = null): Promise<boolean> {
  return executor.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${productId + ":" + key}))`);
    // One read for both rules: this visitor's views and this address's views in the last 30 minutes.
    const [seen] = (
      await tx.execute<{ visitor: number | string; address: number | string }>(sql`
        SELECT count(*) FILTER (WHERE ${productViews.visitorId} = ${key}) AS visitor,
               count(*) FILTER (WHERE ${productViews.addressKey} = ${address}) AS address
        FROM ${productViews}
        WHERE ${productViews.productId} = ${productId}
          AND ${productViews.viewedAt} > now() - make_interval(mins => ${VIEW_DEDUPE_MINUTES})
          AND (${productViews.visitorId} = ${key} OR ${productViews.addressKey} = ${address})`)
    ).rows;
    if (Number(seen?.visitor ?? 0) > 0 || Number(seen?.address ?? 0) >= ADDRESS_CAP) return false;
    await tx.insert(productViews).values({ productId, visitorId: key, addressKey: address });
    await tx
      .insert(productStats)
      .values({ productId, views: 1 })
      .onConflictDoUpdate({ target: productStats.productId, set: { views: sql`${productStats.views} + 1` } });
    return true;
  });
}

/** Deletes the view rows older than a day (they no longer take part in the dedupe). Returns how many. */
export async function pruneOldViews(executor: Executor = db): Promise<number> {
  const deleted = await executor.execute<{ id: number }>(sql`
    DELETE FROM ${productViews}
    WHERE ${productViews.viewedAt} < now() - make_interval(hours => ${VIEW_RETENTION_HOURS})
    RETURNING ${productViews.id}`);
  return deleted.rows.length;
}

let lastPruneAt = 0; // of this database's rows
onDatabaseChange(() => (lastPruneAt = 0));

/**
 * Opportunistic clean-up after a beacon: no timer, no extra process. Runs on about one beacon in
 * 200, and on the first beacon after an hour without one, so on any site with traffic no row
 * outlives a day by much more than an hour. A failure is logged, never shown to the visitor.
 */
export async function maybePruneOldViews(random: () => number = Math.random, now: number = Date.now()): Promise<boolean> {
  if (random() >= 1 / PRUNE_ONE_IN && now - lastPruneAt < PRUNE_AT_LEAST_EVERY_MS) return false;
  lastPruneAt = now;
  try {
    await pruneOldViews();
  } catch (error) {
    logger.warn({ err: error }, "product views: deleting old rows failed");
  }
  return true;
}

/** The beacon's work for a human, same-site request to an existing product. */
export async function countProductView(request: Request, productId: string): Promise<boolean> {
  const counted = await recordProductView(productId, visitorKey(request, productId), db, addressKey(request, productId));
  await maybePruneOldViews();
  return counted;
}
