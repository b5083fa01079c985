import { and, eq, inArray, isNull } from "drizzle-orm";
import { storeProcessedImage, type SavedImage } from "../../../features/media/images.server";
import type { Executor } from "../../client.server";
import {
  clickDailyTotals, productAffiliateLinks, productCategories, productCodes, productImages, productLikes, productPriceHistory, productReviews, products,
  productSocialLinks, productStats, productTags, wishlistItems,
} from "../../schema";
import { renderArt } from "./art";
import { demoClickDays } from "./click-days";
import type { DemoUsers } from "./accounts";
import { HOME_TECH_PRODUCTS } from "./products-home-tech";
import { OUTDOOR_GIFTS_PRODUCTS } from "./products-outdoor-gifts";
import { STYLE_KIDS_PRODUCTS } from "./products-style-kids";
import { demoComment, demoRating } from "./reviews";
import { formatProductCode, urlAliasFor } from "../../../features/catalog/product-code";
import type { Random } from "./text";
import type { DemoProduct } from "./types";

export const DEMO_PRODUCTS: DemoProduct[] = [...HOME_TECH_PRODUCTS, ...STYLE_KIDS_PRODUCTS, ...OUTDOOR_GIFTS_PRODUCTS];

export type SeededProduct = DemoProduct & {
  id: string; code: string; urlAlias: string; imageUrls: string[]; affiliateLinks: Record<string, string>; socialLinks: Record<string, string>;
};

const DAY = 86_400_000;
const TIKTOK_HANDLES = ["viralne.produkty", "gadzety.z.chin", "kasia.testuje", "domowe.hacki", "tomek.unboxing"];
const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

/** Runs `task` over `items` with at most `limit` in flight: sharp work, then a storage write each. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function links(random: Random, p: DemoProduct, alias: string) {
  const alnum = (n: number) => Array.from({ length: n }, () => random.pick([...ALNUM])).join("");
  const slug = alias.slice(10);
  const affiliate: Record<string, string> = {};
  if (p.shops.includes("t")) affiliate.temu = `https://www.temu.com/pl/${slug}-g-60${random.digits(13)}.html`;
  if (p.shops.includes("a")) affiliate.aliexpress = `https://pl.aliexpress.com/item/100500${random.digits(10)}.html`;
  if (p.shops.includes("m")) affiliate.amazon = `https://www.amazon.pl/dp/B0${alnum(8)}`;
  const social: Record<string, string> = {};
  if (p.social.includes("k")) social.tiktok = `https://www.tiktok.com/@${random.pick(TIKTOK_HANDLES)}/video/73${random.digits(17)}`;
  if (p.social.includes("i")) social.instagram = `https://www.instagram.com/p/C${alnum(10)}/`;
  return { affiliateLinks: affiliate, socialLinks: social };
}

/**
 * Issue #15 pt 13: this site's own counters for a small, young catalogue — not the viral video's
 * millions (DemoProduct.views/likes/shares describe the buzz on TikTok/Instagram and only rank the
 * products here). Views grow with the days listed and the buzz; about one visitor in 40–120 writes a
 * review, 2–6% like, well under 1% share, 1–4% click through to a shop.
 */
export function siteFigures(random: Random, p: DemoProduct, daysListed: number, reviews: number, likeRows: number) {
  const buzz = Math.min(1, Math.max(0, (Math.log10(Math.max(p.views, 1)) - 4.5) / 2)); // 30K → 0, 3M → 1
  const perDay = 2 + buzz * 28 * (0.8 + random.next() * 0.4);
  const views = Math.max(Math.round(perDay * Math.max(daysListed, 1)), reviews * random.int(40, 120), 25);
  return {
    views,
    likes: Math.max(likeRows, Math.round(views * (0.02 + random.next() * 0.04))),
    shares: Math.round(views * (0.002 + random.next() * 0.006)),
    clicks: Math.round(views * (0.01 + random.next() * 0.03)),
  };
}

/**
 * ADR 120 (Omnibus): a demo price is a real reduction. Each product was listed at its full price when
 * it was added; a discounted one was lowered later, through the same trigger as an editor's save, so
 * it carries the price before the reduction a card strikes through.
 */
async function reduceDemoPrices(db: Executor, seeded: SeededProduct[], createdAt: Date[], random: Random, now: Date) {
  for (const [i, p] of seeded.entries()) {
    const headline = and(eq(productPriceHistory.productId, p.id), isNull(productPriceHistory.platform));
    await db.update(productPriceHistory).set({ recordedAt: createdAt[i] }).where(headline);
    if (p.discounted == null) continue;
    const listed = createdAt[i].getTime();
    const reducedAt = new Date(listed + random.next() * Math.max(now.getTime() - DAY - listed, 0));
    await db.update(products).set({ priceDiscounted: p.discounted }).where(eq(products.id, p.id));
    await db.update(productPriceHistory).set({ recordedAt: reducedAt })
      .where(and(headline, eq(productPriceHistory.price, p.discounted)));
  }
}

