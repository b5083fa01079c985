import { LeaveEditorDialog, SaveBar } from "~/components/ui/editor-frame";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { TextareaField, TextField } from "~/components/ui/field";
import { removeStoredDraft } from "~/components/ui/form-draft";
import { MessageBox } from "~/components/ui/message-box";
import { useFocusFormMessage } from "~/components/ui/use-focus-form-message";
import { SaveState } from "~/components/ui/save-state";
import { SubmitButton } from "~/components/ui/submit-button";
import { useSaveShortcut } from "~/components/ui/use-save-shortcut";
import type { BlogPostSnapshot } from "~/db/schema/blog";
import { type MessageKey, useMessage, useT } from "~/i18n/i18n";
import { SECTION_RATING_KEYS } from "../../post-input";
import { editorGroupShown, type EditorGroup } from "../../post-type-fields";
import { BLOG_ERRORS } from "../../post-messages";
import { FORM_HAS_ERRORS } from "~/utils/form";
import { SECTION_HEADINGS, splitSections } from "../../sections";
import { editorFormErrors, slugHint } from "./editor-checks";
import type { BlogPostDetail } from "../../types";
import { BodyImages } from "./body-images";
import { EditorPreview, previewDetail } from "./editor-preview";
import { ProductPicker, type ProductChoice } from "./product-picker";
import { CollectionRows } from "./collection-rows";
import { decimalComma, LinkRows, RatingRows, type ImageUploadComponent } from "./repeatable-rows";
import { useUnsavedChanges } from "~/components/ui/use-unsaved-changes";
import { usePostDraftAutosave } from "./use-post-draft";
import { PublicationFields, SeoFields } from "./post-meta-fields";
import { ClassificationFields } from "./classification-fields";
import { ReadOnlyImage } from "./read-only-image";
import { PostTagsField } from "./post-tags-field";
import { isReadOnlyPost } from "./read-only";

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
  /** A new post's one-time key from its page: sent twice, the form gives the post it created (ADR 166). */
  submissionKey?: string | null;
  /** What the fields open with when not the saved post: a restored draft (post-draft-editor.tsx). */
  initial?: EditorPost | null;
  /** The catalogue products the post (or a restored draft) links, by id: the pickers show their names. */
  choices?: Record<string, ProductChoice>;
  /** Shown under the heading: the restored draft's notice. */
  notice?: ReactNode;
  /** Shown under the notice: where the post stands in its hand-off to the publishers (ADR 182). */
  banner?: ReactNode;
  /** The save was sent (not stopped by a check): its draft goes once it went through (useDraftGoesWithSave). */
  onSaveSent?: () => void;
  /** ADR 177: the site's address, for the search result preview. */
  appUrl: string;
};

