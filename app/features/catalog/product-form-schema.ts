// The product form's schema (spec: admin §2 Product form, §3 Product, §5 Product form). Browser-safe:
// the same schema runs in the form (useFormErrors) and in the action (parseForm).
import { isImageAddress } from "~/features/media/upload-rules";
import { z } from "zod";
import { BAD_FORM_MESSAGE, formCheckbox, formText } from "~/utils/form";
import { aliasProblem, isValidProductCode, PRODUCT_CODE_FORMAT_MESSAGE, urlAliasFor } from "./product-code";
import { readAmount, type AmountProblem, type AmountReading } from "~/utils/amount";
import { normalizedHttpUrl, withAssumedScheme } from "~/utils/http-url";
import { oneNewline } from "~/utils/text";
import { seoTextField } from "~/utils/seo-text";
import { MAX_TAGS, normalizeTags, TAG_TOO_LONG_MESSAGE, tagFits } from "./tag-rules";

// The tag rules live in ./tag-rules (ADR 171: the Tagi screen applies them too); re-exported for the form's readers.
export { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags, TAG_TOO_LONG_MESSAGE } from "./tag-rules";

export const REQUIRED_FIELDS_MESSAGE = "Wypełnij wszystkie wymagane pola";
export const CURRENCIES = ["PLN", "EUR", "USD"] as const;
export const AFFILIATE_PLATFORMS = ["temu", "aliexpress", "amazon"] as const;
export const SOCIAL_PLATFORMS = ["tiktok", "instagram", "blog"] as const;
export const MAX_PRODUCT_IMAGES = 5; // spec: admin §5 — at most 5 counting existing images
export const ALIAS_FORMAT_MESSAGE = "Alias może zawierać tylko małe litery, cyfry i pojedyncze myślniki";
export const URL_MESSAGE = "Podaj pełny adres zaczynający się od http:// lub https://";
// ADR 142: each way a price can be wrong has its own words (one message for all of them left the
// editor guessing what to change).
export const PRICE_MESSAGE = "Wpisz cenę jako liczbę, np. 129,99";
export const PRICE_DECIMALS_MESSAGE = "Cena może mieć najwyżej dwa miejsca po przecinku";
export const PRICE_POSITIVE_MESSAGE = "Cena musi być większa od zera";
export const PRICE_CURRENCY_MESSAGE = "Waluta przy cenie nie zgadza się z wybraną walutą";
export const MAX_PRICE = 9_999_999_999.99; // numeric(12, 2)
export const PRICE_TOO_HIGH_MESSAGE = "Cena może wynosić najwyżej 9 999 999 999,99";
export const SHOP_PRICE_WITHOUT_LINK_MESSAGE = "Podaj link do sklepu, aby zapisać jego cenę";
export const DISCOUNT_ABOVE_ORIGINAL_MESSAGE = "Cena po rabacie nie może być wyższa od ceny oryginalnej";
export const MAX_IMAGE_ALT_LENGTH = 200; // ADR 127
export const IMAGE_ADDRESS_MESSAGE = "Nieprawidłowy adres obrazu";
export const IMAGE_ALT_TOO_LONG_MESSAGE = "Opis obrazka może mieć najwyżej 200 znaków";

/** Repeated inputs (tags, images) arrive as one string or an array. */
const list = z.preprocess((v) => (v == null ? [] : Array.isArray(v) ? v : [v]), z.array(z.string()));

const PRICE_PROBLEMS: Record<AmountProblem, string> = {
  format: PRICE_MESSAGE,
  decimals: PRICE_DECIMALS_MESSAGE,
  negative: PRICE_POSITIVE_MESSAGE,
  currency: PRICE_CURRENCY_MESSAGE,
};
const PRICE_FIELDS = ["priceOriginal", "priceDiscounted", "priceTemu", "priceAliexpress", "priceAmazon"] as const;

/**
 * A price field's value, read by `readAmount` as the CSV import and the price filters read it:
 * "1 299,99", "1299.99 zł" are numbers; empty means no price. Its reason when it is none (ADR 119:
 * the spec's "an unparsable value becomes 0" would save a typo as 0 zł). A currency mark must be the
 * form's currency ("12 €" in a złoty product is refused, not guessed).
 */
export function readPrice(value: unknown, currency: unknown = "PLN"): AmountReading {
  if (typeof value !== "string") return { ok: true, value: null };
  return readAmount(value, typeof currency === "string" && currency !== "" ? currency : "PLN");
}

