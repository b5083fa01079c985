// What the post editor checks in the browser before sending (ADR 019: the action's own rules first).
import type { MessageKey } from "~/i18n/i18n";
import { imageDescriptionErrors } from "../../image-descriptions";
import { parsePostForm } from "../../post-input";
import { slugify, titleSlug } from "../../slug";

/**
 * The refused fields of the form, or null: the save's parser, and (ADR 186) when the post is to be
 * published, each text field with an image still described "Opis obrazu" or not at all. A draft keeps them.
 */
export function editorFormErrors(form: FormData): Record<string, string> | null {
  const parsed = parsePostForm(form);
  const images = form.get("isPublished") === "on" ? imageDescriptionErrors(form) : {};
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...images };
  return Object.keys(errors).length ? errors : null;
}

/**
 * The address hint under the slug field. Review (session 36): with no title it read "Adres wpisu:
 * /blog/post-…." — an address that does not exist yet, and a dangling dot. The save's rule (postSlug):
 * the typed slug, else the title's, else "post-" with a number.
 */
export function slugHint(slug: string, title: string): { key: MessageKey; values?: { slug: string } } {
  const address = slugify(slug) || titleSlug(title);
  if (address) return { key: "editor.post.slugHint", values: { slug: address } };
  return title.trim() ? { key: "editor.post.slugHintNumbered" } : { key: "editor.post.slugHintNoTitle" };
}
