// Product save and delete for the admin panel (spec: admin §2 Product form, §4 Product update, §8
// Product save; ADR 028). One transaction per save: product, tags, images, links and code record
// change together or not at all; the page cache is emptied after commit (every URL form, lists,
// home, sitemap: the cache is cleared as a whole).
import { and, eq, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  productAffiliateLinks,
  productCategories,
  productCodes,
  productImages,
  products,
  productSocialLinks,
  productStats,
  productTags,
  productTypes,
} from "~/db/schema";
import { markUploadsAttached, unknownImages } from "~/features/media/uploads.server";
import { UserError } from "~/utils/action.server";
import { assertUnchangedSince } from "~/utils/stale-version.server";
import { earlierResult, recordResult } from "~/utils/submission-key.server";
import { invalidatePageCache } from "~/server/page-cache.server";
import { recordActivity } from "~/features/activity/activity-log.server";
import { notifyPriceDrops } from "./price-alerts-send.server";
import { forgetChangedLinkChecks } from "./link-checks.server";
import { codeMismatch, parseProductCode, typeNotFoundMessage } from "./product-code";
import { productSnapshot, recordProductSave } from "./product-activity.server";
import { handOnReplacement, pointRemovedAddresses } from "./removed-products.server";
import { IMAGE_ADDRESS_MESSAGE, type ProductSaveInput } from "./product-form-schema";
import { databaseError } from "~/db/errors.server";

export const SAVE_ERROR_PREFIX = "Wystąpił błąd podczas zapisywania produktu";
export const DELETE_ERROR_MESSAGE = "Błąd podczas usuwania produktu";
/** A product deleted meanwhile (another tab, another editor): said as such, and the list drops its row. */
export const PRODUCT_GONE_MESSAGE = "Tego produktu już nie ma: mógł zostać usunięty w innej karcie.";
export const CODE_TAKEN_MESSAGE = "Kod już istnieje dla innego produktu";
export const ALIAS_TAKEN_MESSAGE = "Ten alias URL jest już używany przez inny produkt";
export const STALE_MESSAGE =
  "Ten produkt zapisano po otwarciu formularza (w innej karcie albo przez inną osobę). Wczytaj aktualną wersję, aby nie nadpisać tych zmian.";
export const NOT_FOUND_MESSAGE = "Nie znaleziono produktu.";
export const categoryClosedMessage = (name: string) => `Kategoria „${name}” jest wyłączona i nie przyjmuje nowych produktów. Wybierz inną kategorię.`;
export const typeClosedMessage = (name: string) => `Typ „${name}” jest wyłączony i nie przyjmuje nowych produktów. Wybierz inny typ.`;

export type SaveProductOptions = {
  /** Edit: the product id; absent for a new product. */
  id?: string | null;
  /** updated_at (ISO) of the version the form showed; a newer one in the database refuses the save. */
  expectedUpdatedAt?: string | null;
  /** New product: the form page's one-time key; a second send of it returns the first send's product. */
  submissionKey?: string | null;
  /** The session's person: the change log names them (ADR 160); absent for seeding and scripts. */
  actorId?: string | null;
};

type ChosenType = { code: string; name: string; isActive: boolean };

const saveError = (detail: string) => `${SAVE_ERROR_PREFIX}: ${detail}`;

