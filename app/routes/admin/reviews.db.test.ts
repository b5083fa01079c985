// /admin/opinie (ADR 126): who may see and delete, and what a hostile request changes (nothing).
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, productStats } from "~/db/schema";
import { primePageCache, stillCached } from "~/features/engagement/test-support";
import { addReview } from "~/features/engagement/reviews.server";
import * as adminLayout from "~/routes/admin/layout";
import * as reviews from "~/routes/admin/reviews";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";

afterAll(() => closePageCacheListener());

const chain = [adminLayout, reviews];
type Answer = { ok: boolean; message: string | null };

/** A product with two reviews (5 and 1 stars) by fresh users. */
async function reviewedProduct() {
  const product = await createProduct();
  const [a, b] = [await createUser(), await createUser()];
  const five = await addReview(a.id, product.id, { rating: 5, comment: "Świetny" });
  const one = await addReview(b.id, product.id, { rating: 1, comment: "Słaby" });
  return { productId: product.id, five: five.id, one: one.id };
}

const stats = async (productId: string) => {
  const [row] = await db.select({ average: productStats.ratingAverage, count: productStats.ratingCount }).from(productStats).where(eq(productStats.productId, productId));
  return { average: Number(row.average), count: row.count };
};
const exists = async (id: string) => (await db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.id, id))).length === 1;

describe("/admin/opinie loader", () => {
  it("lists reviews for a moderator and an admin, filtered by ?produkt=", async () => {
    const { productId, five, one } = await reviewedProduct();
    for (const traits of [["moderator"], ["admin"]] as const) {
      const res = await callLoader<{ list: { rows: { id: string }[]; total: number } }>(chain, { path: `/admin/opinie?produkt=${productId}`, user: await createUser({ traits: [...traits] }) });
      expect(res.status).toBe(200);
      expect(res.data.list.rows.map((r) => r.id)).toEqual([one, five]);
    }
  });

  it("refuses an editor (403), sends a plain user to /profil and a visitor to sign in", async () => {
    expect((await callLoader(chain, { path: "/admin/opinie", user: await createUser({ traits: ["editor"] }) })).status).toBe(403);
    expect((await callLoader(chain, { path: "/admin/opinie", user: await createUser() })).location).toBe("/profil");
    expect((await callLoader(chain, { path: "/admin/opinie", user: await createUser({ traits: ["moderator", "expiredRole"] }) })).location).toBe("/profil");
    expect((await callLoader(chain, { path: "/admin/opinie" })).location).toMatch(/^\/logowanie\?redirectTo=%2Fadmin%2Fopinie/);
  });
});

