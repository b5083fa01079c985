// ADR 186: a live post the person may not save is shown read-only. One rule for the editor, its
// heading and the page's title (the route's meta has no component state, only the loaders' data).
import { TextareaField } from "~/components/ui/field";
import { inputClass } from "~/components/ui/classes";

/** Whether the editor shows this post read-only: live, and the person may not publish (ADR 167). */
export function isReadOnlyPost(post: { isPublished: boolean } | null | undefined, canPublish: boolean): boolean {
  return Boolean(post?.isPublished && !canPublish);
}

/**
 * A comma-separated list (labels, tags) shown read-only. A text field would cut a long list at its
 * edge on a phone (an input never wraps): a read-only textarea wraps and grows with its text
 * (`field-sizing: content`; where that is unknown, rows by the text's length at a phone's width).
 */
export function ReadOnlyListField({ label, name, value }: { label: string; name: string; value: string }) {
  const rows = Math.max(1, Math.ceil(value.length / 36));
  return <TextareaField label={label} name={name} readOnly value={value} rows={rows} className={`${inputClass} resize-none [field-sizing:content]`} />;
}