/** Creates or updates a product with everything it owns; returns its id and new updated_at. */
export async function saveProduct(input: ProductSaveInput, options: SaveProductOptions = {}, executor: Executor = db) {
  const saved = await executor.transaction(async (tx) => {
    const earlier = options.id ? null : await earlierResult(tx, options.submissionKey);
    if (earlier) {
      const [first] = await tx.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, earlier));
      return { id: earlier, updatedAt: first?.updatedAt ?? new Date(), repeated: true };
    }
    const [category] = await tx
      .select({ id: productCategories.id, name: productCategories.name, isActive: productCategories.isActive })
      .from(productCategories)
      .where(eq(productCategories.code, input.categoryCode.toUpperCase()));
    if (!category) {
      const message = `Nie znaleziono kategorii o kodzie ${input.categoryCode}`;
      throw new UserError(message, 400, { categoryCode: message });
    }
    let type: ChosenType | undefined;
    if (input.productType) {
      [type] = await tx
        .select({ code: productTypes.code, name: productTypes.name, isActive: productTypes.isActive })
        .from(productTypes)
        .where(and(eq(productTypes.categoryId, category.id), eq(productTypes.code, input.productType)));
      if (!type) {
        const message = typeNotFoundMessage(input.productType, input.categoryCode);
        throw new UserError(message, 400, { productType: message });
      }
    }
    const mismatch = codeMismatch(input);
    if (mismatch) throw new UserError(mismatch, 400, { code: mismatch });
    const id = options.id || null;
    let current: { categoryId: string | null; productType: string | null } | null = null;
    if (id) {
      // Row lock: a concurrent save of the same product waits here, then sees our updated_at.
      const [locked] = await tx
        .select({ updatedAt: products.updatedAt, categoryId: products.categoryId, productType: products.productType })
        .from(products)
        .where(eq(products.id, id))
        .for("update");
      if (!locked) throw new UserError(NOT_FOUND_MESSAGE, 404);
      assertUnchangedSince(locked.updatedAt, options.expectedUpdatedAt, STALE_MESSAGE);
      current = locked;
    }
    assertOpenForNewProducts(category, type, current);
    const before = id && options.actorId ? await productSnapshot(tx, id) : null;
    const shown = id ? await tx.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, id)) : [];
    if ((await unknownImages(input.images, shown.map((image) => image.url), tx)).length) {
      throw new UserError(IMAGE_ADDRESS_MESSAGE, 400, { images: IMAGE_ADDRESS_MESSAGE });
    }
    await assertUnique(tx, "code", input.code, id);
    await assertUnique(tx, "urlAlias", input.urlAlias, id);

    const values = {
      title: input.title,
      description: input.description,
      categoryId: category.id,
      productType: input.productType,
      priceOriginal: input.priceOriginal,
      priceDiscounted: input.priceDiscounted,
      priceCurrency: input.priceCurrency,
      isVerified: input.isVerified,
      isTrending: input.isTrending,
      ...(input.isScam === undefined ? {} : { isScam: input.isScam }),
      ...(input.isHidden === undefined ? {} : { isHidden: input.isHidden }),
      code: input.code,
      urlAlias: input.urlAlias,
      ...(input.seoTitle === undefined ? {} : { seoTitle: input.seoTitle }), // ADR 177: absent keeps
      ...(input.seoDescription === undefined ? {} : { seoDescription: input.seoDescription }),
    };
    let productId: string;
    let updatedAt: Date;
    let previousOffers: (typeof productAffiliateLinks.$inferSelect)[] = [];
    let previousImages: { url: string; alt: string }[] = [];
    if (id) {
      // clock_timestamp(): two saves in one transaction (tests) still get different versions.
      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: sql`clock_timestamp()` })
        .where(eq(products.id, id))
        .returning({ id: products.id, updatedAt: products.updatedAt });
      productId = row.id;
      updatedAt = row.updatedAt;
      // spec: admin §7 — replace tags, images and links (delete then insert).
      await tx.delete(productTags).where(eq(productTags.productId, id));
      previousImages = await tx.delete(productImages).where(eq(productImages.productId, id)).returning({ url: productImages.url, alt: productImages.alt });
      previousOffers = await tx.delete(productAffiliateLinks).where(eq(productAffiliateLinks.productId, id)).returning();
      await tx.delete(productSocialLinks).where(eq(productSocialLinks.productId, id));
    } else {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id, updatedAt: products.updatedAt });
      productId = row.id;
      updatedAt = row.updatedAt;
      await tx.insert(productStats).values({ productId });
    }
    if (input.tags.length) await tx.insert(productTags).values(input.tags.map((tag, position) => ({ productId, tag, position })));
    if (input.images.length) await tx.insert(productImages).values(imageRows(productId, input, previousImages));
    if (input.affiliateLinks.length) {
      await tx.insert(productAffiliateLinks).values(offerRows(productId, input.affiliateLinks, input.priceCurrency, previousOffers));
    }
    // ADR 170: a shop address changed (or gone) takes its last check with it.
    if (id) await forgetChangedLinkChecks(tx, productId);
    if (input.socialLinks.length) await tx.insert(productSocialLinks).values(input.socialLinks.map((l) => ({ productId, ...l })));
    await registerCode(tx, productId, input.code);
    await markUploadsAttached(input.images, tx);
    await recordProductSave(tx, options.actorId, productId, before);
    if (!id) await recordResult(tx, options.submissionKey, productId);
    return { id: productId, updatedAt, repeated: false };
  }).catch(uniqueRace);
  if (saved.repeated) return saved;
  await invalidatePageCache();
  await notifyPriceDrops([saved.id]); // issue #13 point 2 (ADR 078): after commit, once per drop, never fails the save
  return saved;
}

/**
 * ADR 132: a switched-off category or type takes no new products. A product already in one keeps it
 * (its form offers it, so a save does not move it silently); only a new product, or one moved into it
 * from elsewhere, is refused — the form's choice list says the same, this is the server's word on it.
 */
function assertOpenForNewProducts(
  category: { id: string; name: string; isActive: boolean },
  type: ChosenType | undefined,
  current: { categoryId: string | null; productType: string | null } | null,
) {
  const sameCategory = current !== null && current.categoryId === category.id;
  if (!category.isActive && !sameCategory) {
    const message = categoryClosedMessage(category.name);
    throw new UserError(message, 400, { categoryCode: message });
  }
  if (type && !type.isActive && !(sameCategory && current?.productType === type.code)) {
    const message = typeClosedMessage(type.name);
    throw new UserError(message, 400, { productType: message });
  }
}

/**
 * ADR 127: images in order with their descriptions. A save without descriptions (`imageAlts` absent)
 * keeps the one each URL had, so a caller that does not know them never wipes them.
 */
