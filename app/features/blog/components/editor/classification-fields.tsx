// The post's type, category and labels (spec: admin §5 — categories of active ones, labels of ADR 016).
import { labelClass } from "~/components/ui/classes";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { useT } from "~/i18n/i18n";
import { BLOG_LABELS, postTypeName } from "../../labels";
import { POST_TYPES } from "../../post-input";
import type { EditorPost } from "./post-editor";
import { ReadOnlyListField } from "./read-only";

type Props = {
  values: EditorPost | null;
  categories: string[];
  type: string;
  onTypeChange: (type: string) => void;
  errors: Record<string, string | undefined>;
  /** ADR 186: a live post the person may not save: said in read-only text fields (a select or checkbox cannot be read-only). */
  readOnly: boolean;
};

export function ClassificationFields({ values, categories, type, onTypeChange, errors, readOnly }: Props) {
  const t = useT();
  if (readOnly) {
    const labels = BLOG_LABELS.filter((label) => values?.labels.includes(label.id)).map((label) => label.name);
    return (
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("editor.post.type")} name="type" readOnly value={postTypeName(type)} />
          <TextField label={t("editor.post.category")} name="category" readOnly value={values?.category || t("editor.post.noCategory")} />
        </div>
        <ReadOnlyListField label={t("editor.post.labels")} name="labels" value={labels.join(", ") || t("editor.post.noLabels")} />
      </>
    );
  }
  // A stored category that is no longer active stays choosable (it is the post's).
  const stored = values?.category && !categories.some((c) => c.toLowerCase() === values.category!.toLowerCase()) ? [values.category] : [];
  const categoryOptions = [...new Set([...stored, ...categories])];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("editor.post.type")}
          name="type"
          value={type}
          onChange={(e) => onTypeChange(e.currentTarget.value)}
          hint={t("editor.post.typeHint")}
          options={POST_TYPES.map((value) => ({ value, label: postTypeName(value) }))}
        />
        <SelectField label={t("editor.post.category")} name="category" defaultValue={values?.category ?? ""} placeholder={t("editor.post.noCategory")} options={categoryOptions.map((c) => ({ value: c, label: c }))} error={errors.category} />
      </div>
      <fieldset>
        <legend className={labelClass}>{t("editor.post.labels")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {BLOG_LABELS.map((label) => (
            <CheckboxField key={label.id} name="labels" id={`label-${label.id}`} value={label.id} defaultChecked={values?.labels.includes(label.id)}>
              {label.name}
            </CheckboxField>
          ))}
        </div>
      </fieldset>
    </>
  );
}
