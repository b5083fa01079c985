import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, products, profiles, userSettings, wishlistItems } from "~/db/schema";
import { mailSinkForFile } from "~/features/accounts/test-utils.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { UserError } from "~/utils/action.server";
import { createProduct, createUser } from "../../../tests/factories";
import { mailHeader } from "../../../tests/support/smtp-capture";
import { notifyPriceDrops, sendPriceDropAlerts } from "./price-alerts-send.server";
import { readUnsubscribeToken, unsubscribe, unsubscribeToken, unsubscribeUrl } from "./price-alerts-unsubscribe.server";
import { setPriceAlert } from "./price-alerts.server";
import { exportProductsCsv, importProductsCsv } from "./products-csv.server";

// Issue #13 point 2 (ADR 078). The alerts reach a real SMTP peer; each test reads its own user's mail.
const sink = mailSinkForFile();
afterAll(() => closePageCacheListener());

async function wished(options: { alert?: boolean; traits?: "unverified"[] } = {}) {
  const user = await createUser({ traits: options.traits });
  const title = `Odkurzacz ${crypto.randomUUID().slice(0, 8)}`;
  const product = { ...(await createProduct({ priceOriginal: 100, title })), title };
  await db.insert(wishlistItems).values({ userId: user.id, productId: product.id });
  if (options.alert ?? true) await setPriceAlert(user.id, product.id, true);
  return { user, product };
}

const setPrice = (id: string, price: number) => db.update(products).set({ priceOriginal: price }).where(eq(products.id, id));
const mailsTo = (email: string) => sink.to(email);
const alertOf = async (userId: string, productId: string) =>
  (await db.select({ on: wishlistItems.priceAlert }).from(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId))))[0]?.on;
const setPrefs = (userId: string, prefs: Partial<typeof DEFAULT_NOTIFICATION_PREFERENCES>) =>
  db.update(userSettings).set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...prefs } }).where(eq(userSettings.userId, userId));

