// The product form's tags (spec: admin §3 Product): typed one at a time, Enter or the button adds one,
// each posted as a hidden `tags` field; the typed-but-not-added text is posted too (the schema
// normalises and de-duplicates the list).
import { useState, type KeyboardEvent } from "react";
import { inputClass, labelClass, secondaryButtonClass } from "~/components/ui/classes";
import { useT } from "~/i18n/i18n";
import { normalizeTags } from "../../tag-rules";

export function ProductTagsField({ initial, onChange }: { initial: string[]; onChange: () => void }) {
  const t = useT();
  const [tags, setTags] = useState<string[]>(initial);
  const [tagText, setTagText] = useState("");

  function addTag() {
    setTags(normalizeTags([...tags, tagText]));
    setTagText("");
    onChange();
  }

  function onTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      addTag();
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t("editor.form.tags")}</legend>
      {tags.map((tag) => (
        <input key={tag} type="hidden" name="tags" value={tag} />
      ))}
      <div className="flex items-center gap-2">
        <label htmlFor="product-tag-input" className="sr-only">
          {t("editor.form.newTag")}
        </label>
        <input id="product-tag-input" name="tags" value={tagText} onChange={(e) => setTagText(e.currentTarget.value)} onKeyDown={onTagKey} className={inputClass} maxLength={40} />
        <button type="button" onClick={addTag} className={`${secondaryButtonClass} shrink-0 whitespace-nowrap`}>
          {t("editor.form.addTag")}
        </button>
      </div>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("editor.form.tagList")}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm dark:bg-slate-800">
              {tag}
              <button
                type="button"
                onClick={() => {
                  setTags(tags.filter((other) => other !== tag));
                  onChange();
                }}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 dark:hover:bg-slate-700"
                aria-label={t("editor.form.removeTag", { tag })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
