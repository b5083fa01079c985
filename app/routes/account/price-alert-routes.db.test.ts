import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { userSettings, wishlistItems } from "~/db/schema";
import { unsubscribeToken } from "~/features/catalog/price-alerts-unsubscribe.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { callAction, callLoader } from "../../../tests/route-harness";
import * as unsubscribeRoute from "./price-alert-unsubscribe";
import * as wishlistRoute from "./wishlist";

// Issue #13 pt 2 (ADR 078): the wishlist switch and the e-mail's unsubscribe page, as a hostile user tries them.
afterAll(() => closePageCacheListener());

async function wished(alert = false) {
  const user = await createUser();
  const product = await createProduct();
  await db.insert(wishlistItems).values({ userId: user.id, productId: product.id, priceAlert: alert });
  return { user, productId: product.id };
}
const alertOf = async (userId: string, productId: string) =>
  (await db.select({ on: wishlistItems.priceAlert }).from(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId))))[0]?.on;

describe("POST /profil/wishlist intent=price-alert", () => {
  it("switches the session user's own alert on and off (fetcher and plain post) and lists it", async () => {
    const { user, productId } = await wished();
    const on = await callAction(wishlistRoute, { path: "/profil/wishlist", user, fetcher: true, form: { intent: "price-alert", productId, value: "true" } });
    expect(on).toMatchObject({ status: 200, data: { ok: true, message: "Powiadomimy Cię e-mailem, gdy cena tego produktu spadnie." } });
    expect(await alertOf(user.id, productId)).toBe(true);
    const listed = await callLoader<{ items: { productId: string; priceAlert: boolean }[] }>(wishlistRoute, { path: "/profil/wishlist", user });
    expect(listed.data.items).toEqual([expect.objectContaining({ productId, priceAlert: true })]);
    const off = await callAction(wishlistRoute, { path: "/profil/wishlist", user, form: { intent: "price-alert", productId, value: "false" } });
    expect(off).toMatchObject({ status: 200, data: { ok: true, message: "Powiadomienie o obniżce ceny zostało wyłączone." } });
    expect(await alertOf(user.id, productId)).toBe(false);
  });

  it("cannot switch another user's item (404, nothing changes), even with a userId in the form", async () => {
    const victim = await wished(false);
    const attacker = await createUser();
    const res = await callAction(wishlistRoute, {
      path: "/profil/wishlist",
      user: attacker,
      form: { intent: "price-alert", productId: victim.productId, value: "true", userId: victim.user.id },
    });
    expect(res).toMatchObject({ status: 404, data: { ok: false, message: "Tego produktu nie ma na Twojej wishliście." } });
    expect(await alertOf(victim.user.id, victim.productId)).toBe(false);
  });

  it("refuses bad input with 400, anonymous with the sign-in page, another site with 403", async () => {
    const { user, productId } = await wished();
    const forms: Record<string, string>[] = [{ productId, value: "maybe" }, { productId: "1; DROP TABLE x", value: "true" }, { value: "true" }];
    for (const form of forms) {
      const res = await callAction(wishlistRoute, { path: "/profil/wishlist", user, form: { intent: "price-alert", ...form } });
      expect(res).toMatchObject({ status: 400, data: { ok: false, message: "Nie udało się zapisać powiadomienia o obniżce ceny. Spróbuj ponownie." } });
    }
    const anonymous = await callAction(wishlistRoute, { path: "/profil/wishlist", form: { intent: "price-alert", productId, value: "true" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/logowanie/);
    const crossSite = await callAction(wishlistRoute, { path: "/profil/wishlist", user, headers: { origin: "https://evil.example" }, form: { intent: "price-alert", productId, value: "true" } });
    expect(crossSite.status).toBe(403);
    expect(await alertOf(user.id, productId)).toBe(false);
  });
});

describe("/alert-cenowy/wypisz", () => {
  it("GET shows the confirmation and changes nothing (mail scanners prefetch links)", async () => {
    const { user, productId } = await wished(true);
    const token = unsubscribeToken(user.id, productId);
    const page = await callLoader<{ view: string; title: string; alertOn: boolean }>(unsubscribeRoute, { path: `/alert-cenowy/wypisz?t=${token}` });
    expect(page).toMatchObject({ status: 200, data: { view: "confirm", alertOn: true } });
    expect(await alertOf(user.id, productId)).toBe(true);
  });

  it("is shown in the language of the token's user (ADR 091), whoever opens it; a forged link names none", async () => {
    const english = await wished(true);
    await db.update(userSettings).set({ language: "en" }).where(eq(userSettings.userId, english.user.id));
    const polish = await wished(true);
    const signedInEnglish = await createUser();
    await db.update(userSettings).set({ language: "en" }).where(eq(userSettings.userId, signedInEnglish.id));
    const open = (subject: { user: { id: string }; productId: string }, user?: Awaited<ReturnType<typeof createUser>>) =>
      callLoader<{ pageLocale?: string }>(unsubscribeRoute, { path: `/alert-cenowy/wypisz?t=${unsubscribeToken(subject.user.id, subject.productId)}`, user });
    expect((await open(english)).data.pageLocale).toBe("en");
    expect((await open(polish)).data.pageLocale).toBe("pl");
    expect((await open(polish, signedInEnglish)).data.pageLocale).toBe("pl"); // the mail's reader, not the session
    const forged = await callLoader<{ pageLocale?: string }>(unsubscribeRoute, { path: "/alert-cenowy/wypisz?t=abc.def" });
    expect(forged.status).toBe(400);
    expect(forged.data.pageLocale).toBeUndefined();
  });

  it("a forged or missing token answers 400 and changes nothing", async () => {
    const { user, productId } = await wished(true);
    const other = await createUser();
    const [, signature] = unsubscribeToken(other.id, productId).split(".");
    const forged = `${Buffer.from(`${user.id}\n${productId}`).toString("base64url")}.${signature}`;
    for (const path of [`/alert-cenowy/wypisz?t=${forged}`, "/alert-cenowy/wypisz"]) {
      expect((await callLoader(unsubscribeRoute, { path })).status).toBe(400);
      expect(await callAction(unsubscribeRoute, { path, form: { intent: "all" } })).toMatchObject({ status: 400, data: { ok: false, data: { view: "invalid" } } });
    }
    expect(await callAction(unsubscribeRoute, { path: "/alert-cenowy/wypisz", form: { t: forged, intent: "product" } })).toMatchObject({ status: 400 });
    expect(await alertOf(user.id, productId)).toBe(true);
  });

  it("the button turns off that product's alert without signing in; 'all' turns off every one of that user", async () => {
    const first = await wished(true);
    const second = await createProduct();
    await db.insert(wishlistItems).values({ userId: first.user.id, productId: second.id, priceAlert: true });
    const done = await callAction(unsubscribeRoute, { path: "/alert-cenowy/wypisz", form: { t: unsubscribeToken(first.user.id, first.productId), intent: "product" } });
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: "Powiadomienie wyłączone.", data: { scope: "product" } } });
    expect(await alertOf(first.user.id, first.productId)).toBe(false);
    expect(await alertOf(first.user.id, second.id)).toBe(true);
    await callAction(unsubscribeRoute, { path: "/alert-cenowy/wypisz", form: { t: unsubscribeToken(first.user.id, first.productId), intent: "all" } });
    expect(await alertOf(first.user.id, second.id)).toBe(false);
  });

  it("takes the RFC 8058 one-click POST (token in the query, no Origin) from a mail provider", async () => {
    const { user, productId } = await wished(true);
    const res = await callAction(unsubscribeRoute, { path: `/alert-cenowy/wypisz?t=${unsubscribeToken(user.id, productId)}`, form: { "List-Unsubscribe": "One-Click" } });
    expect(res).toMatchObject({ status: 200, data: { ok: true, data: { scope: "product" } } });
    expect(await alertOf(user.id, productId)).toBe(false);
  });
});
