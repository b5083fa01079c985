import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link } from "react-router";
import { labelClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CheckboxField, SelectField, TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import type { BlogPostSnapshot } from "~/db/schema/blog";
import { BLOG_LABELS, postTypeName } from "../../labels";
import { cutSeoDescription, cutSeoTitle, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../post-fields";
import { parsePostForm, POST_TYPES, SECTION_RATING_KEYS } from "../../post-input";
import { BLOG_ERRORS } from "../../post-messages";
import { SECTION_HEADINGS, splitSections } from "../../sections";
import { slugify } from "../../slug";
import { utcToZonedInput } from "../../warsaw-time";
import type { BlogPostDetail } from "../../types";
import { EditorPreview, previewDetail } from "./editor-preview";
import { ProductPicker, type ProductChoice } from "./product-picker";
import { CollectionRows, LinkRows, RatingRows, type ImageUploadComponent } from "./repeatable-rows";
import { LEAVE_PROMPT, useUnsavedChanges } from "./use-unsaved-changes";

export type EditorPost = BlogPostSnapshot & { id: string };
type Props = {
  post: EditorPost | null;
  categories: string[];
  product: ProductChoice | null;
  result?: { ok: boolean; message?: string | null; fieldErrors?: Record<string, string | undefined> } | null;
  authorName: string | null;
  canPublish: boolean;
  /** The shared image upload widget (folder 'blog'), see repeatable-rows.tsx. */
  ImageUpload: ImageUploadComponent;
};

const SECTION_RATING_NAMES: Record<string, string> = { purpose: "Przeznaczenie", quality: "Jakość wykonania", functionality: "Funkcjonalność", price: "Cena", conclusions: "Wnioski" };

function Counter({ value, max }: { value: string; max: number }) {
  const length = [...value].length;
  return (
    <span aria-live="polite">
      {length}/{max}
      {length > max ? ` – zostanie skrócony do „${max === SEO_TITLE_MAX ? cutSeoTitle(value) : cutSeoDescription(value)}”` : ""}
    </span>
  );
}

export function PostEditor({ post, categories, product, result, authorName, canPublish, ImageUpload }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<BlogPostDetail | null | undefined>(undefined);
  const [title, setTitle] = useState(post?.title ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [seoTitle, setSeoTitle] = useState(post?.seo.metaTitle ?? "");
  const [seoDescription, setSeoDescription] = useState(post?.seo.metaDescription ?? "");
  const blocker = useUnsavedChanges(dirty);
  // A refused save leaves the typed changes unsaved: the leave/reload prompts apply again.
  useEffect(() => {
    if (result && !result.ok) setDirty(true);
  }, [result]);
  // ADR 019: the browser runs the action's own parser first; a refused submit never leaves the page.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  useEffect(() => setClientErrors(null), [result]);
  useEffect(() => {
    if (clientErrors) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [clientErrors]);
  const errors = clientErrors ?? (result && !result.ok ? (result.fieldErrors ?? {}) : {});
  const refusal = clientErrors ? (post ? BLOG_ERRORS.update : BLOG_ERRORS.create) : result && !result.ok ? result.message : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parsePostForm(new FormData(event.currentTarget));
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
      return;
    }
    setClientErrors(null);
    setDirty(false);
  };
  const split = splitSections(post?.content ?? "");
  const categoryOptions = [...new Set([...(post?.category && !categories.some((c) => c.toLowerCase() === post.category!.toLowerCase()) ? [post.category] : []), ...categories])];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{post ? "Edytuj wpis" : "Nowy wpis blogowy"}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            aria-pressed={preview !== undefined}
            onClick={() => setPreview(preview === undefined && formRef.current ? previewDetail(new FormData(formRef.current), authorName) : undefined)}
          >
            {preview === undefined ? "Podgląd" : "Wróć do edycji"}
          </button>
          <Link to="/admin/blog" className={secondaryButtonClass}>
            Anuluj
          </Link>
        </div>
      </div>
      {refusal && (
        <MessageBox tone="error" title="Wystąpił błąd">
          {refusal}
        </MessageBox>
      )}
      {preview !== undefined && <EditorPreview post={preview} />}
      <Form method="post" ref={formRef} noValidate hidden={preview !== undefined} onChange={() => setDirty(true)} onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value="save" />
        <TextField label="Tytuł" name="title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} />
        <TextField
          label="Adres (slug)"
          name="slug"
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          hint={`Adres wpisu: /blog/${slugify(slug) || slugify(title) || "post-…"}. Puste pole – adres z tytułu.`}
          error={errors.slug}
        />
        <TextareaField label="Zajawka" name="excerpt" defaultValue={post?.excerpt ?? ""} rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Typ" name="type" defaultValue={post?.type ?? "review"} options={POST_TYPES.map((value) => ({ value, label: postTypeName(value) }))} />
          <SelectField label="Kategoria" name="category" defaultValue={post?.category ?? ""} placeholder="Bez kategorii" options={categoryOptions.map((c) => ({ value: c, label: c }))} />
        </div>
        <fieldset>
          <legend className={labelClass}>Etykiety</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {BLOG_LABELS.map((label) => (
              <CheckboxField key={label.id} name="labels" id={`label-${label.id}`} value={label.id} defaultChecked={post?.labels.includes(label.id)}>
                {label.name}
              </CheckboxField>
            ))}
          </div>
        </fieldset>
        <TextField label="Tagi" name="tags" defaultValue={post?.tags.join(", ") ?? ""} hint="Oddziel przecinkami." />
        <ImageUpload name="featuredImage" folder="blog" label="Zdjęcie główne" maxFiles={1} defaultValue={post?.featuredImage ? [post.featuredImage] : []} onChange={() => setDirty(true)} />

        <fieldset className="space-y-4">
          <legend className="text-lg font-bold">Treść</legend>
          {split.structured ? (
            <>
              <input type="hidden" name="contentMode" value="sections" />
              {SECTION_HEADINGS.map(([key, heading]) => (
                <TextareaField key={key} label={heading} name={`section.${key}`} defaultValue={split.sections[key]} rows={5} />
              ))}
            </>
          ) : (
            <>
              <input type="hidden" name="contentMode" value="body" />
              <TextareaField label="Treść (markdown)" name="body" defaultValue={split.body} rows={16} hint="Ta treść nie ma podziału na sekcje, więc edytujesz ją w całości." />
            </>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField label="Zalety" name="pros" defaultValue={post?.pros.join("\n") ?? ""} hint="Jedna w linii lub oddzielone przecinkami." />
          <TextareaField label="Wady" name="cons" defaultValue={post?.cons.join("\n") ?? ""} hint="Jedna w linii lub oddzielone przecinkami." />
        </div>
        <TextareaField label="Dla kogo NIE jest ten produkt (ramka)" name="notForWho" defaultValue={post?.notForWho ?? ""} rows={2} />

        <fieldset className="space-y-3">
          <legend className="text-lg font-bold">Oceny</legend>
          <TextField label="Ocena ogólna (0–5)" name="overallRating" type="number" min={0} max={5} step={0.1} defaultValue={String(post?.overallRating ?? 5)} />
          <div className="grid gap-3 sm:grid-cols-5">
            {SECTION_RATING_KEYS.map((key) => (
              <TextField key={key} label={`${SECTION_RATING_NAMES[key]} (1–5)`} name={`sectionRating.${key}`} type="number" min={1} max={5} step={1} defaultValue={String(post?.sectionRatings?.[key] ?? 5)} />
            ))}
          </div>
          <RatingRows ratings={post?.ratings ?? {}} />
        </fieldset>

        <LinkRows links={post?.productLinks ?? {}} errors={errors} />
        <ProductPicker initial={product} error={errors.productId} />
        <TextField label="Film TikTok (URL)" name="tiktokVideo" type="url" defaultValue={post?.tiktokVideo ?? ""} error={errors.tiktokVideo} />
        <CollectionRows items={post?.products ?? []} errors={errors} ImageUpload={ImageUpload} />
        <TextareaField label="Powód ostrzeżenia (scam)" name="scamReason" defaultValue={post?.scamReason ?? ""} rows={2} />
        <TextField label="Link do oryginalnego produktu" name="originalProductLink" type="url" defaultValue={post?.originalProductLink ?? ""} error={errors.originalProductLink} />

        <fieldset className="space-y-3">
          <legend className="text-lg font-bold">SEO</legend>
          {/* The live counters are the fields' hints: read with the field (aria-describedby). */}
          <TextField label="Tytuł SEO" name="seoTitle" value={seoTitle} onChange={(e) => setSeoTitle(e.currentTarget.value)} hint={<Counter value={seoTitle} max={SEO_TITLE_MAX} />} />
          <TextareaField label="Opis SEO" name="seoDescription" value={seoDescription} onChange={(e) => setSeoDescription(e.currentTarget.value)} rows={3} hint={<Counter value={seoDescription} max={SEO_DESCRIPTION_MAX} />} />
          <TextField label="Słowa kluczowe" name="seoKeywords" defaultValue={post?.seo.keywords?.join(", ") ?? ""} hint="Oddziel przecinkami." />
        </fieldset>

        {canPublish && (
          <fieldset className="space-y-3">
            <legend className="text-lg font-bold">Publikacja</legend>
            <CheckboxField name="isPublished" defaultChecked={post?.isPublished}>
              Opublikowany
            </CheckboxField>
            <CheckboxField name="isFeatured" defaultChecked={post?.isFeatured}>
              Wyróżniony
            </CheckboxField>
            <TextField
              label="Data publikacji"
              name="publishedAt"
              type="datetime-local"
              step={1}
              defaultValue={utcToZonedInput(post?.publishedAt ?? null)}
              hint="Czas polski. Puste przy publikacji – teraz. Data w przyszłości – wpis pojawi się wtedy."
              error={errors.publishedAt}
            />
          </fieldset>
        )}
        <div className="flex gap-3">
          <SubmitButton pendingLabel="Zapisywanie...">Zapisz</SubmitButton>
          <Link to="/admin/blog" className={secondaryButtonClass}>
            Anuluj
          </Link>
        </div>
      </Form>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Niezapisane zmiany"
        message={LEAVE_PROMPT}
        confirmLabel="Opuść stronę"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
