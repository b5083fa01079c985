import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { rateLimit } from "~/db/schema";
import { clear, clientIp, hit, limitKey, refund } from "./rate-limit.server";

const rule = { name: "test", window: 60, max: 3 };

describe("database rate limiter", () => {
  it("allows max attempts per window, then blocks until the window ends without extending it", async () => {
    const t0 = 1_000_000_000_000;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hit(rule, "a@example.com", t0 + i * 1000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfter).toBe(56); // the window started at t0 and is not extended by blocked attempts
    expect((await hit(rule, "a@example.com", t0 + 60_000)).allowed).toBe(true);
  });

  it("is atomic under concurrent attempts: exactly max get through", async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 12 }, () => hit(rule, "burst@example.com", now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("keeps subjects apart, stores only a hash, and can refund or clear", async () => {
    const now = Date.now();
    await hit(rule, "X@Example.com", now);
    await hit(rule, "x@example.com", now);
    const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, limitKey(rule, "x@example.com")));
    expect(row!.count).toBe(2); // case-insensitive subject
    expect(row!.key).not.toContain("example");
    expect(row!.lastRequest).toBe(now + 60_000); // our rows keep the window's end (see the module comment)
    await refund(rule, "x@example.com");
    expect((await db.select().from(rateLimit).where(eq(rateLimit.key, row!.key)))[0]!.count).toBe(1);
    await clear(rule, "x@example.com");
    expect(await db.select().from(rateLimit).where(eq(rateLimit.key, row!.key))).toHaveLength(0);
    expect((await hit(rule, "other@example.com", now)).allowed).toBe(true);
  });
});

describe("clientIp", () => {
  const req = (xff?: string) => new Request("http://localhost/", { headers: xff ? { "x-forwarded-for": xff } : {} });
  it("takes a single forwarded address and distrusts lists and junk", () => {
    expect(clientIp(req("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(req("::ffff:203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(req("2001:db8::1"))).toBe("2001:db8::1");
    expect(clientIp(req("1.1.1.1, 203.0.113.7"))).toBe("unknown");
    expect(clientIp(req("nie-ip"))).toBe("unknown");
    expect(clientIp(req())).toBe("unknown");
  });
});
