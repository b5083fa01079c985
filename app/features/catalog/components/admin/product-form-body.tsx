// The fields of the product form (spec: admin §2 Product form, §3 Product, §4 Form dependencies, §5).
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { linkClass, primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { TagListField } from "~/components/ui/tag-list-field";
import { useSaveShortcut } from "~/components/ui/use-save-shortcut";
import { useFocusFormMessage } from "~/components/ui/use-focus-form-message";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useSubmitOnce } from "~/components/ui/use-submit-once";
import { useMessage, useT } from "~/i18n/i18n";
// The shared upload widget lives with its endpoint in media (OWNERSHIP: UPLOAD READY hand-off to blog).
// eslint-disable-next-line no-restricted-imports
import { ImageUpload } from "~/features/media/components/image-upload";
import type { CategoryChoice, ProductFormValues } from "../../admin-product-form.server";
import { isValidProductCode, parseProductCode, urlAliasFor } from "../../product-code";
import { MAX_IMAGE_ALT_LENGTH, MAX_PRODUCT_IMAGES, MAX_TAG_LENGTH, normalizeTags, ProductFormSchema } from "../../product-form-schema";
import type { ProductActionData } from "./product-form-dialog";
import { useDraftAutosave, type DraftValues } from "./product-drafts";
import { ShopLinkFields } from "./shop-link-fields";
import type { LinkCheckView } from "../../link-check-outcome";
import { SimilarProductsNotice } from "./similar-products-notice";
import { busyButtonProps } from "~/components/ui/busy-button";
import { TOAST_SLOT, TOAST_SLOT_GAP } from "~/components/ui/toaster";
import { ProductSearchFields } from "./product-search-fields";
import { PRICE_INPUT, ProductFlagFields, ProductPriceFields } from "./product-price-fields";

// Shown through message(): its English twin is msg.admin.41 (the code generator's message, ADR 089).
const CHOOSE_CATEGORY = "Wybierz kategorię przed generowaniem kodu";

type Props = {
  categories: CategoryChoice[];
  product: ProductFormValues | null;
  initial: DraftValues;
  actionData: ProductActionData | null;
  draftKey: string;
  onDirty: () => void;
  onSubmitted: () => void;
  onClear: () => void;
  onReload: () => void;
  submissionKey?: string;
  /** ADR 170: the shop links' last checks (an existing product). */
  linkChecks?: LinkCheckView[];
  /** ADR 177: the site's address, for the search result preview. */
  appUrl: string;
};

