// The post editor's SEO and publication fieldsets (spec: admin §5 SEO counters; blog:publish only).
import { CheckboxField, TextField } from "~/components/ui/field";
import { SearchListingFields } from "~/components/ui/search-listing-fields";
import { searchResultOf } from "~/features/seo/meta";
import { useT } from "~/i18n/i18n";
import { cutSeoDescription, cutSeoTitle, postSearchTexts } from "../../post-fields";
import { slugify, titleSlug } from "../../slug";
import { utcToZonedInput } from "../../warsaw-time";
import type { EditorPost } from "./post-editor";

type Errors = Record<string, string | undefined>;
/** What the editor holds now: the preview's generated texts and address follow it. */
type Typed = { title: string; excerpt: string; slug: string; appUrl: string };

/**
 * ADR 177: the shared search-listing fields; a post's texts are cut on save (spec: admin §5), so the
 * counters say to what, and the preview shows the cut text (or the title and excerpt when empty).
 */
export function SeoFields({ values, errors, typed, readOnly }: { values: EditorPost | null; errors: Errors; typed: Typed; readOnly?: boolean }) {
  const t = useT();
  const slug = slugify(typed.slug) || titleSlug(typed.title) || "…";
  return (
    <SearchListingFields
      overLimit="cut"
      readOnly={readOnly}
      defaultValues={{ title: values?.seo.metaTitle ?? "", description: values?.seo.metaDescription ?? "" }}
      address={`${typed.appUrl}/blog/${slug}`}
      result={(seo) => {
        const texts = postSearchTexts({ title: typed.title.trim(), excerpt: typed.excerpt.trim(), seo: { metaTitle: cutSeoTitle(seo.title), metaDescription: cutSeoDescription(seo.description) } });
        return searchResultOf(texts.title, texts.description);
      }}
    >
      <TextField label={t("editor.post.keywords")} name="seoKeywords" readOnly={readOnly} defaultValue={values?.seo.keywords?.join(", ") ?? ""} hint={t("editor.post.commaHint")} error={errors.seoKeywords} />
    </SearchListingFields>
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
