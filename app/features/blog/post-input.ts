// spec: admin §3, §5 — the post editor's form, parsed into the stored fields. Every rule of §5 is a
// pure function in post-fields.ts; this file only maps form names to them and collects problems.
import type { CollectionItem, SectionRatings } from "~/db/schema/blog";
import { BLOG_LABELS } from "./labels";
import {
  clampRating,
  clampStars,
  cutSeoDescription,
  cutSeoTitle,
  isHttpUrl,
  normaliseLinks,
  normaliseRatings,
  parseKeywords,
  parseListText,
  parseTags,
} from "./post-fields";
import { joinSections, SECTION_HEADINGS } from "./sections";
import { isReservedPostSlug, postSlug, slugify, slugReservedMessage } from "./slug";
import { zonedToUtc } from "./warsaw-time";
import { isUuid } from "~/utils/uuid";
import { oneNewline } from "~/utils/text";
import { withAssumedScheme } from "~/utils/http-url";

export const POST_TYPES = ["review", "collection", "scam-alert"] as const;
export const SECTION_RATING_KEYS = ["purpose", "quality", "functionality", "price", "conclusions"] as const;

export type PostInput = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  category: string | null;
  type: string;
  tags: string[];
  labels: string[];
  pros: string[];
  cons: string[];
  isPublished: boolean;
  isFeatured: boolean;
  publishedAt: Date | null;
  seo: { metaTitle?: string; metaDescription?: string; keywords?: string[] };
  productId: string | null;
  overallRating: number;
  sectionRatings: SectionRatings;
  notForWho: string | null;
  ratings: Record<string, number>;
  productLinks: Record<string, string>;
  tiktokVideo: string | null;
  products: CollectionItem[];
  scamReason: string | null;
  originalProductLink: string | null;
};

export type FieldErrors = Record<string, string>;
export type ParsedPost = { ok: true; value: PostInput } | { ok: false; errors: FieldErrors };

export const TITLE_REQUIRED = "Tytuł jest wymagany.";
export const BAD_URL = "Podaj pełny adres URL zaczynający się od http:// lub https://.";
export const BAD_DATE = "Podaj prawidłową datę publikacji.";
export const BAD_PRODUCT = "Wybierz produkt z katalogu.";
// Review (session 30): a typed 7 was saved as 5 and the editor told "saved". Out of range is refused;
// the clamps stay for stored data (spec: admin §4 ratings 0–5 by 0.1, section stars 1–5).
export const RATING_RANGE = "Ocena musi być liczbą od 0 do 5 (np. 4,5).";
export const STARS_RANGE = "Ocena sekcji musi być liczbą całkowitą od 1 do 5.";
const ratingNumber = (value: string) => Number(value.trim().replace(",", "."));
const badRating = (value: string) => value.trim() !== "" && !(ratingNumber(value) >= 0 && ratingNumber(value) <= 5);
const badStars = (value: string) => value.trim() !== "" && !(Number.isInteger(ratingNumber(value)) && ratingNumber(value) >= 1 && ratingNumber(value) <= 5);

// Review (session 24): a 600-character title and a 300 000-character section were saved (a 650 kB
// page). The limits leave room for any real post; the product form stops titles at 200 too.
export const POST_LIMITS = { title: 200, excerpt: 500, section: 20_000, body: 100_000, listItem: 300, listItems: 20, note: 2_000, tag: 50, tags: 20, url: 2_000, name: 50, rows: 20, category: 100 } as const;
export const TOO_LONG = {
  title: "Tytuł może mieć najwyżej 200 znaków.",
  excerpt: "Zajawka może mieć najwyżej 500 znaków.",
  section: "Sekcja może mieć najwyżej 20 000 znaków.",
  body: "Treść może mieć najwyżej 100 000 znaków.",
  list: "Lista może mieć najwyżej 20 pozycji, każda do 300 znaków.",
  note: "To pole może mieć najwyżej 2000 znaków.",
  tags: "Tagów może być najwyżej 20, każdy do 50 znaków.",
  // The fields a browser keeps short by itself (maxLength) or never shows: a hand-made post is refused.
  url: "Adres URL może mieć najwyżej 2000 znaków.",
  rows: "Można dodać najwyżej 20 pozycji, każdą z nazwą do 50 znaków.",
  keywords: "Słów kluczowych może być najwyżej 20, każde do 50 znaków.",
  category: "Kategoria może mieć najwyżej 100 znaków.",
  slug: "Adres (slug) może mieć najwyżej 200 znaków.",
} as const;
// Counted as the browser counts a line break (once), whether the post came with CRLF or not.
const length = (value: string) => [...oneNewline(value)].length;

