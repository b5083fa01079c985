// The post editor's draft (the product form's rules, spec: admin §4 Product form drafts): one per post
// and one for a new post, kept as the form's own fields so every field, rows and images included,
// comes back. Browser-safe and pure except `capturePostDraft`, which reads the form.
import type { CollectionItem, SectionRatings } from "~/db/schema/blog";
import { SECTION_RATING_KEYS } from "../../post-input";
import { parseTags } from "../../post-fields";
import { joinSections, SECTION_HEADINGS } from "../../sections";
import { zonedToUtc } from "../../warsaw-time";
import type { EditorPost } from "./post-editor";
import type { ProductChoice } from "./product-picker";

export const POST_DRAFT_PREFIX = "vp.postDraft.";
export const postDraftKey = (postId: string | null) => `${POST_DRAFT_PREFIX}${postId ?? "new"}`;

/**
 * `entries`: the form's fields in order (the hidden `expectedUpdatedAt` among them: a draft restored
 * over a version saved since is refused as stale by the server). `choices`: the catalogue products
 * the form links, by id, so the pickers show their names again.
 */
export type PostDraft = { entries: [string, string][]; choices: Record<string, ProductChoice> };

/** A catalogue choice's hidden field carries its name and code for the draft (see ProductPicker). */
export const CHOICE_FIELD = "input[data-choice-title]";

export function capturePostDraft(form: HTMLFormElement): PostDraft {
  const entries = [...new FormData(form).entries()].filter((e): e is [string, string] => typeof e[1] === "string");
  const choices: Record<string, ProductChoice> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>(CHOICE_FIELD)) {
    if (input.value) choices[input.value] = { id: input.value, title: input.dataset.choiceTitle ?? "", code: input.dataset.choiceCode || null };
  }
  return { entries, choices };
}

/** A stored draft as read back; anything else in the key (an older shape, a hand edit) is no draft. */
export function asPostDraft(stored: Partial<PostDraft> | null): PostDraft | null {
  if (!stored || !Array.isArray(stored.entries)) return null;
  const entries = stored.entries.filter((e): e is [string, string] => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "string");
  return { entries, choices: stored.choices && typeof stored.choices === "object" ? stored.choices : {} };
}

/** The version the draft was typed on; "" for a new post's draft. */
export const draftVersion = (draft: PostDraft) => draft.entries.find(([name]) => name === "expectedUpdatedAt")?.[1] ?? "";

const ITEM_FIELDS = ["title", "description", "reviewLink", "shopLink", "tiktokLink", "image"] as const;

/**
 * The values the editor opens with, read back from a draft (nothing checked: the save's parser does
 * that). `saved` is the post as stored, for what the form does not send (its id, author) and for the
 * publication fields of an editor who may not publish (not in the form).
 */
export function editorPostFromDraft(draft: PostDraft, saved: EditorPost | null): EditorPost {
  const all = (name: string) => draft.entries.filter(([n]) => n === name).map(([, v]) => v);
  const has = (name: string) => draft.entries.some(([n]) => n === name);
  const one = (name: string) => all(name)[0] ?? "";
  const orNull = (name: string) => one(name) || null;
  const list = (name: string) => one(name).split(",").map((s) => s.trim()).filter(Boolean);
  const number = (text: string, fallback: number) => {
    const value = Number(text.trim().replace(",", "."));
    return text.trim() && Number.isFinite(value) ? value : fallback;
  };
  const names = all("ratingName");
  const values = all("ratingValue");
  const platforms = all("linkPlatform");
  const urls = all("linkUrl");
  const items: CollectionItem[] = Array.from({ length: Math.min(50, number(one("itemCount"), 0)) }, (_, i) => {
    const item: CollectionItem = { id: one(`item.${i}.id`), title: one(`item.${i}.title`) };
    for (const field of ITEM_FIELDS) if (field !== "title" && one(`item.${i}.${field}`)) item[field] = one(`item.${i}.${field}`);
    return item;
  });
  const sections = Object.fromEntries(SECTION_HEADINGS.map(([key]) => [key, one(`section.${key}`)]));
  // An editor without blog:publish has no publication fields: the stored ones stay.
  const publication = has("publishedAt")
    ? { isPublished: one("isPublished") === "on", isFeatured: one("isFeatured") === "on", publishedAt: zonedToUtc(one("publishedAt"))?.toISOString() ?? null }
    : { isPublished: saved?.isPublished ?? false, isFeatured: saved?.isFeatured ?? false, publishedAt: saved?.publishedAt ?? null };
  return {
    id: saved?.id ?? "",
    authorId: saved?.authorId ?? null,
    updatedAt: one("expectedUpdatedAt") || saved?.updatedAt || "",
    title: one("title"),
    slug: one("slug"),
    excerpt: one("excerpt"),
    content: one("contentMode") === "body" ? one("body") : joinSections(sections),
    featuredImage: orNull("featuredImage"),
    category: orNull("category"),
    type: one("type") || saved?.type || "review",
    tags: parseTags(all("tags")),
    labels: all("labels"),
    pros: one("pros") ? one("pros").split("\n") : [],
    cons: one("cons") ? one("cons").split("\n") : [],
    ...publication,
    seo: { metaTitle: one("seoTitle") || undefined, metaDescription: one("seoDescription") || undefined, keywords: list("seoKeywords") },
    productId: orNull("productId"),
    overallRating: number(one("overallRating"), saved?.overallRating ?? 5),
    sectionRatings: Object.fromEntries(SECTION_RATING_KEYS.map((key) => [key, number(one(`sectionRating.${key}`), saved?.sectionRatings?.[key] ?? 5)])) as SectionRatings,
    notForWho: orNull("notForWho"),
    ratings: Object.fromEntries(names.map((name, i) => [name, number(values[i] ?? "", 5)])),
    productLinks: Object.fromEntries(platforms.map((platform, i) => [platform, urls[i] ?? ""]).filter(([platform]) => platform)),
    tiktokVideo: orNull("tiktokVideo"),
    products: items,
    scamReason: orNull("scamReason"),
    originalProductLink: orNull("originalProductLink"),
  };
}
