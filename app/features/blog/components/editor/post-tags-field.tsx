// The post's tags (ADR 212): typed one at a time like a product's, or the saved list read-only.
import { TagListField } from "~/components/ui/tag-list-field";
import { useT } from "~/i18n/i18n";
import { parseTags } from "../../post-fields";
import { ReadOnlyListField } from "./read-only";

export function PostTagsField({ tags, locked, error, onChange }: { tags: readonly string[]; locked: boolean; error?: string; onChange: () => void }) {
  const t = useT();
  if (locked) return <ReadOnlyListField label={t("editor.post.tags")} name="tags" value={tags.join(", ")} />;
  return (
    <TagListField
      name="tags"
      inputId="pole-tags"
      initial={tags}
      normalize={parseTags}
      texts={{ legend: t("editor.post.tags"), newTag: t("editor.post.newTag"), add: t("editor.post.addTag"), list: t("editor.post.tagList"), remove: (tag) => t("editor.post.removeTag", { tag }) }}
      onChange={onChange}
      error={error}
    />
  );
}
