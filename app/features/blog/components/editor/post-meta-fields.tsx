// The post editor's SEO and publication fieldsets (spec: admin §5 SEO counters; blog:publish only).
import { useState } from "react";
import { CheckboxField, TextareaField, TextField } from "~/components/ui/field";
import { useT } from "~/i18n/i18n";
import { cutSeoDescription, cutSeoTitle, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../post-fields";
import { utcToZonedInput } from "../../warsaw-time";
import type { EditorPost } from "./post-editor";

type Errors = Record<string, string | undefined>;

function Counter({ value, max }: { value: string; max: number }) {
  const length = [...value].length;
  const t = useT();
  return (
    // Not a live region: read with its field (aria-describedby), not after every keystroke.
    <span>
      {length}/{max}
      {length > max ? t("editor.post.cutTo", { cut: max === SEO_TITLE_MAX ? cutSeoTitle(value) : cutSeoDescription(value) }) : ""}
    </span>
  );
}

export function SeoFields({ values, errors }: { values: EditorPost | null; errors: Errors }) {
  const t = useT();
  const [seoTitle, setSeoTitle] = useState(values?.seo.metaTitle ?? "");
  const [seoDescription, setSeoDescription] = useState(values?.seo.metaDescription ?? "");
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold">{t("editor.post.seo")}</legend>
      {/* The live counters are the fields' hints: read with the field (aria-describedby). */}
      <TextField label={t("editor.post.seoTitle")} name="seoTitle" value={seoTitle} onChange={(e) => setSeoTitle(e.currentTarget.value)} hint={<Counter value={seoTitle} max={SEO_TITLE_MAX} />} />
      <TextareaField label={t("editor.post.seoDescription")} name="seoDescription" value={seoDescription} onChange={(e) => setSeoDescription(e.currentTarget.value)} rows={3} hint={<Counter value={seoDescription} max={SEO_DESCRIPTION_MAX} />} />
      <TextField label={t("editor.post.keywords")} name="seoKeywords" defaultValue={values?.seo.keywords?.join(", ") ?? ""} hint={t("editor.post.commaHint")} error={errors.seoKeywords} />
    </fieldset>
  );
}

export function PublicationFields({ values, errors }: { values: EditorPost | null; errors: Errors }) {
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold">{t("editor.post.publication")}</legend>
      <CheckboxField name="isPublished" defaultChecked={values?.isPublished}>
        {t("editor.post.published")}
      </CheckboxField>
      <CheckboxField name="isFeatured" defaultChecked={values?.isFeatured}>
        {t("editor.post.featured")}
      </CheckboxField>
      <TextField
        label={t("editor.post.publishedAt")}
        name="publishedAt"
        type="datetime-local"
        step={1}
        defaultValue={utcToZonedInput(values?.publishedAt ?? null)}
        hint={t("editor.post.publishedAtHint")}
        error={errors.publishedAt}
      />
    </fieldset>
  );
}
