// ADR 203: the data export covers every column that points at an account (or says why not), and
// never carries a secret.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { account, productLikes, productReviews, reviewHelpfulVotes, reviewReports, session, twoFactor, user, wishlistItems } from "~/db/schema";
import { createProduct, createUser } from "~/features/engagement/test-support";
import { buildDataExport, EXPORT_COVERAGE, exportFileName } from "./data-export.server";
import { setMarketingConsent } from "./consents.server";

/** Every column that holds an account's id: a foreign key to "user"(id), or a column named user_id. */
async function accountColumns(): Promise<string[]> {
  const { rows } = await db.execute<{ col: string }>(sql`
    SELECT DISTINCT c.conrelid::regclass::text || '.' || a.attname AS col
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = '"user"'::regclass
    UNION
    SELECT table_name || '.' || column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('user_id', 'userid')`);
  return rows.map((r) => r.col.replace(/^"?public"?\./, "").replace(/"/g, "")).sort();
}

describe("EXPORT_COVERAGE", () => {
  it("names every column that points at an account: exported, or excluded with a reason", async () => {
    const columns = await accountColumns();
    expect(columns.length).toBeGreaterThan(20);
    const forgotten = columns.filter((c) => !(c in EXPORT_COVERAGE));
    expect(forgotten, "add these to EXPORT_COVERAGE (data-export.server.ts)").toEqual([]);
    for (const [column, where] of Object.entries(EXPORT_COVERAGE)) {
      expect(columns, `EXPORT_COVERAGE names ${column}, which the schema no longer has`).toContain(column);
      if (where.startsWith("excluded")) expect(where).toMatch(/^excluded: .{10,}/);
    }
  });

  it("a table added with an account column is caught", async () => {
    await db.execute(sql`CREATE TABLE export_probe (id serial PRIMARY KEY, owner text REFERENCES "user"(id))`);
    try {
      expect((await accountColumns()).filter((c) => !(c in EXPORT_COVERAGE))).toEqual(["export_probe.owner"]);
    } finally {
      await db.execute(sql`DROP TABLE export_probe`);
    }
  });
});

describe("buildDataExport", () => {
  it("has the person's rows and none of anyone else's, and no secret", async () => {
    const jan = await createUser({ name: "Jan Eksport" });
    const other = await createUser({ name: "Ktoś Inny" });
    const [p1, p2] = [await createProduct({ title: "Lampka LED" }), await createProduct({ title: "Kubek termiczny" })];
    const [janReview] = await db.insert(productReviews).values({ productId: p1, userId: jan.id, rating: 5, comment: "Świetna lampka" }).returning();
    const [otherReview] = await db.insert(productReviews).values({ productId: p2, userId: other.id, rating: 2, comment: "Przecieka" }).returning();
    await db.insert(productLikes).values({ productId: p2, userId: jan.id });
    await db.insert(wishlistItems).values([{ productId: p2, userId: jan.id, priceAlert: true }, { productId: p1, userId: other.id }]);
    await db.insert(reviewHelpfulVotes).values({ reviewId: otherReview!.id, userId: jan.id });
    await db.insert(reviewReports).values({ reviewId: otherReview!.id, reporterId: jan.id, reason: "spam", details: "reklama" });
    const token = `tok-${randomUUID()}`;
    await db.insert(session).values({ id: randomUUID(), userId: jan.id, token, expiresAt: new Date(Date.now() + 3_600_000), ipAddress: "203.0.113.7", userAgent: "Firefox/130" });
    await db.insert(account).values({ id: randomUUID(), accountId: jan.id, providerId: "credential", userId: jan.id, password: "HASH-SECRET-VALUE" });
    await db.insert(twoFactor).values({ id: randomUUID(), userId: jan.id, secret: "TOTP-SECRET-VALUE", backupCodes: "BACKUP-CODES-VALUE" });
    await db.update(user).set({ twoFactorEnabled: true }).where(sql`${user.id} = ${jan.id}`);
    await setMarketingConsent(jan.id, true, "settings");

    const exported = (await buildDataExport(jan.id))!;
    const json = JSON.stringify(exported);
    expect(exported.profile).toMatchObject({ name: "Jan Eksport", email: jan.email, emailVerified: true });
    expect(exported.reviews).toEqual([expect.objectContaining({ id: janReview!.id, productTitle: "Lampka LED", rating: 5, text: "Świetna lampka", correctedByModeratorAt: null })]);
    expect(exported.reviews[0]!.productUrl).toMatch(new RegExp(`/produkt/${p1}$`));
    expect(exported.likes).toEqual([expect.objectContaining({ productTitle: "Kubek termiczny" })]);
    expect(exported.wishlist).toEqual([expect.objectContaining({ productTitle: "Kubek termiczny", priceAlert: true })]);
    expect(exported.priceAlerts).toEqual([expect.objectContaining({ productTitle: "Kubek termiczny" })]);
    expect(exported.helpfulVotes).toEqual([expect.objectContaining({ reviewId: otherReview!.id })]);
    expect(exported.reportsMade).toEqual([expect.objectContaining({ reason: "spam", details: "reklama", dismissedAt: null })]);
    expect(exported.sessions).toEqual([expect.objectContaining({ ipAddress: "203.0.113.7", userAgent: "Firefox/130" })]);
    expect(exported.security).toEqual({ twoFactorEnabled: true, signInMethods: ["credential"] });
    expect(exported.consents).toMatchObject({ marketing: true, history: [expect.objectContaining({ kind: "marketing", granted: true, source: "settings" })] });
    // Another person's review text and e-mail are not in it; no secret either.
    for (const absent of ["Przecieka", other.email, "Ktoś Inny", token, "HASH-SECRET-VALUE", "TOTP-SECRET-VALUE", "BACKUP-CODES-VALUE"]) expect(json).not.toContain(absent);
  });

  it("is null for an account that does not exist", async () => {
    expect(await buildDataExport(randomUUID())).toBeNull();
  });

  it("names the file by the Warsaw day", () => {
    expect(exportFileName(new Date("2026-12-31T23:30:00Z"))).toBe("viralne-produkty-dane-2027-01-01.json");
  });
});