export async function seedDemoProducts(db: Executor, users: DemoUsers, random: Random, now: Date): Promise<SeededProduct[]> {
  const categories = await db.select({ id: productCategories.id, code: productCategories.code }).from(productCategories)
    .where(inArray(productCategories.code, [...new Set(DEMO_PRODUCTS.map((p) => p.category))]));
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));

  // Main image carries the product's short name; further images are alternative palettes and angles.
  const imageJobs = DEMO_PRODUCTS.flatMap((p, productIndex) =>
    Array.from({ length: p.images }, (_, variant) => ({ p, productIndex, variant })),
  );
  const rendered = await mapLimit(imageJobs, 3, ({ p, variant }) =>
    renderArt({ kind: p.kind, category: p.category, label: variant === 0 ? p.short : undefined, variant }),
  );
  // One at a time: `db` may be a transaction, which is a single connection.
  const saved: SavedImage[] = [];
  for (const [i, image] of rendered.entries()) {
    saved.push(await storeProcessedImage({ folder: "demo", name: imageJobs[i].p.short, image, uploadedBy: users.adminId }, db));
  }

  const sequences = new Map<string, number>();
  const seeded: SeededProduct[] = DEMO_PRODUCTS.map((p, index) => {
    const pair = `${p.category}-${p.type}`;
    const sequence = (sequences.get(pair) ?? 0) + 1;
    sequences.set(pair, sequence);
    const code = formatProductCode(p.category, p.type, sequence);
    const urlAlias = urlAliasFor(code, p.title);
    const imageUrls = imageJobs.flatMap((job, i) => (job.productIndex === index ? [saved[i].url] : []));
    return { ...p, id: crypto.randomUUID(), code, urlAlias, imageUrls, ...links(random, p, urlAlias) };
  });

  const createdAt = seeded.map(() => new Date(now.getTime() - random.int(3, 90) * DAY - random.int(0, 86_399) * 1000));
  await db.insert(products).values(
    seeded.map((p, i) => ({
      id: p.id, title: p.title, description: p.description, categoryId: categoryId.get(p.category)!, productType: p.type,
      priceOriginal: p.price, priceDiscounted: null, priceCurrency: "PLN", isVerified: p.verified ?? false,
      isTrending: p.trending ?? false, isScam: p.scam ?? false, code: p.code, urlAlias: p.urlAlias,
      createdAt: createdAt[i], updatedAt: createdAt[i],
    })),
  );
  await reduceDemoPrices(db, seeded, createdAt, random, now);
  await db.insert(productCodes).values(
    seeded.map((p, i) => ({
      code: p.code, categoryCode: p.category, typeCode: p.type, sequenceNumber: Number(p.code.slice(-3)), productId: p.id,
      createdAt: createdAt[i],
    })),
  );
  await db.insert(productTags).values(seeded.flatMap((p) => p.tags.map((tag, position) => ({ productId: p.id, tag, position }))));
  // ADR 127: no description for the first image (the title stands in on the product page; a card's own
  // heading is the title, so a copy of it as the card image's alt would be read twice).
  await db.insert(productImages).values(
    seeded.flatMap((p) => p.imageUrls.map((url, position) => ({ productId: p.id, url, position, alt: position ? `${p.title} – zdjęcie ${position + 1}` : "" }))),
  );
  await db.insert(productAffiliateLinks).values(
    seeded.flatMap((p) => Object.entries(p.affiliateLinks).map(([platform, url]) => ({ productId: p.id, platform, url }))),
  );
  const socialRows = seeded.flatMap((p) => Object.entries(p.socialLinks).map(([platform, url]) => ({ productId: p.id, platform, url })));
  if (socialRows.length) await db.insert(productSocialLinks).values(socialRows);

  // Ratings come from real review rows (DESIGN §5), so product_stats is derived, never invented.
  const reviewers = [...users.reviewerIds, users.janId];
  const reviewRows = seeded.flatMap((p, i) => {
    const count = p.scam ? random.int(3, 5) : random.int(p.views > 300_000 ? 3 : 0, 7);
    const since = createdAt[i].getTime();
    return random.shuffle(reviewers).slice(0, count).map((userId) => {
      const rating = demoRating(random, p.quality);
      const at = new Date(since + random.next() * (now.getTime() - since));
      return { productId: p.id, userId, rating, comment: demoComment(random, rating), likes: random.int(0, 40), dislikes: random.int(0, 6), createdAt: at, updatedAt: at };
    });
  });
  await db.insert(productReviews).values(reviewRows);

  const wished = random.shuffle(seeded.filter((p) => !p.scam)).slice(0, 10);
  await db.insert(wishlistItems).values(wished.slice(0, 4).map((p) => ({ userId: users.janId, productId: p.id })));
  await db.insert(productLikes).values(wished.slice(3).map((p) => ({ userId: users.janId, productId: p.id })));

  const likeRows = wished.slice(3).map((p) => p.id);
  const stats = seeded.map((p, i) => {
    const ratings = reviewRows.filter((r) => r.productId === p.id).map((r) => r.rating);
    const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;
    const site = siteFigures(random, p, (now.getTime() - createdAt[i].getTime()) / DAY, ratings.length, likeRows.includes(p.id) ? 1 : 0);
    return { productId: p.id, ...site, ratingAverage: average, ratingCount: ratings.length };
  });
  await db.insert(productStats).values(stats);
  const days = demoClickDays(seeded.map((p, i) => ({ clicks: stats[i]!.clicks, platforms: Object.keys(p.affiliateLinks), listedAt: createdAt[i]! })), now);
  if (days.length > 0) await db.insert(clickDailyTotals).values(days);
  return seeded;
}
