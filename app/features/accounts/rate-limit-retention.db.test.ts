import { inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimit } from "~/db/schema";
import { hit, limitKey } from "~/server/rate-limit.server";
import { loader } from "~/routes/resources/auth-api";
import { pruneExpiredRateLimits } from "./auth-retention.server";
import { LONGEST_AUTH_WINDOW_SECONDS } from "./auth-rate-limit";

// ADR 014/201: the `rate_limit` table got a row per address and path (Better Auth) and per hashed
// subject and rule (ours) and none was ever deleted: Better Auth prunes only when its own HTTP
// limiter resets an expired row, which the form-driven flows never reach.
const keysLeft = async (keys: string[]) =>
  (await db.select({ key: rateLimit.key }).from(rateLimit).where(inArray(rateLimit.key, keys))).map((r) => r.key).sort();
const row = (key: string, lastRequest: number) => ({ id: crypto.randomUUID(), key, count: 1, lastRequest });

describe("pruning the rate_limit table", () => {
  it("deletes our rows once their window has ended (last_request holds the end), not before", async () => {
    const rule = { name: "prune-test", window: 60, max: 3 };
    const t0 = Date.now();
    await hit(rule, "a@example.com", t0);
    const key = limitKey(rule, "a@example.com");
    await pruneExpiredRateLimits(db, t0 + 59_000);
    expect(await keysLeft([key])).toEqual([key]); // the window is still running: the counter must stay
    await pruneExpiredRateLimits(db, t0 + 61_000);
    expect(await keysLeft([key])).toEqual([]);
  });

  it("deletes Better Auth's own row (ip|path, written by a real request) after its longest window", async () => {
    const request = new Request("http://localhost/api/auth/ok", { headers: { "x-forwarded-for": "198.51.100.23" } });
    expect((await loader({ request } as never)).status).toBe(200);
    const [stored] = await db.select().from(rateLimit).where(like(rateLimit.key, "%198.51.100.23%"));
    expect(stored?.key).toMatch(/\|\/ok$/);
    await pruneExpiredRateLimits(db, stored!.lastRequest + 1_000);
    expect(await keysLeft([stored!.key])).toEqual([stored!.key]);
    await pruneExpiredRateLimits(db, stored!.lastRequest + LONGEST_AUTH_WINDOW_SECONDS * 1000 + 1);
    expect(await keysLeft([stored!.key])).toEqual([]);
  });

  it("judges each kind by its own meaning of last_request", async () => {
    const now = Date.now();
    const windowMs = LONGEST_AUTH_WINDOW_SECONDS * 1000;
    await db.insert(rateLimit).values([
      row("203.0.113.1|/get-session", now - windowMs + 5_000), // Better Auth: within its window
      row("203.0.113.2|/get-session", now - windowMs - 5_000), // Better Auth: over
      row("app:sign-in:ip:kept", now + 5_000), // ours: the window ends in 5 s
      row("app:sign-in:ip:over", now - 5_000), // ours: ended 5 s ago (would be kept by the Better Auth rule)
    ]);
    await pruneExpiredRateLimits(db, now);
    expect(await keysLeft(["203.0.113.1|/get-session", "203.0.113.2|/get-session", "app:sign-in:ip:kept", "app:sign-in:ip:over"])).toEqual(
      ["203.0.113.1|/get-session", "app:sign-in:ip:kept"].sort(),
    );
  });

  it("works in batches until nothing expired is left", async () => {
    const now = Date.now();
    const keys = Array.from({ length: 5 }, (_, i) => `app:batch-test:${i}`);
    await db.insert(rateLimit).values(keys.map((key) => row(key, now - 1_000)));
    expect(await pruneExpiredRateLimits(db, now, 2)).toBeGreaterThanOrEqual(5);
    expect(await keysLeft(keys)).toEqual([]);
  });
});