function imageRows(productId: string, input: ProductSaveInput, previous: { url: string; alt: string }[]) {
  const altOf = new Map(previous.map((image) => [image.url, image.alt]));
  return input.images.map((url, position) => ({ productId, url, position, alt: input.imageAlts ? (input.imageAlts[position] ?? "") : (altOf.get(url) ?? "") }));
}

/**
 * Issue #13 (ADR 060): shop links with their offers. An absent price (CSV import without shop prices)
 * keeps the shop's previous one; the checked date moves only when the price or currency changes.
 */
function offerRows(
  productId: string,
  links: ProductSaveInput["affiliateLinks"],
  currency: string,
  previous: (typeof productAffiliateLinks.$inferSelect)[],
) {
  const now = new Date();
  return links.map((link) => {
    const before = previous.find((p) => p.platform === link.platform);
    const price = link.price === undefined ? (before?.price ?? null) : link.price;
    const unchanged = before && before.price === price && before.currency === currency;
    return { productId, platform: link.platform, url: link.url, price, currency, checkedAt: price == null ? null : unchanged ? before.checkedAt : now };
  });
}

/**
 * Two saves of the same new code or alias at once both pass assertUnique, and PostgreSQL refuses the
 * second at its unique index: that is the same 409 with the field's message, not a 500 (operator
 * review, session 31). PGlite runs one transaction at a time and never gets here.
 */
function uniqueRace(error: unknown): never {
  const cause = databaseError(error);
  if (cause?.code === "23505") {
    const field = cause.constraint === "products_url_alias_lower_key" ? "urlAlias" : cause.constraint === "products_code_lower_key" ? "code" : null;
    if (field) {
      const message = field === "code" ? CODE_TAKEN_MESSAGE : ALIAS_TAKEN_MESSAGE;
      throw new UserError(saveError(message), 409, { [field]: message });
    }
  }
  throw error;
}

async function assertUnique(tx: Executor, field: "code" | "urlAlias", value: string | null, id: string | null) {
  if (!value) return;
  const column = field === "code" ? products.code : products.urlAlias;
  const others = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(sql`lower(${column}) = lower(${value})`, id ? ne(products.id, id) : undefined))
    .limit(1);
  if (others.length) {
    const message = field === "code" ? CODE_TAKEN_MESSAGE : ALIAS_TAKEN_MESSAGE;
    throw new UserError(saveError(message), 409, { [field]: message });
  }
}

/** The product's code record (admin §3): the used code is active and points at the product. */
export async function registerCode(tx: Executor, productId: string, code: string | null) {
  await tx
    .update(productCodes)
    .set({ isActive: false })
    .where(and(eq(productCodes.productId, productId), code ? sql`lower(${productCodes.code}) <> lower(${code})` : undefined));
  if (!code) return;
  const parsed = parseProductCode(code)!;
  const [existing] = await tx.select({ id: productCodes.id, productId: productCodes.productId }).from(productCodes).where(sql`lower(${productCodes.code}) = lower(${code})`);
  if (existing && existing.productId && existing.productId !== productId) {
    // Reserved for or used by another product (it may have been deleted and the code kept).
    const [owner] = await tx.select({ id: products.id }).from(products).where(eq(products.id, existing.productId));
    if (owner) throw new UserError(saveError(CODE_TAKEN_MESSAGE), 409, { code: CODE_TAKEN_MESSAGE });
  }
  if (existing) {
    await tx.update(productCodes).set({ productId, isActive: true }).where(eq(productCodes.id, existing.id));
  } else {
    await tx.insert(productCodes).values({ code, categoryCode: parsed.categoryCode, typeCode: parsed.typeCode, sequenceNumber: parsed.sequence, productId });
  }
}

/**
 * Deletes a product: its tags, images, links, stats, likes and reviews go with it (FK cascades);
 * the reviews' authors stay. Its code record is kept, inactive, so the number is not handed out again.
 */
export async function deleteProduct(id: string, executor: Executor = db, actorId?: string | null, replacementId: string | null = null): Promise<void> {
  const deleted = await executor.transaction(async (tx) => {
    await tx.update(productCodes).set({ isActive: false }).where(eq(productCodes.productId, id));
    // ADR 206: addresses sent here follow on to the replacement; then this product's own addresses do.
    if (replacementId) await handOnReplacement(tx, id, replacementId);
    const gone = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id, title: products.title });
    if (replacementId && gone.length) await pointRemovedAddresses(tx, id, replacementId);
    await recordActivity(tx, actorId, ...gone.map((p) => ({ subject: "product", subjectId: p.id, label: p.title, action: "deleted" }) as const));
    return gone;
  });
  if (deleted.length === 0) throw new UserError(PRODUCT_GONE_MESSAGE, 404);
  await invalidatePageCache();
}

export const ADDED_NAMESAKE_MESSAGE = "Dodano produkt. Uwaga: w katalogu jest już inny produkt o tym samym tytule – sprawdź, czy to nie duplikat.";

/** Whether another product has exactly this title (products_title_id_idx; the form saves titles trimmed). */
export async function hasNamesake(id: string, title: string, executor: Executor = db): Promise<boolean> {
  const [row] = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.title, title.trim()), ne(products.id, id)))
    .limit(1);
  return Boolean(row);
}
