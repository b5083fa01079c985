// ADR 132: the add/edit dialogs of the "Kategorie" screen (a category; a product type of a category).
import { Car, Dumbbell, Gift, House, Luggage, Package, PawPrint, Shirt, Smartphone, Sparkles, ToyBrick, type LucideIcon } from "lucide-react";
import { useState, type FormEventHandler, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { inputClass, primaryButtonInlineClass } from "~/components/ui/classes";
import { SelectField, SwitchField, TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { Modal } from "~/components/ui/modal";
import { SubmitButton } from "~/components/ui/submit-button";
import { useToast } from "~/components/ui/toaster";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useFormErrors } from "~/components/ui/use-form-errors";
import { useT } from "~/i18n/i18n";
import type { ActionResult } from "~/utils/form";
import type { AdminCategoryRow, AdminTypeRow } from "../../category-admin.server";
import { CategorySearchFields } from "./category-search-fields";
import { CATEGORY_ICONS, categorySlug, CategorySaveSchema, DESCRIPTION_MAX, NAME_MAX, TypeSaveSchema, type CategoryIcon } from "../../category-schemas";

export const CATEGORY_ICON_SHAPES: Record<CategoryIcon, LucideIcon> = {
  package: Package, smartphone: Smartphone, house: House, shirt: Shirt, sparkles: Sparkles, "toy-brick": ToyBrick,
  dumbbell: Dumbbell, car: Car, "paw-print": PawPrint, luggage: Luggage, gift: Gift,
};

export function CategoryIconShape({ icon, className = "size-5" }: { icon: string; className?: string }) {
  const Shape = CATEGORY_ICON_SHAPES[icon as CategoryIcon] ?? Package;
  return <Shape aria-hidden className={className} />;
}

/** A code that can no longer change looks read-only (a read-only input keeps its value in the form). */
const lockedInputClass = `${inputClass} read-only:bg-slate-100 read-only:text-slate-700 dark:read-only:bg-slate-800 dark:read-only:text-slate-200`;

/** A category's or type's two-letter code: read-only once `usedBy` product codes are built from it. */
function CodeField({ label, id, value, usedBy, hint, error }: { label: string; id: string; value: string | undefined; usedBy: number; hint: string; error: string | undefined }) {
  const t = useT();
  const locked = usedBy > 0;
  return (
    <TextField
      label={label}
      name="code"
      id={id}
      required
      defaultValue={value ?? ""}
      maxLength={2}
      autoCapitalize="characters"
      readOnly={locked}
      className={lockedInputClass}
      hint={locked ? t("admin.categories.field.codeLocked", { count: usedBy }) : hint}
      error={error}
    />
  );
}

/** A fetcher whose successful answer is toasted once and closes the dialog. */
function useSaveFetcher(onClose: () => void) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  useOnEachAnswer(fetcher.data?.ok ? fetcher.data : null, (result) => {
    if (result.message) toast.success(result.message);
    onClose();
  });
  return fetcher;
}

/**
 * The frame of both dialogs' forms: the form's message (unless it is already shown under its field,
 * a server refusal about one field), the intent and id, the fields, the save button.
 */
function SaveForm({ fetcher, form, intent, id, version, children }: { fetcher: ReturnType<typeof useSaveFetcher>; form: { message: string | null; errors: Record<string, string | undefined>; onSubmit: FormEventHandler<HTMLFormElement>; onChange: FormEventHandler<HTMLFormElement> }; intent: string; id: string; version: string | undefined; children: ReactNode }) {
  const t = useT();
  // ADR 166: the version the dialog opened on, kept while it is open; the list reloading behind it
  // must not turn a stale form into a fresh one (a second press of Zapisz would overwrite after all).
  const [expectedUpdatedAt] = useState(version ?? "");
  const boxMessage = form.message && !Object.values(form.errors).includes(form.message) ? form.message : null;
  return (
    <fetcher.Form method="post" action="/admin/kategorie" noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="space-y-4">
      <MessageBox tone="error" live>
        {boxMessage}
      </MessageBox>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="expectedUpdatedAt" value={expectedUpdatedAt} />
      {children}
      <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("admin.categories.saving")} className={primaryButtonInlineClass}>
        {t("admin.categories.save")}
      </SubmitButton>
    </fetcher.Form>
  );
}

export type CategoryDialogState = { category: AdminCategoryRow | null } | null;