const LABEL_IDS = new Set<string>(BLOG_LABELS.map((l) => l.id));
const ITEM_FIELDS = ["title", "image", "description", "reviewLink", "shopLink", "tiktokLink"] as const;
const ITEM_URL_FIELDS = new Set<string>(["image", "reviewLink", "shopLink", "tiktokLink"]);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? oneNewline(value).trim() : "";
};
const all = (form: FormData, name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
const orNull = (value: string) => value || null;

/** A relative site path (/blog/…, /produkty/…) or an http(s) URL; images may also be our /uploads. */
// A backslash never: browsers read "/\\host" as "//host", another site (review, session 24).
const isLink = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value) || isHttpUrl(value);

export function parsePostForm(form: FormData, now: Date = new Date()): ParsedPost {
  const errors: FieldErrors = {};
  const title = text(form, "title");
  if (!title) errors.title = TITLE_REQUIRED;
  else if (length(title) > POST_LIMITS.title) errors.title = TOO_LONG.title;
  if (length(text(form, "excerpt")) > POST_LIMITS.excerpt) errors.excerpt = TOO_LONG.excerpt;
  const bodyMode = text(form, "contentMode") === "body";
  if (bodyMode && length(form.get("body")?.toString() ?? "") > POST_LIMITS.body) errors.body = TOO_LONG.body;
  if (!bodyMode) {
    for (const [key] of SECTION_HEADINGS) if (length(form.get(`section.${key}`)?.toString() ?? "") > POST_LIMITS.section) errors[`section.${key}`] = TOO_LONG.section;
  }
  for (const name of ["pros", "cons"]) {
    const items = parseListText(form.get(name)?.toString());
    if (items.length > POST_LIMITS.listItems || items.some((item) => length(item) > POST_LIMITS.listItem)) errors[name] = TOO_LONG.list;
  }
  for (const name of ["notForWho", "scamReason"]) if (length(text(form, name)) > POST_LIMITS.note) errors[name] = TOO_LONG.note;
  const tagList = parseTags(all(form, "tags"));
  if (tagList.length > POST_LIMITS.tags || tagList.some((tag) => length(tag) > POST_LIMITS.tag)) errors.tags = TOO_LONG.tags;
  for (const name of ["featuredImage", "tiktokVideo", "originalProductLink"]) if (length(text(form, name)) > POST_LIMITS.url) errors[name] = TOO_LONG.url;
  const keywords = parseKeywords(text(form, "seoKeywords"));
  if (keywords.length > POST_LIMITS.tags || keywords.some((k) => length(k) > POST_LIMITS.tag)) errors.seoKeywords = TOO_LONG.keywords;
  if (length(text(form, "category")) > POST_LIMITS.category) errors.category = TOO_LONG.category;
  if (length(text(form, "slug")) > POST_LIMITS.title) errors.slug = TOO_LONG.slug;
  const linkPlatforms = all(form, "linkPlatform");
  const linkUrls = all(form, "linkUrl");
  const ratingNames = all(form, "ratingName");
  if (linkPlatforms.length > POST_LIMITS.rows + 3 || linkPlatforms.some((p) => length(p) > POST_LIMITS.name)) errors.links = TOO_LONG.rows;
  linkUrls.forEach((url, i) => {
    if (length(url) > POST_LIMITS.url) errors[`link.${i}`] = TOO_LONG.url;
  });
  if (ratingNames.length > POST_LIMITS.rows || ratingNames.some((n) => length(n) > POST_LIMITS.name)) errors.ratings = TOO_LONG.rows;
  if (badRating(text(form, "overallRating"))) errors.overallRating = RATING_RANGE;
  for (const key of SECTION_RATING_KEYS) if (badStars(text(form, `sectionRating.${key}`))) errors[`sectionRating.${key}`] = STARS_RANGE;
  all(form, "ratingValue").forEach((value, i) => {
    if (badRating(value)) errors[`rating.${i}`] = RATING_RANGE;
  });

  // Sections mode stores the structured markdown; body mode stores the body as typed.
  const content =
    bodyMode
      ? oneNewline(form.get("body")?.toString() ?? "").trim()
      : joinSections(Object.fromEntries(SECTION_HEADINGS.map(([key]) => [key, oneNewline(form.get(`section.${key}`)?.toString() ?? "").trim()])));

  const links = normaliseLinks(all(form, "linkPlatform").map((platform, i) => ({ platform, url: all(form, "linkUrl")[i] ?? "" })));
  links.problems.forEach((p) => (errors[`link.${p.index}`] = p.message));

  const ratings = normaliseRatings(all(form, "ratingName").map((name, i) => ({ name, value: all(form, "ratingValue")[i] ?? "" })));
  const sectionRatings = Object.fromEntries(SECTION_RATING_KEYS.map((key) => [key, clampStars(text(form, `sectionRating.${key}`))])) as SectionRatings;

  // Collection items are indexed (item.{i}.{field}): an item without an image sends no image field.
  const products: CollectionItem[] = [];
  const itemCount = Math.min(50, Math.max(0, Number(text(form, "itemCount")) || 0));
  for (let i = 0; i < itemCount; i++) {
    // The id is a catalogue product's (a uuid) or the editor's own "item-{n}"; anything else is replaced.
    const sentId = text(form, `item.${i}.id`);
    const item: CollectionItem = { id: /^[\w-]{1,64}$/.test(sentId) ? sentId : `item-${i + 1}`, title: "" };
    let filled = false;
    for (const field of ITEM_FIELDS) {
      const typed = text(form, `item.${i}.${field}`);
      const value = ITEM_URL_FIELDS.has(field) ? withAssumedScheme(typed) : typed;
      if (!value) continue;
      filled = true;
      if (ITEM_URL_FIELDS.has(field) && !isLink(value)) errors[`item.${i}.${field}`] = BAD_URL;
      if (field === "title" && length(value) > POST_LIMITS.title) errors[`item.${i}.title`] = TOO_LONG.title;
      if (ITEM_URL_FIELDS.has(field) && length(value) > POST_LIMITS.url) errors[`item.${i}.${field}`] = TOO_LONG.url;
      if (field === "description" && length(value) > POST_LIMITS.note) errors[`item.${i}.description`] = TOO_LONG.note;
      item[field] = value;
    }
    if (filled) products.push(item); // spec: admin §5 — entirely empty items are dropped
  }

  const urlField = (name: string) => {
    const value = withAssumedScheme(text(form, name));
    if (value && !isHttpUrl(value)) errors[name] = BAD_URL;
    return orNull(value);
  };
  const featuredImage = text(form, "featuredImage");
  if (featuredImage && !isLink(featuredImage)) errors.featuredImage = BAD_URL;

  const productId = text(form, "productId");
  if (productId && !isUuid(productId)) errors.productId = BAD_PRODUCT;

  let publishedAt: Date | null = null;
  const publishedAtText = text(form, "publishedAt");
  if (publishedAtText) {
    publishedAt = zonedToUtc(publishedAtText);
    if (!publishedAt) errors.publishedAt = BAD_DATE;
  }

  // A typed address the blog's routes hold is refused (a generated one is moved off it by postSlug).
  const typedSlug = slugify(text(form, "slug"));
  if (typedSlug && isReservedPostSlug(typedSlug)) errors.slug = slugReservedMessage(typedSlug);

  const type = text(form, "type");
  const value: PostInput = {
    title,
    slug: postSlug(text(form, "slug"), title, now),
    excerpt: text(form, "excerpt"),
    content,
    featuredImage: orNull(featuredImage),
    category: orNull(text(form, "category")),
    type: (POST_TYPES as readonly string[]).includes(type) ? type : "review",
    tags: tagList,
    labels: all(form, "labels").filter((id, i, ids) => LABEL_IDS.has(id) && ids.indexOf(id) === i),
    pros: parseListText(form.get("pros")?.toString()),
    cons: parseListText(form.get("cons")?.toString()),
    isPublished: form.get("isPublished") === "on",
    isFeatured: form.get("isFeatured") === "on",
    publishedAt,
    seo: {
      metaTitle: cutSeoTitle(text(form, "seoTitle")) || undefined,
      metaDescription: cutSeoDescription(text(form, "seoDescription")) || undefined,
      keywords,
    },
    productId: orNull(productId),
    overallRating: text(form, "overallRating") ? clampRating(text(form, "overallRating")) : 5,
    sectionRatings,
    notForWho: orNull(text(form, "notForWho")),
    ratings,
    productLinks: links.links,
    tiktokVideo: urlField("tiktokVideo"),
    products,
    scamReason: orNull(text(form, "scamReason")),
    originalProductLink: urlField("originalProductLink"),
  };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
