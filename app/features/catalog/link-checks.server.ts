// ADR 170: the stored checks of the shops' links — which links are due, the lease that keeps two
// processes from checking one link at once (ADR 165's UPDATE … FOR UPDATE SKIP LOCKED), the result,
// and the one SQL rule of a link that does not work (the list's filter and the Overview count).
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import { UNREACHABLE_CHECKS_BEFORE_FAILING, type LinkCheckView, type LinkOutcome, type LinkProblem, type ProbeResult } from "./link-check-outcome";

/** A link is checked at most once in this time by the sweep ("Sprawdź teraz" does not wait for it). */
export const CHECK_EVERY_MS = 24 * 60 * 60_000;
/** How long a process that took a link holds it: longer than a batch of checks can take. */
export const LINK_LEASE_MS = 10 * 60_000;

export type ClaimedLink = { productId: string; platform: string; url: string };

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

// A literal, not a parameter: the partial index shop_link_checks_failing_idx has the same predicate.
const failing = (c: string) =>
  sql.raw(`(${c}.outcome = 'broken' OR (${c}.outcome = 'unreachable' AND ${c}.failures >= ${UNREACHABLE_CHECKS_BEFORE_FAILING}))`);

/** The product has a shop link whose last check (of its current address) says it does not work. */
export const hasFailingLink = sql<boolean>`EXISTS (SELECT 1 FROM shop_link_checks c
  JOIN product_affiliate_links l ON l.product_id = c.product_id AND l.platform = c.platform AND l.url = c.url
  WHERE c.product_id = ${products.id} AND ${failing("c")})`;

/**
 * Brings the checks in line with the links (all of them, or one product's): a check of an address the
 * link no longer has goes, and a link without a check gets an empty one (due at once). Run at the
 * start of each sweep round and before "Sprawdź teraz"; whatever wrote the links (form, CSV, seed).
 */
export async function syncLinkChecks(executor: Executor = db, productId?: string): Promise<void> {
  const onlyChecks = productId ? sql`AND c.product_id = ${productId}` : sql``;
  const onlyLinks = productId ? sql`AND l.product_id = ${productId}` : sql``;
  await executor.execute(sql`DELETE FROM shop_link_checks c WHERE NOT EXISTS (SELECT 1 FROM product_affiliate_links l
    WHERE l.product_id = c.product_id AND l.platform = c.platform AND l.url = c.url) ${onlyChecks}`);
  await executor.execute(sql`INSERT INTO shop_link_checks (product_id, platform, url)
    SELECT l.product_id, l.platform, l.url FROM product_affiliate_links l
     WHERE NOT EXISTS (SELECT 1 FROM shop_link_checks c WHERE c.product_id = l.product_id AND c.platform = l.platform) ${onlyLinks}
    ON CONFLICT (product_id, platform) DO NOTHING`);
}