/** Add (category null) or edit a category. The code is read-only once product codes are built from it. */
export function CategoryDialog({ state, onClose, appUrl }: { state: CategoryDialogState; onClose: () => void; appUrl: string }) {
  const t = useT();
  const category = state?.category ?? null;
  const title = category ? t("admin.categories.editTitle", { name: category.name }) : t("admin.categories.newTitle");
  return (
    <Modal open={state !== null} title={title} onClose={onClose}>
      {state && <CategoryForm key={category?.id ?? "new"} category={category} onClose={onClose} appUrl={appUrl} />}
    </Modal>
  );
}

function CategoryForm({ category, onClose, appUrl }: { category: AdminCategoryRow | null; onClose: () => void; appUrl: string }) {
  const t = useT();
  const fetcher = useSaveFetcher(onClose);
  const form = useFormErrors(CategorySaveSchema, fetcher.data);
  const [name, setName] = useState(category?.name ?? "");
  const slug = categorySlug(name);
  return (
    <SaveForm fetcher={fetcher} form={form} intent="save-category" id={category?.id ?? ""} version={category?.updatedAt}>
      <TextField
        label={t("admin.categories.field.name")}
        name="name"
        id="kategoria-nazwa"
        required
        maxLength={NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint={slug ? t("admin.categories.field.slugHint", { slug }) : undefined}
        error={form.errors.name}
      />
      <CodeField label={t("admin.categories.field.code")} id="kategoria-kod" value={category?.code} usedBy={category?.codeCount ?? 0} hint={t("admin.categories.field.codeHint")} error={form.errors.code} />
      <SelectField
        label={t("admin.categories.field.icon")}
        name="icon"
        id="kategoria-ikona"
        defaultValue={category?.icon ?? "package"}
        options={CATEGORY_ICONS.map((icon) => ({ value: icon, label: t(`admin.categories.icon.${icon}` as const) }))}
        error={form.errors.icon}
      />
      <TextareaField label={t("admin.categories.field.description")} name="description" id="kategoria-opis" rows={3} maxLength={DESCRIPTION_MAX} defaultValue={category?.description ?? ""} error={form.errors.description} />
      <SwitchField name="isActive" id="kategoria-aktywna" defaultChecked={category?.isActive ?? true} error={form.errors.isActive}>
        {t("admin.categories.field.active")}
      </SwitchField>
      <CategorySearchFields appUrl={appUrl} name={name} initial={{ seoTitle: category?.seoTitle ?? "", seoDescription: category?.seoDescription ?? "" }} errors={form.errors} />
    </SaveForm>
  );
}

export type TypeDialogState = { category: AdminCategoryRow; type: AdminTypeRow | null } | null;

/** Add (type null) or edit a product type of `category`. */
export function TypeDialog({ state, onClose }: { state: TypeDialogState; onClose: () => void }) {
  const t = useT();
  const title = state?.type ? t("admin.categories.editTypeTitle", { name: state.type.name }) : t("admin.categories.newTypeTitle", { name: state?.category.name ?? "" });
  return (
    <Modal open={state !== null} title={title} onClose={onClose}>
      {state && <TypeForm key={state.type?.id ?? `new-${state.category.id}`} category={state.category} type={state.type} onClose={onClose} />}
    </Modal>
  );
}

function TypeForm({ category, type, onClose }: { category: AdminCategoryRow; type: AdminTypeRow | null; onClose: () => void }) {
  const t = useT();
  const fetcher = useSaveFetcher(onClose);
  const form = useFormErrors(TypeSaveSchema, fetcher.data);
  // The first type of a category becomes its default whatever the box says (the server does the same).
  const firstType = category.types.length === 0;
  return (
    <SaveForm fetcher={fetcher} form={form} intent="save-type" id={type?.id ?? ""} version={type?.updatedAt}>
      <input type="hidden" name="categoryId" value={category.id} />
      <TextField label={t("admin.categories.field.name")} name="name" id="typ-nazwa" required maxLength={NAME_MAX} defaultValue={type?.name ?? ""} error={form.errors.name} />
      <CodeField label={t("admin.categories.field.typeCode")} id="typ-kod" value={type?.code} usedBy={type?.codeCount ?? 0} hint={t("admin.categories.field.typeCodeHint")} error={form.errors.code} />
      <SwitchField name="isDefault" id="typ-domyslny" defaultChecked={type?.isDefault ?? firstType} hint={t("admin.categories.field.defaultHint")} error={form.errors.isDefault}>
        {t("admin.categories.field.default")}
      </SwitchField>
      <SwitchField name="isActive" id="typ-aktywny" defaultChecked={type?.isActive ?? true} error={form.errors.isActive}>
        {t("admin.categories.field.typeActive")}
      </SwitchField>
    </SaveForm>
  );
}
