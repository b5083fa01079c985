import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseHandle, db } from "~/db/client.server";

describe("the PostgreSQL pool's connections (ADR 135)", () => {
  it.runIf(process.env.TEST_DB === "postgres")("run every query without parallel workers, on each pooled connection", async () => {
    expect(databaseHandle().kind).toBe("postgres");
    // Side by side, so the pool opens several connections: each one ran the SET before this query.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => db.execute<{ value: string }>(sql`select current_setting('max_parallel_workers_per_gather') as value, pg_sleep(0.05)`)),
    );
    expect(answers.map((a) => a.rows[0]?.value)).toEqual(["0", "0", "0", "0"]);
  });
});
