import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";

// ADR 170: the last check of each shop link (product_affiliate_links) — did the shop's address still
// lead to an offer. One row per product and shop, for the address in `url`: a row whose `url` is not
// the link's current address says nothing about it (a save that changes the address deletes the row,
// and the sweep starts it again). No foreign key to the link itself: the product save replaces its
// links (delete, then insert), which would take the checks with them every time.
export const shopLinkChecks = pgTable(
  "shop_link_checks",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    /** The address this row's check is of. */
    url: text("url").notNull(),
    /** Null: not checked yet. */
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    /** ok | broken | unreachable | refused (link-check-outcome.ts); null: not checked yet. */
    outcome: text("outcome"),
    /** The last answer's HTTP status, when there was one. */
    httpStatus: integer("http_status"),
    /** Where the redirects ended, when that is not `url`. */
    finalUrl: text("final_url"),
    /** Why there was no usable answer: timeout | network | redirects | address | status. */
    problem: text("problem"),
    /** Since when the checks in a row have failed (broken or unreachable); null while it works. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    /** How many checks in a row failed. */
    failures: integer("failures").notNull().default(0),
    /** A process checking the link holds it until then (ADR 165's lease): no other takes it meanwhile. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.platform] }),
    check("shop_link_checks_outcome", sql`${t.outcome} IS NULL OR ${t.outcome} IN ('ok', 'broken', 'unreachable', 'refused')`),
    check("shop_link_checks_problem", sql`${t.problem} IS NULL OR ${t.problem} IN ('timeout', 'network', 'redirects', 'address', 'status')`),
    check("shop_link_checks_failures", sql`${t.failures} >= 0`),
    // The sweep's order: never checked first, then the oldest check.
    index("shop_link_checks_checked_at_idx").on(t.checkedAt.asc().nullsFirst()),
    // The broken-link filter and the to-do count read only the failing rows.
    index("shop_link_checks_failing_idx").on(t.productId).where(sql`${t.outcome} = 'broken' OR (${t.outcome} = 'unreachable' AND ${t.failures} >= 2)`),
  ],
);
