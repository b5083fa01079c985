import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { outboundClicks, productAffiliateLinks, productStats, products } from "~/db/schema";
import { loader as go } from "~/routes/public/go";
import { ADDRESS_CAP } from "./views.server";

// Issue #12 point 6: the click figures mean people. Found before: 30 of 30 hits from one visitor
// counted, and 30 of 30 from another site's <img>.
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function productWithShop(platform = "temu") {
  const [p] = await db.insert(products).values({ title: "Produkt" }).returning({ id: products.id });
  await db.insert(productAffiliateLinks).values({ productId: p.id, platform, url: `https://shop.example/${platform}` });
  return p.id;
}

async function clicks(id: string) {
  const [s] = await db.select({ clicks: productStats.clicks }).from(productStats).where(eq(productStats.productId, id));
  const rows = await db.select().from(outboundClicks).where(eq(outboundClicks.productId, id));
  return { stat: s?.clicks ?? 0, rows: rows.length };
}

function hit(id: string, platform: string, headers: Record<string, string> = {}, method = "GET") {
  const request = new Request(`http://localhost:3000/go/${id}/${platform}`, {
    method,
    headers: { "x-forwarded-for": "203.0.113.9", "user-agent": CHROME, ...headers },
  });
  const context = { get: () => null };
  return go({ request, params: { productId: id, platform }, context } as unknown as Parameters<typeof go>[0]);
}

const NAVIGATION = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" };

describe("/go/ affiliate clicks", () => {
  it("counts one visitor once per product and shop per 30 minutes, and always redirects", async () => {
    const id = await productWithShop("temu");
    await db.insert(productAffiliateLinks).values({ productId: id, platform: "amazon", url: "https://shop.example/amazon" });
    for (let i = 0; i < 5; i += 1) {
      const response = (await hit(id, "temu", NAVIGATION)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("https://shop.example/temu");
    }
    expect(await clicks(id)).toEqual({ stat: 1, rows: 1 });
    // Another shop, and another person (other address), each count once more.
    await hit(id, "amazon", NAVIGATION);
    await hit(id, "temu", { ...NAVIGATION, "x-forwarded-for": "198.51.100.20" });
    expect(await clicks(id)).toEqual({ stat: 3, rows: 3 });
  });

  it("redirects to a link saved with Polish letters, percent-encoded (it was a 500)", async () => {
    const [p] = await db.insert(products).values({ title: "Produkt" }).returning({ id: products.id });
    await db.insert(productAffiliateLinks).values({ productId: p.id, platform: "temu", url: "https://temu.com/szukaj/ładowarka-ąę" });
    const response = (await hit(p.id, "temu", NAVIGATION)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://temu.com/szukaj/%C5%82adowarka-%C4%85%C4%99");
  });

  it("counts at most ADDRESS_CAP clicks per address, product and shop in 30 minutes, whatever the user agent (ADR 140)", async () => {
    const id = await productWithShop("temu");
    for (let i = 0; i < 25; i++) {
      const response = (await hit(id, "temu", { ...NAVIGATION, "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0.${i}.0 Safari/537.36` })) as Response;
      expect(response.status).toBe(302); // always sent on to the shop
    }
    expect(await clicks(id)).toEqual({ stat: ADDRESS_CAP, rows: ADDRESS_CAP });
    await hit(id, "temu", { ...NAVIGATION, "x-forwarded-for": "198.51.100.20" });
    expect((await clicks(id)).stat).toBe(ADDRESS_CAP + 1);
  });

  it("counts again after the 30 minutes", async () => {
    const id = await productWithShop();
    await hit(id, "temu", NAVIGATION);
    await db.execute(`UPDATE outbound_clicks SET created_at = now() - interval '31 minutes' WHERE product_id = '${id}'`);
    await hit(id, "temu", NAVIGATION);
    expect((await clicks(id)).stat).toBe(2);
  });

  it.each([
    { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site" },
    { "sec-fetch-dest": "script", "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site" },
    { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate", "sec-fetch-site": "cross-site" },
    { "sec-fetch-dest": "style", "sec-fetch-mode": "no-cors", "sec-fetch-site": "same-origin" },
    { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site" },
  ])("does not count a sub-resource request %o, but still redirects", async (headers) => {
    const id = await productWithShop();
    for (let i = 0; i < 3; i += 1) {
      // A fresh address each time: only the request kind may stop it from counting.
      const response = (await hit(id, "temu", { ...headers, "x-forwarded-for": `192.0.2.${i + 1}` })) as Response;
      expect(response.status).toBe(302);
    }
    expect(await clicks(id)).toEqual({ stat: 0, rows: 0 });
  });

  it("does not count a HEAD (a link checker), which still gets the redirect (review, session 24)", async () => {
    const id = await productWithShop();
    expect(((await hit(id, "temu", { "x-forwarded-for": "198.51.100.5" }, "HEAD")) as Response).status).toBe(302);
    expect(await clicks(id)).toEqual({ stat: 0, rows: 0 });
  });

  it("counts a person arriving from another site's link (cross-site navigation) and an old browser without Fetch Metadata", async () => {
    const id = await productWithShop();
    await hit(id, "temu", { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "cross-site" });
    await hit(id, "temu", { "x-forwarded-for": "198.51.100.77" });
    expect((await clicks(id)).stat).toBe(2);
  });
});