/** A save changed some of the product's shop addresses: their checks go with the old addresses (inside the save). */
export async function forgetChangedLinkChecks(tx: Executor, productId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM shop_link_checks c WHERE c.product_id = ${productId} AND NOT EXISTS (SELECT 1 FROM product_affiliate_links l
    WHERE l.product_id = c.product_id AND l.platform = c.platform AND l.url = c.url)`);
}

const claimed = (rows: { product_id: string; platform: string; url: string }[]): ClaimedLink[] =>
  rows.map((r) => ({ productId: r.product_id, platform: r.platform, url: r.url }));

/**
 * Takes up to `limit` links due for a check — shown products' links first, never checked or oldest
 * check first — and leases them in one statement. SKIP LOCKED: two processes never take one link;
 * the row lock re-reads a link taken meanwhile, whose new lease then excludes it.
 *
 * Session 33 (the bench at 100k products): ordering by "hidden" first sorted every due link of the
 * catalogue (~200k rows) for each batch of four, continuously while a round ran, and the PostgreSQL
 * server's cached pages fell to 74 % of their ceiling. Now each pass walks shop_link_checks_checked_at_idx
 * in its own order (the due links are its first entries) and stops at the limit: shown products'
 * links first, then, if the batch is not full, hidden or scam-flagged ones.
 */
export async function claimDueLinks(limit: number, now = new Date(), executor: Executor = db): Promise<ClaimedLink[]> {
  const shown = await claimDuePass(limit, now, true, executor);
  return shown.length < limit ? [...shown, ...(await claimDuePass(limit - shown.length, now, false, executor))] : shown;
}

async function claimDuePass(limit: number, now: Date, shown: boolean, executor: Executor): Promise<ClaimedLink[]> {
  const dueBefore = new Date(now.getTime() - CHECK_EVERY_MS);
  const until = new Date(now.getTime() + LINK_LEASE_MS);
  const hidden = sql`EXISTS (SELECT 1 FROM products p WHERE p.id = k.product_id AND (p.is_hidden OR p.is_scam))`;
  const result = await executor.execute<{ product_id: string; platform: string; url: string }>(sql`
    UPDATE shop_link_checks c SET lease_until = ${at(until)}
     WHERE (c.product_id, c.platform) IN (
       SELECT k.product_id, k.platform FROM shop_link_checks k
        WHERE (k.checked_at IS NULL OR k.checked_at <= ${at(dueBefore)})
          AND (k.lease_until IS NULL OR k.lease_until <= ${at(now)})
          AND ${shown ? sql`NOT ${hidden}` : hidden}
        ORDER BY k.checked_at ASC NULLS FIRST
        LIMIT ${limit}
        FOR UPDATE OF k SKIP LOCKED)
    RETURNING c.product_id, c.platform, c.url`);
  return claimed(result.rows);
}

/** "Sprawdź teraz": leases all of one product's links that no one is checking, due or not. */
export async function claimProductLinks(productId: string, now = new Date(), executor: Executor = db): Promise<ClaimedLink[]> {
  const until = new Date(now.getTime() + LINK_LEASE_MS);
  const result = await executor.execute<{ product_id: string; platform: string; url: string }>(sql`
    UPDATE shop_link_checks c SET lease_until = ${at(until)}
     WHERE (c.product_id, c.platform) IN (
       SELECT k.product_id, k.platform FROM shop_link_checks k
        WHERE k.product_id = ${productId} AND (k.lease_until IS NULL OR k.lease_until <= ${at(now)})
        FOR UPDATE SKIP LOCKED)
    RETURNING c.product_id, c.platform, c.url`);
  return claimed(result.rows);
}

/**
 * Stores a finding and ends the lease. A broken or unreachable finding extends the run of failures
 * (and keeps the day it began); ok and refused end it. Only for the address that was checked: a link
 * whose address changed meanwhile keeps its fresh, empty check.
 */
export async function recordLinkCheck(link: ClaimedLink, result: ProbeResult, now = new Date(), executor: Executor = db): Promise<void> {
  const failed = result.outcome === "broken" || result.outcome === "unreachable";
  await executor.execute(sql`
    UPDATE shop_link_checks SET checked_at = ${at(now)}, outcome = ${result.outcome}, http_status = ${result.status},
      final_url = ${result.finalUrl}, problem = ${result.problem},
      failures = CASE WHEN ${sql.raw(String(failed))} THEN failures + 1 ELSE 0 END,
      failing_since = CASE WHEN ${sql.raw(String(failed))} THEN coalesce(failing_since, ${at(now)}) ELSE NULL END,
      lease_until = NULL
    WHERE product_id = ${link.productId} AND platform = ${link.platform} AND url = ${link.url}`);
}

/** A link given back unchecked (the process is stopping): another may take it at once. */
export async function releaseLink(link: ClaimedLink, executor: Executor = db): Promise<void> {
  await executor.execute(sql`UPDATE shop_link_checks SET lease_until = NULL
    WHERE product_id = ${link.productId} AND platform = ${link.platform} AND url = ${link.url}`);
}

type CheckRow = {
  platform: string;
  url: string;
  checked_at: Date | string | null;
  outcome: LinkOutcome | null;
  http_status: number | null;
  final_url: string | null;
  problem: LinkProblem | null;
  failing_since: Date | string | null;
  failures: number;
};
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The product's shop links with their last checks (a link not checked yet has no outcome). */
export async function loadLinkChecks(productId: string, executor: Executor = db): Promise<LinkCheckView[]> {
  const result = await executor.execute<CheckRow>(sql`
    SELECT l.platform, l.url, c.checked_at, c.outcome, c.http_status, c.final_url, c.problem, c.failing_since, coalesce(c.failures, 0) AS failures
      FROM product_affiliate_links l
      LEFT JOIN shop_link_checks c ON c.product_id = l.product_id AND c.platform = l.platform AND c.url = l.url
     WHERE l.product_id = ${productId}
     ORDER BY l.platform`);
  return result.rows.map((r) => ({
    platform: r.platform,
    url: r.url,
    checkedAt: iso(r.checked_at),
    outcome: r.outcome,
    httpStatus: r.http_status === null ? null : Number(r.http_status),
    finalUrl: r.final_url,
    problem: r.problem,
    failingSince: iso(r.failing_since),
    failures: Number(r.failures),
  }));
}