/** The form's price texts, each read in the form's currency before the fields are checked. */
function readPriceFields(input: unknown): unknown {
  if (!input || typeof input !== "object") return input;
  const form = input as Record<string, unknown>;
  return { ...form, ...Object.fromEntries(PRICE_FIELDS.map((name) => [name, readPrice(form[name], form.priceCurrency)])) };
}

// ADR 142: 0 is refused — "0,00 zł -100%" on the public page, and the lowest price of the history the
// Omnibus reference (ADR 120) reads. A product whose price is unknown leaves the field empty.
const price = z.custom<AmountReading>().transform((reading, ctx) => {
  if (!reading.ok) {
    ctx.addIssue({ code: "custom", message: PRICE_PROBLEMS[reading.problem] });
    return z.NEVER;
  }
  const amount = reading.value;
  if (amount === null) return null;
  if (amount <= 0) ctx.addIssue({ code: "custom", message: PRICE_POSITIVE_MESSAGE });
  else if (amount > MAX_PRICE) ctx.addIssue({ code: "custom", message: PRICE_TOO_HIGH_MESSAGE });
  return amount;
});

const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? withAssumedScheme(v.trim()) : null),
  z
    .string()
    .max(2000, URL_MESSAGE)
    .refine((v) => normalizedHttpUrl(v) !== null, URL_MESSAGE)
    // Saved as a browser would send it: "ł" in a path becomes %C5%82 (a redirect header must be ASCII).
    .transform((v) => normalizedHttpUrl(v)!)
    .nullable(),
);

/**
 * ADR 127: an image description as stored — line breaks and tabs become spaces, other control characters
 * go, then trimmed. `<` and `>` stay: the description is text, and React escapes it in `alt`.
 */
export function cleanImageAlt(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\t\n\r]+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
}

/** Absent (a client that sends no descriptions) stays undefined: the save then keeps them by URL (ADR 127). */
const imageAlts = z.preprocess(
  (v) => (v == null ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string().transform(cleanImageAlt).pipe(z.string().max(MAX_IMAGE_ALT_LENGTH, IMAGE_ALT_TOO_LONG_MESSAGE))).optional(),
);

const required = formText.pipe(z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE));