export function PostEditor({ post, categories, product, result, authorName, canPublish, ImageUpload, submissionKey, initial, choices, notice, banner, appUrl, onSaveSent }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const contentRef = useRef<HTMLFieldSetElement>(null);
  const t = useT();
  const message = useMessage();
  const values = initial ?? post;
  // A restored draft is unsaved work: the leave and reload prompts apply from the start.
  const [dirty, setDirty] = useState(Boolean(initial));
  const [preview, setPreview] = useState<BlogPostDetail | null | undefined>(undefined);
  const [title, setTitle] = useState(values?.title ?? "");
  const [slug, setSlug] = useState(values?.slug ?? "");
  const [excerpt, setExcerpt] = useState(values?.excerpt ?? ""); // the SEO preview's generated description
  const [type, setType] = useState(values?.type ?? "review");
  // A published post is changed only by someone who may publish (the server refuses the others).
  const locked = isReadOnlyPost(post, canPublish);
  const blocker = useUnsavedChanges(dirty);
  useSaveShortcut(formRef);
  const autosave = usePostDraftAutosave(formRef, post?.id ?? null, Boolean(initial));
  // Rows, pickers and uploads change the form without an input event.
  const changed = () => {
    setDirty(true);
    autosave.markChanged();
  };
  const linked = (id: string | null | undefined) => (id ? (choices?.[id.toLowerCase()] ?? (product?.id === id ? product : null)) : null);
  // A refused save leaves the typed changes unsaved: the leave/reload prompts apply again.
  useEffect(() => {
    if (result && !result.ok) setDirty(true);
  }, [result]);
  // ADR 019: the browser runs the action's own parser first; a refused submit never leaves the page.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  useEffect(() => setClientErrors(null), [result]);
  // A refused submit takes the keyboard to the first marked field; the re-checks while typing do not.
  const focusInvalid = useRef(false);
  useEffect(() => {
    if (!clientErrors || !focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [clientErrors]);
  // After a refused submit each edit checks again: the box and the marks go once the form is right
  // (review, session 23: "Nie udało się utworzyć wpisu." stayed after the title was typed).
  const recheck = (form: HTMLFormElement) => {
    if (!clientErrors) return;
    setClientErrors(editorFormErrors(new FormData(form)));
  };
  // A refused save on the server (another editor's save, a taken address) takes the keyboard and the
  // eye to the refused field or the message at the top (review, session 24: ~4000 px above the view).
  const messageRef = useRef<HTMLDivElement>(null);
  const serverRefusal = useMemo(
    () => (result && !result.ok ? { ok: false as const, message: result.message ?? null, fieldErrors: Object.fromEntries(Object.entries(result.fieldErrors ?? {}).filter((e): e is [string, string] => !!e[1])) } : null),
    [result],
  );
  useFocusFormMessage(serverRefusal, formRef, messageRef);
  const shownErrors = clientErrors ?? (result && !result.ok ? (result.fieldErrors ?? {}) : {});
  const errors = Object.fromEntries(Object.entries(shownErrors).map(([name, text]) => [name, text && message(text)]));
  // Marked fields before sending are said as the other forms say them; "Wystąpił błąd" is the server's.
  const refusal = clientErrors ? FORM_HAS_ERRORS : result && !result.ok ? result.message : null;
  // ADR 123: someone saved, hid or featured the post since it was opened. The typed text stays in the
  // form (a refused action does not reload the page); the button opens the current version instead.
  const stale = !clientErrors && Boolean(result && !result.ok && result.fieldErrors?._stale);
  const navigate = useNavigate();
  const location = useLocation();
  const reload = () => {
    // The draft was typed on the older version: opening the current one leaves it (ADR 123).
    removeStoredDraft(autosave.key);
    autosave.forget();
    setDirty(false);
    void navigate(location.pathname, { replace: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // ADR 186: a post shown read-only is never sent (Ctrl+S included: the server would only refuse it).
    if (locked) return event.preventDefault();
    const refused = editorFormErrors(new FormData(event.currentTarget));
    if (refused) {
      event.preventDefault();
      focusInvalid.current = true;
      setClientErrors(refused);
      return;
    }
    setClientErrors(null);
    setDirty(false);
    autosave.flush();
    onSaveSent?.();
  };
  // The groups this type's page uses (post-type-fields.ts); the others are hidden but still sent.
  const hiddenFor = (group: EditorGroup) => !editorGroupShown(type, group, values, shownErrors);
  const split = splitSections(values?.content ?? "");
  const addressHint = slugHint(slug, title);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t(!post ? "editor.post.newHeading" : locked ? "editor.post.readOnlyHeading" : "editor.post.editHeading")}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setPreview(preview === undefined && formRef.current ? previewDetail(new FormData(formRef.current), authorName, t("editor.post.untitled")) : undefined)}
          >
            {preview === undefined ? t("editor.post.preview") : t("editor.post.backToEdit")}
          </button>
          {/* A saved post can be opened as readers see it (review, session 23: only a toast after a save). */}
          {post?.slug && !dirty ? (
            <Link to={`/blog/${post.slug}`} className={secondaryButtonClass}>
              {t("editor.post.view")}
            </Link>
          ) : null}
          {/* A read-only post has nothing to cancel: the way back says so (session 37 review). */}
          <Link to="/admin/blog" className={secondaryButtonClass}>
            {t(locked ? "editor.post.backToList" : "editor.post.cancel")}
          </Link>
        </div>
      </div>
      {notice}
      {banner}
      {locked && <MessageBox tone="info">{message(BLOG_ERRORS.livePostNeedsPublisher)}</MessageBox>}
      {refusal && (
        <div ref={messageRef} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          <MessageBox tone="error" title={clientErrors ? undefined : t("editor.post.errorTitle")}>
            {message(refusal)}
            {stale && (
              <button type="button" onClick={reload} className={`${secondaryButtonClass} mt-2 block`}>
                {t("editor.form.reload")}
              </button>
            )}
          </MessageBox>
        </div>
      )}
      {preview !== undefined && <EditorPreview post={preview} />}
      <Form method="post" ref={formRef} noValidate hidden={preview !== undefined} onChange={(e) => {
          setDirty(true);
          recheck(e.currentTarget);
        }}
        onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="expectedUpdatedAt" value={values?.updatedAt ?? ""} />
        {submissionKey ? <input type="hidden" name="submissionKey" value={submissionKey} /> : null}
        {/* A new post starts at its title (review, session 32: the focus stayed on the page). */}
        <TextField label={t("editor.post.title")} name="title" required readOnly={locked} autoFocus={!post} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} />
        <TextField
          label={t("editor.post.slug")}
          name="slug"
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          readOnly={locked}
          hint={t(addressHint.key, addressHint.values)}
          error={errors.slug}
        />
        <TextareaField label={t("editor.post.excerpt")} name="excerpt" readOnly={locked} value={excerpt} onChange={(e) => setExcerpt(e.currentTarget.value)} rows={3} error={errors.excerpt} />
        <ClassificationFields values={values} categories={categories} type={type} onTypeChange={setType} errors={errors} readOnly={locked} />
        <PostTagsField tags={values?.tags ?? []} locked={locked} error={errors.tags} onChange={changed} />
        {locked ? (
          <ReadOnlyImage label={t("editor.post.featuredImage")} url={values?.featuredImage} />
        ) : (
          <ImageUpload name="featuredImage" folder="blog" label={t("editor.post.featuredImage")} maxFiles={1} defaultValue={values?.featuredImage ? [values.featuredImage] : []} onChange={changed} />
        )}

        <fieldset className="space-y-4" ref={contentRef}>
          <legend className="text-lg font-bold">{t("editor.post.content")}</legend>
          {!locked && <BodyImages ImageUpload={ImageUpload} contentRef={contentRef} />}
          {split.structured ? (
            <>
              <input type="hidden" name="contentMode" value="sections" />
              {SECTION_HEADINGS.map(([key, heading]) => (
                <TextareaField key={key} label={heading} name={`section.${key}`} readOnly={locked} defaultValue={split.sections[key]} rows={5} error={errors[`section.${key}`]} />
              ))}
            </>
          ) : (
            <>
              <input type="hidden" name="contentMode" value="body" />
              <TextareaField label={t("editor.post.body")} name="body" readOnly={locked} defaultValue={split.body} rows={16} hint={t("editor.post.bodyHint")} error={errors.body} />
            </>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2" hidden={hiddenFor("prosCons")}>
          <TextareaField label={t("editor.post.pros")} name="pros" readOnly={locked} defaultValue={values?.pros.join("\n") ?? ""} hint={t("editor.post.listHint")} error={errors.pros} />
          <TextareaField label={t("editor.post.cons")} name="cons" readOnly={locked} defaultValue={values?.cons.join("\n") ?? ""} hint={t("editor.post.listHint")} error={errors.cons} />
        </div>
        <div hidden={hiddenFor("notForWho")}>
          <TextareaField label={t("editor.post.notForWho")} name="notForWho" readOnly={locked} defaultValue={values?.notForWho ?? ""} rows={2} hint={t("editor.post.notForWhoHint")} error={errors.notForWho} />
        </div>

        <fieldset className="space-y-3" hidden={hiddenFor("ratings")}>
          <legend className="text-lg font-bold">{t("editor.post.ratings")}</legend>
          <TextField label={t("editor.post.overall")} name="overallRating" readOnly={locked} type="text" inputMode="decimal" autoComplete="off" defaultValue={decimalComma(values?.overallRating ?? 5)} error={errors.overallRating} />
          <div className="grid gap-3 sm:grid-cols-5">
            {SECTION_RATING_KEYS.map((key) => (
              <TextField key={key} label={t("editor.post.sectionRating", { name: t(`editor.post.sectionRating.${key}` as MessageKey) })} name={`sectionRating.${key}`} readOnly={locked} type="number" min={1} max={5} step={1} defaultValue={String(values?.sectionRatings?.[key] ?? 5)} error={errors[`sectionRating.${key}`]} />
            ))}
          </div>
          <RatingRows ratings={values?.ratings ?? {}} error={errors.ratings} errors={errors} onChange={changed} readOnly={locked} />
        </fieldset>

        <div hidden={hiddenFor("shopLinks")}>
          <LinkRows links={values?.productLinks ?? {}} errors={errors} onChange={changed} readOnly={locked} />
        </div>
        <ProductPicker initial={linked(values?.productId)} error={errors.productId} onChange={changed} readOnly={locked} />
        <TextField label={t("editor.post.tiktok")} name="tiktokVideo" readOnly={locked} type="url" defaultValue={values?.tiktokVideo ?? ""} error={errors.tiktokVideo} />
        <div hidden={hiddenFor("collection")}>
          <CollectionRows items={values?.products ?? []} errors={errors} ImageUpload={ImageUpload} linked={linked} onChange={changed} readOnly={locked} />
        </div>
        <div className="space-y-4" hidden={hiddenFor("scam")}>
          <TextareaField label={t("editor.post.scamReason")} name="scamReason" readOnly={locked} defaultValue={values?.scamReason ?? ""} rows={2} error={errors.scamReason} />
          <TextField label={t("editor.post.originalLink")} name="originalProductLink" readOnly={locked} type="url" defaultValue={values?.originalProductLink ?? ""} hint={t("editor.post.originalLinkHint")} error={errors.originalProductLink} />
        </div>

        <SeoFields values={values} errors={errors} typed={{ title, excerpt, slug, appUrl }} readOnly={locked} />
        {canPublish && <PublicationFields values={values} errors={errors} />}
        {/* The bar stays in view: 'Zapisz' was ~5 000 px down (review, session 28). A read-only post has
            nothing to save (ADR 186): no bar, no "Ctrl+S zapisuje"; the heading's "Anuluj" leads back. */}
        {!locked && (
          <SaveBar>
            <SubmitButton save pendingLabel={t("editor.post.saving")} className={primaryButtonInlineClass}>
              {t("editor.post.save")}
            </SubmitButton>
            {/* ADR 182: an unpublished post can be handed to whoever may publish it. */}
            {post?.isPublished ? null : (
              <SubmitButton name="submitForReview" value="1" pendingLabel={t("editor.submission.submitting")} className={secondaryButtonClass}>
                {/* The phone's bar keeps one row for the two saves: the shorter words, a part of the full name. */}
                <span className="sm:hidden">{t("editor.submission.submitShort")}</span>
                <span className="hidden sm:inline">{t("editor.submission.submit")}</span>
              </SubmitButton>
            )}
            {/* On a phone the heading's own "Anuluj" is enough: the bar keeps to one row (session 37 review). */}
            <Link to="/admin/blog" className={`${secondaryButtonClass} max-sm:hidden`}>
              {t("editor.post.cancel")}
            </Link>
            <SaveState dirty={dirty} />
          </SaveBar>
        )}
      </Form>
      <LeaveEditorDialog blocker={blocker} />
    </div>
  );
}