export function ProductFormBody({ categories, product, initial, actionData, draftKey, onDirty, onSubmitted, onClear, onReload, submissionKey, linkChecks = [], appUrl }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const message = useMessage();
  const refusal = actionData && !actionData.ok ? actionData : null;
  const form = useFormErrors(ProductFormSchema, refusal, { message: "first" });
  // A refused save: focus on the refused field, else on the message at the top of the long dialog.
  useFocusFormMessage(refusal, formRef, messageRef);
  const codeFetcher = useFetcher<ProductActionData>();
  const [categoryCode, setCategoryCode] = useState(initial.categoryCode);
  const [productType, setProductType] = useState(initial.productType);
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description); // the SEO preview's generated text follows it
  const [code, setCode] = useState(initial.code);
  const [urlAlias, setUrlAlias] = useState(initial.urlAlias);
  const [codeMessage, setCodeMessage] = useState<{ tone: "success" | "error"; text: string } | null>(
    actionData?.ok && actionData.data?.code && actionData.message ? { tone: "success", text: actionData.message } : null,
  );
  const autosave = useDraftAutosave(formRef, draftKey, true);
  useSaveShortcut(formRef);
  const saving = useSubmitOnce();
  const types = categories.find((c) => c.code === categoryCode)?.types ?? [];

  // Code from the generator (a fetcher: the rest of the form stays as typed).
  useEffect(() => {
    const result = codeFetcher.data;
    if (!result || codeFetcher.state !== "idle") return;
    if (result.ok && result.data?.code) {
      applyCode(result.data.code);
      // With no type chosen the generator took the category's default one: the form shows which.
      const typeCode = parseProductCode(result.data.code)?.typeCode;
      if (!productType && typeCode && types.some((type) => type.code === typeCode)) setProductType(typeCode);
      setCodeMessage({ tone: "success", text: result.message ?? "" });
    } else if (!result.ok) setCodeMessage({ tone: "error", text: result.message ?? "" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codeFetcher.data, codeFetcher.state]);

  function changed() {
    onDirty();
    autosave.markChanged();
  }

  function applyCode(next: string) {
    setCode(next);
    // spec: admin §4 — a valid code derives the URL alias.
    if (isValidProductCode(next)) setUrlAlias(urlAliasFor(next, title));
    changed();
  }

  // Field errors with a value ('Nieznany typ: …') are translated here; Field translates the fixed ones.
  const errors = Object.fromEntries(Object.entries(form.errors).map(([name, text]) => [name, text && message(text)])) as typeof form.errors;
  const stale = Boolean(actionData && !actionData.ok && actionData.fieldErrors._stale);
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onChange={(event) => {
        form.onChange(event);
        changed();
      }}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "generate-code") {
          // With JavaScript the generator runs as a fetcher; without it the whole form posts.
          event.preventDefault();
          if (!categoryCode) {
            setCodeMessage({ tone: "error", text: CHOOSE_CATEGORY });
            return;
          }
          codeFetcher.submit({ intent: "generate-code", categoryCode, productType }, { method: "post" });
          return;
        }
        if (saving.started()) {
          event.preventDefault();
          return;
        }
        form.onSubmit(event);
        if (!event.defaultPrevented) {
          saving.begin();
          autosave.flush();
          onSubmitted();
        }
      }}
      className="space-y-5"
    >
      {form.message ? (
        <div ref={messageRef} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          <MessageBox tone="error">
            {message(form.message)}
            {stale ? (
              <button type="button" onClick={onReload} className={`${secondaryButtonClass} mt-2`}>
                {t("editor.form.reload")}
              </button>
            ) : null}
          </MessageBox>
        </div>
      ) : null}
      {/* The default button for Enter in a text field: saving, not the code generator below. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
      <input type="hidden" name="id" value={product?.id ?? ""} />
      <input type="hidden" name="expectedUpdatedAt" value={initial.expectedUpdatedAt || product?.updatedAt || ""} />
      {submissionKey ? <input type="hidden" name="submissionKey" value={submissionKey} /> : null}
      <TextField name="title" label={t("editor.form.title")} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} required maxLength={200} />
      <SimilarProductsNotice formRef={formRef} title={title} productId={product?.id ?? null} />
      <TextareaField name="description" label={t("editor.form.description")} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} required rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="categoryCode"
          label={t("editor.form.category")}
          placeholder={t("editor.form.chooseCategory")}
          options={categories.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          value={categoryCode}
          onChange={(e) => {
            // spec: admin §4 — choosing a category clears the chosen type.
            setCategoryCode(e.currentTarget.value);
            setProductType("");
          }}
          error={errors.categoryCode}
          required
        />
        <SelectField
          name="productType"
          label={t("editor.form.type")}
          placeholder={categoryCode ? t("editor.form.chooseType") : t("editor.form.categoryFirst")}
          options={types.map((t) => ({ value: t.code, label: `${t.name} (${t.code})` }))}
          value={productType}
          onChange={(e) => setProductType(e.currentTarget.value)}
          error={errors.productType}
          // A new category has no types, and 'Generuj kod' then only failed (review, session 28): say where to add one.
          hint={
            categoryCode && types.length === 0 ? (
              <>
                {t("editor.form.noTypes")}{" "}
                <Link to="/admin/kategorie" className={linkClass}>
                  {t("editor.form.noTypesLink")}
                </Link>
              </>
            ) : undefined
          }
        />
      </div>

      <TagListField
        name="tags"
        inputId="product-tag-input"
        initial={initial.tags}
        normalize={normalizeTags}
        maxLength={MAX_TAG_LENGTH}
        texts={{ legend: t("editor.form.tags"), newTag: t("editor.form.newTag"), add: t("editor.form.addTag"), list: t("editor.form.tagList"), remove: (tag) => t("editor.form.removeTag", { tag }) }}
        onChange={changed}
        error={errors.tags}
      />

      <ImageUpload
        name="images"
        folder="products"
        label={t("editor.form.images")}
        defaultValue={initial.images}
        maxFiles={MAX_PRODUCT_IMAGES}
        onChange={changed}
        // ADR 127: a description per image; the public pages fall back to the title when it is empty.
        alts={{
          name: "imageAlts",
          defaultValue: initial.imageAlts,
          label: (n) => t("editor.form.imageAlt", { n }),
          hint: t("editor.form.imageAltHint"),
          maxLength: MAX_IMAGE_ALT_LENGTH,
          errorFor: (index) => errors[`imageAlts.${index}`],
        }}
      />
      {errors.images ? <p className="text-sm text-red-700 dark:text-red-300">{errors.images}</p> : null}

      <ProductPriceFields initial={initial} errors={errors} />

      <ShopLinkFields
        initial={initial}
        errors={errors}
        productId={product?.id ?? null}
        checks={linkChecks}
        answered={actionData?.ok && actionData.data?.checks ? { checks: actionData.data.checks, message: actionData.message } : null}
        priceInput={PRICE_INPUT}
      />

      <ProductFlagFields initial={initial} />

      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          name="code"
          label={t("editor.form.code")}
          hint={t("editor.form.codeHint")}
          value={code}
          onChange={(e) => applyCode(e.currentTarget.value.toUpperCase())}
          error={errors.code}
          maxLength={9}
        />
        <button type="submit" name="intent" value="generate-code" className={secondaryButtonClass} {...busyButtonProps(codeFetcher.state !== "idle")}>
          {codeFetcher.state !== "idle" ? t("editor.form.generating") : t("editor.form.generate")}
        </button>
      </div>
      <div aria-live="polite">{codeMessage ? <MessageBox tone={codeMessage.tone}>{message(codeMessage.text)}</MessageBox> : null}</div>
      <TextField name="urlAlias" label={t("editor.form.alias")} hint={t("editor.form.aliasHint")} value={urlAlias} onChange={(e) => setUrlAlias(e.currentTarget.value)} error={errors.urlAlias} />
      <ProductSearchFields productId={product?.id ?? null} appUrl={appUrl} title={title} description={description} initial={initial} errors={errors} onChange={changed} />

      {/* Stays at the dialog's bottom edge while the form scrolls (review, session 28): the negative
          offset is the dialog's padding (sticky stops at the padding otherwise); the dialog's
          scroll-padding keeps a focused field clear of it. */}
      <div className="sticky -bottom-4 z-10 -mx-4 border-t border-slate-200 bg-white px-4 py-4 sm:-bottom-6 sm:-mx-6 sm:px-6 dark:border-slate-700 dark:bg-slate-900">
        {/* A save's answer ("Zapisano zmiany produktu.") shows here, above the buttons (the Toaster). */}
        <div {...TOAST_SLOT} className={TOAST_SLOT_GAP.below} />
        <div className="flex flex-wrap justify-end gap-2">
        {!product ? (
          <button
            type="reset"
            className={secondaryButtonClass}
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
          >
            {t("editor.form.clear")}
          </button>
        ) : null}
        {/* Session 33: save and keep editing (long descriptions are saved as they grow). Ctrl+S presses
            this one, as in the post editor, where the key saves and the editor stays. */}
        <SubmitButton save name="intent" value="save-stay" pendingLabel={t("editor.form.saving")} className={secondaryButtonClass}>
          {t("editor.form.saveStay")}
        </SubmitButton>
        <SubmitButton name="intent" value="save" pendingLabel={t("editor.form.saving")} className={primaryButtonInlineClass}>
          {product ? t("editor.form.saveChanges") : t("editor.form.addProduct")}
        </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