const ProductFormFields = z
  .object({
    id: formText.pipe(z.string().trim()),
    /** updated_at of the version the form was opened on (optimistic concurrency, ADR 028). */
    // Hidden; anything but a timestamp was tampered with (it reached `new Date(…).toISOString()`: a 500).
    expectedUpdatedAt: formText.pipe(z.string().trim().refine((v) => v === "" || !Number.isNaN(Date.parse(v)), BAD_FORM_MESSAGE)),
    title: required.pipe(z.string().max(200, "Tytuł może mieć najwyżej 200 znaków")),
    // A CRLF of a plain form post counts (and is stored) as one line break, as the browser counts it.
    description: formText.transform(oneNewline).pipe(z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(20_000, "Opis może mieć najwyżej 20 000 znaków")),
    categoryCode: required,
    productType: formText.pipe(z.string().trim().toUpperCase()),
    // The field stops at 40 characters; a longer tag sent anyway is refused, not cut (review, session 27).
    tags: list
      .refine((tags) => tags.every(tagFits), TAG_TOO_LONG_MESSAGE)
      .transform(normalizeTags)
      .pipe(z.array(z.string()).max(MAX_TAGS, `Najwyżej ${MAX_TAGS} tagów`)),
    images: list.pipe(
      z
        .array(z.string().trim().max(2000).refine(isImageAddress, IMAGE_ADDRESS_MESSAGE))
        .max(MAX_PRODUCT_IMAGES, `Najwyżej ${MAX_PRODUCT_IMAGES} obrazów`),
    ),
    /** The description (alt text) of each image, in the order of `images`. */
    imageAlts,
    priceOriginal: price,
    priceDiscounted: price,
    priceCurrency: z.preprocess((v) => (v === "" || v == null ? "PLN" : v), z.enum(CURRENCIES, "Wybierz walutę: PLN, EUR lub USD")),
    affiliateTemu: optionalUrl,
    affiliateAliexpress: optionalUrl,
    affiliateAmazon: optionalUrl,
    // Issue #13 point 4: the price of each shop link (its offer), in the product's currency.
    priceTemu: price,
    priceAliexpress: price,
    priceAmazon: price,
    socialTiktok: optionalUrl,
    socialInstagram: optionalUrl,
    socialBlog: optionalUrl,
    isVerified: formCheckbox,
    isTrending: formCheckbox,
    isScam: formCheckbox, // issue #15 point 1
    isHidden: formCheckbox, // ADR 157: unticked (or absent) = shown
    code: formText.pipe(
      z
        .string()
        .trim()
        .refine((v) => v === "" || isValidProductCode(v), PRODUCT_CODE_FORMAT_MESSAGE),
    ),
    urlAlias: formText.pipe(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(250, ALIAS_FORMAT_MESSAGE)
        .max(250, ALIAS_FORMAT_MESSAGE),
    ),
    // ADR 177: the page's own search-engine texts; empty = generated, absent = kept as stored.
    seoTitle: seoTextField("title"),
    seoDescription: seoTextField("description"),
  })
  .superRefine((form, ctx) => {
    // Here rather than on the field: a code-shaped alias is allowed when it is the product's own code.
    const aliasRefusal = form.urlAlias === "" ? null : aliasProblem(form.urlAlias, ALIAS_FORMAT_MESSAGE, form.code || null);
    if (aliasRefusal) ctx.addIssue({ code: "custom", path: ["urlAlias"], message: aliasRefusal });
    // A "discount" above the original price would be shown as the price and hide the original one.
    if (form.priceOriginal != null && form.priceDiscounted != null && form.priceDiscounted > form.priceOriginal) {
      ctx.addIssue({ code: "custom", path: ["priceDiscounted"], message: DISCOUNT_ABOVE_ORIGINAL_MESSAGE });
    }
    const pairs = [["priceTemu", form.affiliateTemu], ["priceAliexpress", form.affiliateAliexpress], ["priceAmazon", form.affiliateAmazon]] as const;
    for (const [field, url] of pairs) {
      if (form[field] != null && url == null) ctx.addIssue({ code: "custom", path: [field], message: SHOP_PRICE_WITHOUT_LINK_MESSAGE });
    }
  })
  .transform((form) => ({
    ...form,
    code: form.code || null,
    // spec: admin §4 — a valid code derives the URL alias when none is given.
    urlAlias: form.urlAlias || (form.code ? urlAliasFor(form.code, form.title) : null),
    productType: form.productType || null,
    // One per image: a missing one is empty, an extra one (its image was removed) is dropped.
    imageAlts: form.imageAlts && form.images.map((_, i) => form.imageAlts?.[i] ?? ""),
    affiliateLinks: linksOf({ temu: form.affiliateTemu, aliexpress: form.affiliateAliexpress, amazon: form.affiliateAmazon }).map((link) => ({
      ...link,
      price: { temu: form.priceTemu, aliexpress: form.priceAliexpress, amazon: form.priceAmazon }[link.platform] ?? null,
    })),
    socialLinks: linksOf({ tiktok: form.socialTiktok, instagram: form.socialInstagram, blog: form.socialBlog }),
  }));

/** The fields above, each price read first in the form's currency (readPriceFields). */
export const ProductFormSchema = z.preprocess(readPriceFields, ProductFormFields);

function linksOf(map: Record<string, string | null>): { platform: string; url: string }[] {
  return Object.entries(map)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([platform, url]) => ({ platform, url }));
}

export type ProductFormData = z.output<typeof ProductFormSchema>;

/** The save payload (admin §3) as the write function takes it. */
export type ProductSaveInput = Pick<
  ProductFormData,
  | "title" | "description" | "categoryCode" | "productType" | "tags" | "images" | "priceOriginal" | "priceDiscounted"
  | "priceCurrency" | "isVerified" | "isTrending" | "code" | "urlAlias" | "socialLinks"
> & {
  isScam?: boolean; // optional: callers without the flag (CSV import) leave it as it is
  isHidden?: boolean; // ADR 157, the same
  /** ADR 127: one description per image; absent keeps each image's stored description by its URL. */
  imageAlts?: string[];
  /** Issue #13: a shop link with its offer price (null or absent = price unknown). */
  affiliateLinks: { platform: string; url: string; price?: number | null }[];
  /** ADR 177: the page's own search-engine title and description; null = generated, absent = kept. */
  seoTitle?: string | null;
  seoDescription?: string | null;
};
