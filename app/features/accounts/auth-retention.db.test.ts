import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session, verification } from "~/db/schema";
import { loadPerson } from "~/features/access/person-admin.server";
import { createSession, createUser } from "../../../tests/factories";
import { EXPIRED_SESSION_DAYS, EXPIRED_VERIFICATION_DAYS, pruneExpiredSessions, pruneExpiredVerifications } from "./auth-retention.server";
import { SESSION_TTL_SECONDS } from "./auth-constants";
import { TECHNICAL_DATA_MONTHS } from "~/features/content/legal/retention";

// ADR 201: Better Auth deletes an expired session only when its cookie comes back; the rows (address,
// user agent) stayed for ever while the privacy policy says session data is kept at most 12 months.
const DAY = 86_400_000;

describe("expired sessions and verification rows", () => {
  it("deletes sessions expired more than a day ago, keeps the rest", async () => {
    const u = await createUser();
    const live = await createSession(u.id, { expiresAt: new Date(Date.now() + DAY) });
    const justExpired = await createSession(u.id, { expiresAt: new Date(Date.now() - DAY / 2) });
    const longExpired = await createSession(u.id, { expiresAt: new Date(Date.now() - (EXPIRED_SESSION_DAYS + 1) * DAY) });
    expect(await pruneExpiredSessions()).toBe(1);
    const left = (await db.select({ id: session.id }).from(session).where(eq(session.userId, u.id))).map((r) => r.id).sort();
    expect(left).toEqual([live.id, justExpired.id].sort());
    expect(left).not.toContain(longExpired.id);
  });

  it("deletes a session signed in more than 12 months ago even while visits keep renewing it (code review, session 39)", async () => {
    const u = await createUser();
    const renewed = await createSession(u.id, { expiresAt: new Date(Date.now() + 20 * DAY), createdAt: new Date(Date.now() - 370 * DAY) });
    const recent = await createSession(u.id, { expiresAt: new Date(Date.now() + 20 * DAY), createdAt: new Date(Date.now() - 300 * DAY) });
    expect(await pruneExpiredSessions()).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ id: session.id }).from(session).where(eq(session.userId, u.id))).map((r) => r.id);
    expect(left).toEqual([recent.id]);
    expect(left).not.toContain(renewed.id);
  });

  it("the panel counts open sessions only", async () => {
    const u = await createUser();
    await createSession(u.id, { expiresAt: new Date(Date.now() + DAY) });
    await createSession(u.id, { expiresAt: new Date(Date.now() - DAY / 2) });
    expect((await loadPerson(u.id, { contact: true }))?.details.contact?.activeSessions).toBe(1);
  });

  it("deletes verification rows expired more than a week ago", async () => {
    const rows = [
      { id: crypto.randomUUID(), identifier: "t-live", value: "x", expiresAt: new Date(Date.now() + DAY) },
      { id: crypto.randomUUID(), identifier: "t-recent", value: "x", expiresAt: new Date(Date.now() - DAY) },
      { id: crypto.randomUUID(), identifier: "t-old", value: "x", expiresAt: new Date(Date.now() - (EXPIRED_VERIFICATION_DAYS + 1) * DAY) },
    ];
    await db.insert(verification).values(rows);
    expect(await pruneExpiredVerifications()).toBe(1);
    const left = await db.select({ identifier: verification.identifier }).from(verification).where(inArray(verification.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.identifier).sort()).toEqual(["t-live", "t-recent"]);
  });

  it("no session row outlives the policy's period", () => {
    expect(SESSION_TTL_SECONDS * 1000 + EXPIRED_SESSION_DAYS * DAY).toBeLessThan(TECHNICAL_DATA_MONTHS * 28 * DAY);
  });
});
