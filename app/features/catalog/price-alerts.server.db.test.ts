import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, products, userSettings, wishlistItems } from "~/db/schema";
import type { MailMessage } from "~/features/mail/mailer.server";
import { closePageCacheListener } from "~/server/page-cache.server";
import { createProduct, createUser } from "../../../tests/factories";
import { sendPriceDropAlerts, setPriceAlert, unsubscribeUrl, verifyUnsubscribe } from "./price-alerts.server";

const sent: MailMessage[] = [];
vi.mock("~/features/mail/mailer.server", () => ({ queueMail: (m: MailMessage) => sent.push(m) }));
afterAll(() => closePageCacheListener());

async function wishedProduct(alert: boolean) {
  const user = await createUser();
  const product = await createProduct({ priceOriginal: 100 });
  await db.insert(wishlistItems).values({ userId: user.id, productId: product.id });
  if (alert) expect(await setPriceAlert(user.id, product.id, true)).toBe(true);
  return { user, product };
}

const setPrice = (id: string, price: number) => db.update(products).set({ priceOriginal: price }).where(eq(products.id, id));
const mailsTo = (email: string) => sent.filter((m) => m.to === email);

describe("price-drop alerts", () => {
  it("one drop sends exactly one e-mail with an unsubscribe link; a rise sends none", async () => {
    const { user, product } = await wishedProduct(true);
    await setPrice(product.id, 80);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
    expect(await sendPriceDropAlerts([product.id])).toBe(0); // the same drop again
    const [mail] = mailsTo(user.email);
    expect(mail!.text).toMatch(/80,00\s*zł/);
    expect(mail!.text).toContain(unsubscribeUrl(user.id, product.id));
    await setPrice(product.id, 90);
    expect(await sendPriceDropAlerts([product.id])).toBe(0);
    await setPrice(product.id, 70);
    expect(await sendPriceDropAlerts([product.id])).toBe(1);
    expect(mailsTo(user.email)).toHaveLength(2);
  });

  it("sends nothing without the opt-in, or when notifications are off", async () => {
    const quiet = await wishedProduct(false);
    await setPrice(quiet.product.id, 50);
    expect(await sendPriceDropAlerts([quiet.product.id])).toBe(0);
    const off = await wishedProduct(true);
    await db.update(userSettings).set({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, email_notifications: false } }).where(eq(userSettings.userId, off.user.id));
    await setPrice(off.product.id, 50);
    expect(await sendPriceDropAlerts([off.product.id])).toBe(0);
    expect(mailsTo(off.user.email)).toHaveLength(0);
  });

  it("cannot be turned on for a product that is not on the user's wishlist", async () => {
    const user = await createUser();
    const product = await createProduct();
    expect(await setPriceAlert(user.id, product.id, true)).toBe(false);
  });

  it("the unsubscribe signature is bound to the user and product", async () => {
    const { user, product } = await wishedProduct(true);
    const token = new URL(unsubscribeUrl(user.id, product.id)).searchParams.get("t")!;
    expect(verifyUnsubscribe(user.id, product.id, token)).toBe(true);
    const other = await createUser();
    expect(verifyUnsubscribe(other.id, product.id, token)).toBe(false);
    expect(verifyUnsubscribe(user.id, product.id, "x")).toBe(false);
  });
});