describe("/admin/opinie delete", () => {
  it("deletes through the moderator's deleteReview: stats recomputed, public pages dropped from the cache", async () => {
    const { productId, one } = await reviewedProduct();
    expect(await stats(productId)).toEqual({ average: 3, count: 2 });
    await primePageCache(productId);
    const res = await callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "delete", reviewId: one }, user: await createUser({ traits: ["moderator"] }), fetcher: true });
    expect([res.status, res.data]).toMatchObject([200, { ok: true, message: "Opinia została usunięta." }]);
    expect(await exists(one)).toBe(false);
    expect(await stats(productId)).toEqual({ average: 5, count: 1 });
    expect(await stillCached(productId)).toEqual({ other: false, product: false });
  });

  it("takes the moderator's ground from the list and refuses one that is not on it (session 36)", async () => {
    const { five, one } = await reviewedProduct();
    const moderator = await createUser({ traits: ["moderator"] });
    const bad = await callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "delete", reviewId: one, ground: "nie-lubie" }, user: moderator, fetcher: true });
    expect([bad.status, bad.data?.message]).toEqual([400, "Wybierz powód usunięcia z listy albo zostaw „według zgłoszeń”."]);
    expect(await exists(one)).toBe(true);
    const good = await callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "delete", reviewId: one, ground: "misleading" }, user: moderator, fetcher: true });
    expect([good.status, good.data?.ok]).toEqual([200, true]);
    // Empty is "as reported": the same delete as before.
    const plain = await callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "delete", reviewId: five, ground: "" }, user: moderator, fetcher: true });
    expect([plain.status, plain.data?.ok, await exists(five)]).toEqual([200, true, false]);
  });

  it("refuses an editor and a plain user, whatever the form claims, and changes nothing", async () => {
    const { productId, five } = await reviewedProduct();
    const form = { intent: "delete", reviewId: five, canModerate: "true", permissions: "review:moderate", userId: "x" };
    expect((await callAction(chain, { path: "/admin/opinie", form, user: await createUser({ traits: ["editor"] }) })).status).toBe(403);
    expect((await callAction(chain, { path: "/admin/opinie", form, user: await createUser() })).status).toBe(403); // an action: no redirect to /profil
    expect((await callAction(chain, { path: "/admin/opinie", form })).location).toMatch(/^\/logowanie/);
    expect(await exists(five)).toBe(true);
    expect(await stats(productId)).toEqual({ average: 3, count: 2 });
  });

  it("answers bad, unknown and already deleted ids with a Polish 4xx and changes nothing", async () => {
    const { productId, five } = await reviewedProduct();
    const moderator = await createUser({ traits: ["moderator"] });
    const send = (form: Record<string, string>) => callAction<Answer>(chain, { path: "/admin/opinie", form, user: moderator });
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "delete", reviewId: "nie-uuid" }, 400, "Nieprawidłowy identyfikator opinii"],
      [{ intent: "delete", reviewId: "' OR 1=1 --" }, 400, "Nieprawidłowy identyfikator opinii"],
      [{ intent: "delete" }, 400, "Nieprawidłowy identyfikator opinii"],
      [{ intent: "delete", reviewId: "00000000-0000-4000-8000-000000000000" }, 404, "Opinia nie istnieje lub została usunięta"],
      [{ intent: "edit", reviewId: five }, 400, "Nieprawidłowe dane formularza."],
      [{ reviewId: five }, 400, "Nieprawidłowe dane formularza."],
    ];
    for (const [form, status, message] of cases) {
      const res = await send(form);
      expect([res.status, res.data.ok, res.data.message]).toEqual([status, false, message]);
    }
    expect(await exists(five)).toBe(true);
    expect(await stats(productId)).toEqual({ average: 3, count: 2 });
    // A plain form post that succeeded goes back to the list (ADR 150): a reload deletes nothing.
    expect(await send({ intent: "delete", reviewId: five })).toMatchObject({ status: 303, location: "/admin/opinie" });
    const again = await send({ intent: "delete", reviewId: five });
    expect([again.status, again.data.message]).toEqual([404, "Opinia nie istnieje lub została usunięta"]);
  });

  it("refuses a cross-site post (403) before anything runs", async () => {
    const { five } = await reviewedProduct();
    const res = await callAction(chain, { path: "/admin/opinie", form: { intent: "delete", reviewId: five }, user: await createUser({ traits: ["moderator"] }), headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await exists(five)).toBe(true);
  });
});

describe("/admin/opinie intent=delete-many (review, session 30)", () => {
  it("deletes the ticked reviews through the one delete, skips one already gone, and filters by author", async () => {
    const { productId, five, one } = await reviewedProduct();
    const moderator = await createUser({ traits: ["moderator"] });
    const [{ userId: author }] = await db.select({ userId: productReviews.userId }).from(productReviews).where(eq(productReviews.id, one));
    const byAuthor = await callLoader<{ list: { rows: { id: string }[] }; authorName: string | null }>(chain, { path: `/admin/opinie?autor=${author}`, user: moderator });
    expect(byAuthor.data.list.rows.map((r) => r.id)).toEqual([one]);
    expect(byAuthor.data.authorName).toEqual(expect.any(String));
    const gone = "00000000-0000-4000-8000-000000000000";
    const res = await callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "delete-many", ids: [five, one, gone] }, user: moderator, fetcher: true });
    expect(res).toMatchObject({ status: 200, data: { ok: true, message: "Usunięto 2 opinie." } });
    expect([await exists(five), await exists(one)]).toEqual([false, false]);
    expect(await stats(productId)).toEqual({ average: 0, count: 0 });
  });

  it("refuses nothing ticked, a malformed id, more than 100, and none found, changing nothing", async () => {
    const { five } = await reviewedProduct();
    const moderator = await createUser({ traits: ["moderator"] });
    const send = (fields: Record<string, string | string[]>) => callAction<Answer>(chain, { path: "/admin/opinie", form: { intent: "delete-many", ...fields }, user: moderator, fetcher: true });
    expect(await send({})).toMatchObject({ status: 400, data: { message: "Zaznacz opinie do usunięcia." } });
    expect(await send({ ids: [five, "1; DROP TABLE product_reviews"] })).toMatchObject({ status: 400, data: { message: "Nieprawidłowy identyfikator opinii" } });
    expect(await send({ ids: Array.from({ length: 101 }, () => five) })).toMatchObject({ status: 400, data: { message: "Najwyżej 100 opinii naraz." } });
    expect(await send({ ids: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ status: 404 });
    expect(await exists(five)).toBe(true);
    // Without review:moderate the section refuses first (403).
    const editor = await createUser({ traits: ["editor"] });
    expect((await callAction(chain, { path: "/admin/opinie", form: { intent: "delete-many", ids: five }, user: editor })).status).toBe(403);
    expect(await exists(five)).toBe(true);
  });
});
