// Session 33: one account's page in the panel — who may read it, what it shows, and unknown ids.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productLikes, productReviews, profiles, reviewReports, wishlistItems } from "~/db/schema";
import { blockUser } from "~/features/access/user-block.server";
import type { PersonPage } from "~/features/access/person-admin.server";
import type { RoleChoices } from "~/features/access/role-admin.server";
import * as adminLayout from "~/routes/admin/layout";
import * as userDetail from "~/routes/admin/user-detail";
import * as users from "~/routes/admin/users";
import { setMarketingConsent } from "~/features/accounts/consents.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callLoader } from "../../../tests/route-harness";

const chain = [adminLayout, userDetail];
const open = (userId: string, who: Awaited<ReturnType<typeof createUser>>) => callLoader<PersonPage & { roleChoices: RoleChoices | null }>(chain, { path: `/admin/uzytkownicy/${userId}`, params: { userId }, user: who });

describe("/admin/uzytkownicy/{id}", () => {
  it("shows a moderator the account's state, counts, block and the changes made to it", async () => {
    const person = await createUser();
    const [a, b] = [await createProduct(), await createProduct()];
    const [review] = await db.insert(productReviews).values({ productId: a.id, userId: person.id, rating: 2, comment: "Słabe" }).returning({ id: productReviews.id });
    await db.insert(reviewReports).values({ reviewId: review!.id, reporterId: (await createUser()).id, reason: "spam" });
    await db.insert(productLikes).values([{ productId: a.id, userId: person.id }, { productId: b.id, userId: person.id }]);
    await db.insert(wishlistItems).values({ productId: b.id, userId: person.id });
    await db.update(profiles).set({ marketingConsent: true }).where(eq(profiles.id, person.id));
    // Signed in before the block (which ends the sessions): the page still says when (session 37 review).
    const signedIn = new Date(Date.now() - 3_600_000);
    await db.update(profiles).set({ lastSignedInAt: signedIn }).where(eq(profiles.id, person.id));
    const moderator = await createUser({ traits: ["moderator"] });
    await blockUser({ id: moderator.id, permissions: [] }, { userId: person.id, reason: "Spam", until: new Date(Date.now() + 86_400_000) });

    const res = await open(person.id, moderator);
    expect(res.status).toBe(200);
    // ADR 203: a moderator (no user:read-contact) gets no e-mail, consents, 2FA or sessions.
    expect(res.data.row).toMatchObject({ id: person.id, email: null, blockedReason: "Spam", roles: [] });
    expect(res.data.row.blockedUntil).toBeInstanceOf(Date);
    expect(res.data.details).toEqual({ deletionRequestedAt: null, lastSeenAt: signedIn, counts: { reviews: 1, reportedReviews: 1, moderatedReviews: 0, likes: 2, wishlist: 1 }, contact: null });
    expect(JSON.stringify(res.data)).not.toContain(person.email);
    expect(res.data.changes.map((c) => c.action)).toEqual(["blocked"]);
    // A moderator hands no roles on: the page has no roles dialog to offer.
    expect(res.data.roleChoices).toBeNull();
    // An administrator sees them, with the consent history.
    await setMarketingConsent(person.id, true, "settings");
    const admin = await open(person.id, await createUser({ traits: ["admin"] }));
    expect(admin.data.row.email).toBe(person.email);
    // The list's roles dialog, here too: every active role, the base role among those offered.
    expect(admin.data.roleChoices!.offered.map((r) => r.name)).toEqual(expect.arrayContaining(["admin", "editor", "moderator", "user"]));
    expect(admin.data.details.contact).toMatchObject({ marketingConsent: true, newsletter: true, twoFactor: false, activeSessions: 0, consents: [expect.objectContaining({ kind: "marketing", granted: true, source: "settings" })] });
  });

  it("the users list: a moderator neither sees nor searches by e-mail; an administrator does both", async () => {
    const person = await createUser({ name: "Zofia Szukana" });
    const list = (who: Awaited<ReturnType<typeof createUser>>, q: string) =>
      callLoader<{ rows: { id: string; email: string | null }[] }>([adminLayout, users], { path: `/admin/uzytkownicy?q=${encodeURIComponent(q)}`, user: who });
    const moderator = await createUser({ traits: ["moderator"] });
    const byName = await list(moderator, "Zofia Szukana");
    expect(byName.data.rows).toEqual([expect.objectContaining({ id: person.id, email: null })]);
    expect((await list(moderator, person.email)).data.rows).toEqual([]);
    const admin = await createUser({ traits: ["admin"] });
    expect((await list(admin, person.email)).data.rows).toEqual([expect.objectContaining({ id: person.id, email: person.email })]);
  });

  it("answers 404 for an unknown or malformed id and 403 to someone without user:read", async () => {
    const admin = await createUser({ traits: ["admin"] });
    expect((await open("nie-ma-takiego", admin)).status).toBe(404);
    expect((await open("x' OR '1'='1", admin)).status).toBe(404);
    const person = await createUser();
    expect((await open(person.id, await createUser({ traits: ["editor"] }))).status).toBe(403);
  });
});