describe("price-drop alerts: once per drop", () => {
  it("a drop sends exactly one e-mail with the prices, the product and an unsubscribe link (also as List-Unsubscribe)", async () => {
    const { user, product } = await wished();
    await setPrice(product.id, 80);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(product.title);
    expect(mails[0]!.text).toMatch(/80,00\s*zł \(wcześniej 100,00\s*zł\)/);
    expect(mails[0]!.text).toContain(`/produkt/${product.id}`);
    const link = unsubscribeUrl(user.id, product.id);
    expect(mails[0]!.text).toContain(link);
    expect(mailHeader(mails[0]!.raw, "List-Unsubscribe")).toBe(`<${link}>`);
    expect(mailHeader(mails[0]!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("the same price again (a second save, a second run) sends none", async () => {
    const { user, product } = await wished();
    await setPrice(product.id, 80);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
    await setPrice(product.id, 80); // a save that changes nothing writes no history row
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("two runs at once (two saves committing together) send one e-mail between them", async () => {
    const { user, product } = await wished();
    await setPrice(product.id, 75);
    const counts = await Promise.all([sendPriceDropAlerts([product.id]), sendPriceDropAlerts([product.id]), sendPriceDropAlerts([product.id])]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("a rise sends none; a drop that stays above the last announced price sends none; a drop below it sends again", async () => {
    const { user, product } = await wished();
    await setPrice(product.id, 80);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
    await setPrice(product.id, 90);
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
    await setPrice(product.id, 85); // lower than 90, but not lower than the 80 zł we announced
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
    await setPrice(product.id, 70);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
    expect((await mailsTo(user.email)).map((m) => m.text.replace(/\s/g, " ").match(/wynosi teraz ([\d, ]+zł) \(wcześniej ([\d, ]+zł)\)/)?.slice(1).join(" < "))).toEqual([
      "80,00 zł < 100,00 zł",
      "70,00 zł < 80,00 zł",
    ]);
  });

  it("turning the alert on takes today's price as the reference: an earlier drop is not announced", async () => {
    const { user, product } = await wished({ alert: false });
    await setPrice(product.id, 60);
    await setPriceAlert(user.id, product.id, true);
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
    await setPrice(product.id, 55);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
  });
});

describe("price-drop alerts: the hook after a products CSV import", () => {
  it("an import that lowers the price mails once; importing the same file again mails nothing", async () => {
    const { user, product } = await wished();
    const csv = await exportProductsCsv({ q: product.title, categoryId: null, sort: { key: "createdAt", dir: "desc" } });
    expect(csv).toContain('"100,00"');
    const lowered = csv.replace('"100,00"', '"64,50"');
    expect((await importProductsCsv(lowered)).ok).toBe(true);
    expect((await importProductsCsv(lowered)).ok).toBe(true);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect((await mailsTo(user.email))[0]!.text).toMatch(/64,50\s*zł/);
  });
});

describe("price-drop alerts: who gets none", () => {
  it("alert off (the default, or turned off) sends none", async () => {
    const never = await wished({ alert: false });
    await setPrice(never.product.id, 50);
    const turnedOff = await wished();
    await setPriceAlert(turnedOff.user.id, turnedOff.product.id, false);
    await setPrice(turnedOff.product.id, 50);
    expect(await sendPriceDropAlerts([never.product.id, turnedOff.product.id])).toBe(0);
    expect([...(await mailsTo(never.user.email)), ...(await mailsTo(turnedOff.user.email))]).toHaveLength(0);
  });

  it("notifications off (e-mail master switch or product updates) send none, and the drop is not saved up for later", async () => {
    const noEmail = await wished();
    await setPrefs(noEmail.user.id, { email_notifications: false });
    const noUpdates = await wished();
    await setPrefs(noUpdates.user.id, { product_updates: false });
    await setPrice(noEmail.product.id, 50);
    await setPrice(noUpdates.product.id, 50);
    expect(await sendPriceDropAlerts([noEmail.product.id, noUpdates.product.id])).toBe(0);
    await setPrefs(noEmail.user.id, {});
    expect(await sendPriceDropAlerts([noEmail.product.id])).toBe(0);
    expect([...(await mailsTo(noEmail.user.email)), ...(await mailsTo(noUpdates.user.email))]).toHaveLength(0);
  });

  it("an unconfirmed address, an account awaiting deletion or a blocked account gets none", async () => {
    const unverified = await wished({ traits: ["unverified"] });
    const leaving = await wished();
    const blocked = await wished();
    await db.update(profiles).set({ dataDeletionRequested: true, dataDeletionRequestedAt: new Date() }).where(eq(profiles.id, leaving.user.id));
    // Session 35 (member-mail-rule.server.ts): the newsletter's rule, which the alerts lacked.
    await db.update(profiles).set({ blockedAt: new Date(), blockedUntil: null }).where(eq(profiles.id, blocked.user.id));
    for (const { product } of [unverified, leaving, blocked]) await setPrice(product.id, 40);
    expect(await sendPriceDropAlerts([unverified.product.id, leaving.product.id, blocked.product.id])).toBe(0);
    // A block that has ended no longer stands in the way.
    await db.update(profiles).set({ blockedUntil: new Date(Date.now() - 60_000) }).where(eq(profiles.id, blocked.user.id));
    await setPrice(blocked.product.id, 30);
    expect(await sendPriceDropAlerts([blocked.product.id])).toBe(1);
  });

  it("only the products named are looked at; a failing run never throws into the save", async () => {
    const { product } = await wished();
    await setPrice(product.id, 10);
    const other = await createProduct();
    expect(await sendPriceDropAlerts([other.id])).toBe(0);
    await expect(notifyPriceDrops(["not-a-uuid"])).resolves.toBeUndefined();
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
  });
});

describe("price-alert switch and unsubscribe link", () => {
  it("cannot be switched for a product the user has not wished, nor for another user's item", async () => {
    const owner = await wished({ alert: false });
    const intruder = await createUser();
    const failure = await setPriceAlert(intruder.id, owner.product.id, true).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as UserError).status).toBe(404);
    expect(await alertOf(owner.user.id, owner.product.id)).toBe(false);
  });

  it("a forged, altered or foreign token is refused; a genuine one turns the alert off", async () => {
    const { user, product } = await wished();
    const token = unsubscribeToken(user.id, product.id);
    const [payload, signature] = token.split(".");
    const other = await createUser();
    const forgedPayload = Buffer.from(`${other.id}\n${product.id}`).toString("base64url");
    for (const bad of ["", "x", `${payload}.`, `${payload}.${signature}x`, `${forgedPayload}.${signature}`, `${payload}.${signature}.x`, 42]) {
      expect(readUnsubscribeToken(bad)).toBeNull();
    }
    expect(await alertOf(user.id, product.id)).toBe(true);
    const subject = readUnsubscribeToken(token);
    expect(subject).toEqual({ userId: user.id, productId: product.id });
    expect(await unsubscribe(subject!, "product")).toBe(1);
    expect(await alertOf(user.id, product.id)).toBe(false);
    expect(await unsubscribe(subject!, "product")).toBe(0); // again: still a success, nothing to do
    await setPrice(product.id, 20);
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
  });

  it("'all' turns off every price alert of that user only", async () => {
    const first = await wished();
    const second = await createProduct();
    await db.insert(wishlistItems).values({ userId: first.user.id, productId: second.id });
    await setPriceAlert(first.user.id, second.id, true);
    const bystander = await wished();
    expect(await unsubscribe({ userId: first.user.id, productId: first.product.id }, "all")).toBe(2);
    expect(await alertOf(first.user.id, second.id)).toBe(false);
    expect(await alertOf(bystander.user.id, bystander.product.id)).toBe(true);
  });
});
