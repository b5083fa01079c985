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

/** Clears the visitor and address keys of click rows the dedupe no longer reads. Returns how many. */
export async function forgetClickKeys(executor: Executor = db): Promise<number> {
  const cleared = await executor.execute<{ id: number }>(sql`
    UPDATE ${outboundClicks} SET visitor_id = NULL, address_key = NULL
    WHERE created_at < now() - make_interval(mins => ${CLICK_DEDUPE_MINUTES})
      AND (visitor_id IS NOT NULL OR address_key IS NOT NULL)
    RETURNING id`);
  return cleared.rows.length;
}

/**
 * Deletes the click rows older than TECHNICAL_DATA_MONTHS, first adding a post's deleted clicks to
 * post_pruned_clicks (one transaction: a count is never lost or added twice). Returns how many.
 */
export async function pruneOldClicks(executor: Executor = db): Promise<number> {
  return executor.transaction(async (tx) => {
    const deleted = await tx.execute<{ post_id: string | null }>(sql`
      DELETE FROM ${outboundClicks}
      WHERE created_at < now() - make_interval(months => ${TECHNICAL_DATA_MONTHS})
      RETURNING post_id`);
    const perPost = new Map<string, number>();
    for (const { post_id: postId } of deleted.rows) if (postId) perPost.set(postId, (perPost.get(postId) ?? 0) + 1);
    for (const [postId, clicks] of perPost) {
      await tx
        .insert(postPrunedClicks)
        .values({ postId, clicks })
        .onConflictDoUpdate({ target: postPrunedClicks.postId, set: { clicks: sql`${postPrunedClicks.clicks} + ${clicks}` } });
    }
    return deleted.rows.length;
  });
}
