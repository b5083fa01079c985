// Review (session 24): the post editor showed every field for every type (review sections and
// ratings, collection items, scam reason, shop links). Each type now shows the groups its public
// page uses (post-article.tsx); the others are hidden, not removed, so switching the type back and
// forth loses nothing. A group that already holds data, or a refused value, stays shown.
import type { BlogPostSnapshot } from "~/db/schema/blog";
import { BUILTIN_RATINGS } from "./post-fields";

export type EditorGroup = "prosCons" | "notForWho" | "ratings" | "shopLinks" | "collection" | "scam";

const GROUPS_OF_TYPE: Record<string, readonly EditorGroup[]> = {
  // Ratings and "Gdzie kupić" appear on reviews only; a collection lists its items instead.
  review: ["prosCons", "notForWho", "ratings", "shopLinks"],
  collection: ["collection"],
  // A scam alert never shows buy links (issue #15 point 1) nor a rating; it warns and explains.
  "scam-alert": ["scam", "prosCons", "notForWho"],
};

type Saved = Pick<BlogPostSnapshot, "pros" | "cons" | "notForWho" | "ratings" | "productLinks" | "products" | "scamReason" | "originalProductLink">;

/** Whether the saved post holds anything in `group` (defaults such as the 5-star ratings do not count). */
function holdsData(group: EditorGroup, post: Saved | null): boolean {
  if (!post) return false;
  switch (group) {
    case "prosCons":
      return post.pros.length > 0 || post.cons.length > 0;
    case "notForWho":
      return !!post.notForWho?.trim();
    case "ratings":
      return Object.keys(post.ratings ?? {}).some((name) => !(BUILTIN_RATINGS as readonly string[]).includes(name));
    case "shopLinks":
      return Object.values(post.productLinks ?? {}).some((url) => !!url?.trim());
    case "collection":
      return (post.products ?? []).length > 0;
    case "scam":
      return !!post.scamReason?.trim() || !!post.originalProductLink?.trim();
  }
}

/** The field-name prefixes of each group, to keep a group with a refused value on screen. */
const FIELDS_OF_GROUP: Record<EditorGroup, readonly string[]> = {
  prosCons: ["pros", "cons"],
  notForWho: ["notForWho"],
  ratings: ["overallRating", "sectionRating.", "rating"],
  shopLinks: ["link.", "links"],
  collection: ["item."],
  scam: ["scamReason", "originalProductLink"],
};

export function editorGroupShown(type: string, group: EditorGroup, post: Saved | null, errors: Record<string, unknown> = {}): boolean {
  const groups = GROUPS_OF_TYPE[type];
  if (!groups || groups.includes(group)) return true; // a type the editor does not know: everything
  if (holdsData(group, post)) return true;
  return Object.keys(errors).some((name) => errors[name] && FIELDS_OF_GROUP[group].some((prefix) => name === prefix || name.startsWith(prefix)));
}
