// ADR 201: what the shop-click rows keep, and for how long. Each row of outbound_clicks carries two
// keys made like the view keys (ADR 017, 140): HMAC under a day salt that anyone holding AUTH_SECRET
// can rebuild, so with the small IPv4 space a key can be traced back to an address. They serve only
// the 30-minute dedupe of countClickOnce, so the hourly maintenance clears them once a row is older
// than that window. The rows themselves are "dane techniczne" (privacy policy: 12 months): older ones
// are deleted. Nothing shown anywhere goes down: the per-day totals were added to click_daily_totals
// by a trigger when each click was stored (ADR 041; deleting rows does not touch them), a product's
// count is product_stats.clicks, and a post's deleted clicks are added to post_pruned_clicks first.
import { sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { outboundClicks, postPrunedClicks } from "~/db/schema";
import { TECHNICAL_DATA_MONTHS } from "~/features/content/legal/retention";
import { CLICK_DEDUPE_MINUTES } from "./clicks.server";

/** Rows per statement: the first run after a deploy (or a long stop) meets a backlog; PGlite serves one query at a time. */
export const CLICK_RETENTION_BATCH = 5_000;

/** Clears the visitor and address keys of click rows the dedupe no longer reads. Returns how many. */
export async function forgetClickKeys(executor: Executor = db): Promise<number> {
  let total = 0;
  for (;;) {
    // Only rows that still carry a key, through their partial index (outbound_clicks_keyed_idx).
    const result = await executor.execute<{ n: number }>(sql`
      WITH cleared AS (
        UPDATE ${outboundClicks} SET visitor_id = NULL, address_key = NULL
        WHERE id IN (SELECT id FROM ${outboundClicks}
          WHERE (visitor_id IS NOT NULL OR address_key IS NOT NULL)
            AND created_at < now() - make_interval(mins => ${CLICK_DEDUPE_MINUTES})
          LIMIT ${CLICK_RETENTION_BATCH})
        RETURNING 1)
      SELECT count(*)::int AS n FROM cleared`);
    const n = Number(result.rows[0]?.n ?? 0);
    total += n;
    if (n < CLICK_RETENTION_BATCH) return total;
  }
}

/**
 * Deletes the click rows older than TECHNICAL_DATA_MONTHS, first adding a post's deleted clicks to
 * post_pruned_clicks (one transaction per batch: a count is never lost or added twice). Returns how many.
 */
export async function pruneOldClicks(executor: Executor = db): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await executor.transaction(async (tx) => {
      const deleted = await tx.execute<{ post_id: string | null; n: number }>(sql`
        WITH gone AS (
          DELETE FROM ${outboundClicks}
          WHERE id IN (SELECT id FROM ${outboundClicks}
            WHERE created_at < now() - make_interval(months => ${TECHNICAL_DATA_MONTHS}) LIMIT ${CLICK_RETENTION_BATCH})
          RETURNING post_id)
        SELECT post_id, count(*)::int AS n FROM gone GROUP BY post_id`);
      let count = 0;
      for (const { post_id: postId, n: clicks } of deleted.rows) {
        count += Number(clicks);
        if (!postId) continue;
        await tx
          .insert(postPrunedClicks)
          .values({ postId, clicks: Number(clicks) })
          .onConflictDoUpdate({ target: postPrunedClicks.postId, set: { clicks: sql`${postPrunedClicks.clicks} + ${Number(clicks)}` } });
      }
      return count;
    });
    total += n;
    if (n < CLICK_RETENTION_BATCH) return total;
  }
}
