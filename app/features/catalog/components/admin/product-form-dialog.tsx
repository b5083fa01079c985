// spec: admin §2 Product form (modal for add or edit), §4 drafts and dependencies, §5 validation.
// A <dialog> over the products list that is also the page /admin/produkty/nowy or /{id}: the server
// renders it open, so it works (and can be linked) without JavaScript; the browser makes it modal.
import { Copy, ExternalLink, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useDraftGoesWithSave } from "~/components/ui/form-draft";
import { MessageBox } from "~/components/ui/message-box";
import { linkClass, secondaryButtonClass } from "~/components/ui/classes";
import { formatDateTime } from "~/utils/format";
import { productPath } from "../../links";
import type { ActionResult } from "~/utils/form";
import { useLocale, useMessage, useT } from "~/i18n/i18n";
import { useToast } from "~/components/ui/toaster";
import { can } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";
import type { CategoryChoice, ProductFormValues } from "../../admin-product-form.server";
import type { SubmittedValues } from "../../admin-product-actions.server";
import { ProductFormBody } from "./product-form-body";
import type { LinkCheckView } from "../../link-check-outcome";
import {
  draftKeyFor,
  EMPTY_VALUES,
  readDraft,
  removeDraft,
  setSkipFlag,
  useUnsavedChanges,
  valuesFromEntries,
  type DraftValues,
} from "./product-drafts";

/** The product form's ActionResult (ADR 019): both outcomes echo the values sent, for pages without JavaScript. */
export type ProductActionData = ActionResult<{ code?: string; values?: SubmittedValues; checks?: LinkCheckView[]; stayed?: boolean; updatedAt?: string }, { values?: SubmittedValues }>;

type Props = {
  categories: CategoryChoice[];
  product: ProductFormValues | null;
  /** A new product started as a copy of another ("Utwórz kopię"); its own draft key, so a new-product draft stays. */
  copy?: { values: DraftValues; sourceTitle: string; sourceId: string } | null;
  /** "Utwórz kopię" of a product that no longer exists (deleted meanwhile, an old link): the form starts empty and says why. */
  copyMissing?: boolean;
  actionData?: ProductActionData | null;
  /** New product: the page's one-time key (a second send of the form returns the first's product). */
  submissionKey?: string;
  /** Shown under the form: the product's recent changes (the route passes the change log's view, ADR 160). */
  history?: ReactNode;
  /** ADR 170: the shop links' last checks (an existing product). */
  linkChecks?: LinkCheckView[];
  /** ADR 177: the site's address (APP_URL), for the search result preview. */
  appUrl: string;
};

function fromSubmitted(values: SubmittedValues): DraftValues {
  return valuesFromEntries((name) => {
    const v = values[name];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  });
}

export function ProductFormDialog({ categories, product, copy, copyMissing, actionData, submissionKey, history, linkChecks, appUrl }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const locale = useLocale();
  const message = useMessage();
  const toast = useToast();
  const user = useOptionalUser();
  const closeHref = `/admin/produkty${location.search}`;
  const draftKey = product ? draftKeyFor(product.id) : copy ? `${draftKeyFor(null)}-kopia-${copy.sourceId}` : draftKeyFor(null);
  const echoed = actionData ? actionData.data?.values : undefined;
  const blank = copy?.values ?? EMPTY_VALUES;
  const [initial, setInitial] = useState<DraftValues>(() => (echoed ? fromSubmitted(echoed) : (product ?? blank)));
  const [version, setVersion] = useState(0);
  const [restored, setRestored] = useState(false);
  const [staleDraft, setStaleDraft] = useState<DraftValues | null>(null);
  const [dirty, setDirty] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const blocker = useUnsavedChanges(dirty);

  const saveSent = useDraftGoesWithSave(draftKey, actionData);
  useEffect(() => {
    if (actionData && !actionData.ok) setDirty(true);
  }, [actionData]);

  // "Zapisz i zostań" went through (session 33): the route reopens the form on the new version (keyed
  // by updatedAt); what was typed is saved, so the draft goes and nothing is unsaved. Before the
  // draft is read below, so the saved draft is not offered back.
  const stayed = Boolean(actionData?.ok && actionData.data?.stayed);
  useEffect(() => {
    if (!stayed) return;
    removeDraft(draftKey);
    setDirty(false);
    toast.success(message(actionData?.message));
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  const applyDraft = (draft: DraftValues) => {
    setInitial(draft);
    setVersion((v) => v + 1);
    setRestored(true);
    setDirty(true);
  };
  // spec: admin §4 — a saved draft is restored when the form opens. A draft typed on an older version
  // (another tab saved the product since, review session 40) is not put over the newer save silently:
  // the form shows the saved version and asks. Restoring it then is a deliberate choice, so the draft
  // takes the current version as its base (its save replaces the later changes instead of a 409).
  useEffect(() => {
    const draft = readDraft(draftKey, product ?? undefined);
    if (!draft || echoed) return;
    if (product && draft.expectedUpdatedAt && draft.expectedUpdatedAt !== product.updatedAt) setStaleDraft(draft);
    else applyDraft(draft);
    // Once per opened form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  // The server renders an open (non-modal) dialog; with JavaScript it becomes modal (focus trapped).
  // Focus goes back to what opened the form (the 'Dodaj produkt' or 'Edytuj' link) when it closes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = document.activeElement;
    // Typing in the server-rendered form before hydration: showModal() would move the focus to the
    // first field in the middle of a word (a browser test saw the description typed into the title).
    const typing = active instanceof HTMLElement && dialog.contains(active) ? active : null;
    const opener = typing ? null : active;
    if (dialog.open) dialog.close();
    dialog.showModal();
    if (typing) typing.focus();
    // showModal() focuses the first control, the close link (review, session 24): the form starts at
    // its first field, Tytuł, whether it opens from the list or by a full page load (focus on <body>).
    // After "Zapisz i zostań" the reopened form keeps the focus on that button (not back at Tytuł).
    else if (stayed) dialog.querySelector<HTMLElement>('button[value="save-stay"]')?.focus();
    else dialog.querySelector<HTMLElement>("form input:not([type=hidden]), form select, form textarea")?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
    // Once per opened form (a "Zapisz i zostań" reopens it: `stayed` is read as it was then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // spec: admin §4 — closing the form sets the skip flag. Set when it really closes: "Zostań" in the
  // unsaved-changes question keeps the form open, and its draft must still reopen later (review, session 49).
  const closing = useRef(false);
  useEffect(
    () => () => {
      if (closing.current) setSkipFlag();
    },
    [],
  );
  const close = () => {
    closing.current = true;
    navigate(closeHref);
  };

  return (
    <dialog
      ref={dialogRef}
      open
      aria-labelledby="product-form-title"
      onCancel={(event) => {
        // React bubbles 'cancel' from the nested 'Niezapisane zmiany' dialog: its Escape means "stay",
        // not "close the form" (which asked again, leaving both dialogs open).
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // Chrome closes a modal dialog on a repeated Escape even when cancel is prevented: the form
        // route must close with it. (The close() before showModal() above also lands here: still open.)
        if (event.target === event.currentTarget && !event.currentTarget.open) close();
      }}
      className="fixed inset-0 z-40 m-auto max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-1rem))] scroll-pb-36 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/60 sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <h2 id="product-form-title" className="text-xl font-bold">
            {product ? t("editor.form.editTitle", { title: product.title }) : t("editor.form.newTitle")}
          </h2>
          {product ? (
            <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {/* Review (session 27): from the form to the public page, as the product list offers too. */}
              <a href={productPath(product.id)} target="_blank" rel="noopener" className={`${linkClass} inline-flex min-h-6 pointer-coarse:min-h-11 items-center gap-1`}>
                <ExternalLink aria-hidden className="size-4" />
                {t("editor.products.view")} <span className="sr-only">{t("common.newTab")}</span>
              </a>
              {can(user, "product:create") ? (
                <Link to={`/admin/produkty/nowy?kopia=${product.id}`} className={`${linkClass} inline-flex min-h-6 pointer-coarse:min-h-11 items-center gap-1`}>
                  <Copy aria-hidden className="size-4" />
                  {t("editor.form.makeCopy")}
                </Link>
              ) : null}
            </span>
          ) : null}
        </div>
        <Link
          to={closeHref}
          onClick={() => (closing.current = true)}
          className="inline-flex items-center justify-center rounded-full p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
          aria-label={t("editor.form.close")}
        >
          <X aria-hidden className="size-5" />
        </Link>
      </div>
      {staleDraft && product ? (
        <MessageBox tone="warning" className="mb-4">
          <p>{t("editor.form.staleDraft", { when: formatDateTime(product.updatedAt, locale) })}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                applyDraft({ ...staleDraft, expectedUpdatedAt: product.updatedAt });
                setStaleDraft(null);
              }}
            >
              {t("editor.form.restoreDraft")}
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                removeDraft(draftKey);
                setStaleDraft(null);
              }}
            >
              {t("editor.form.discardDraft")}
            </button>
          </p>
        </MessageBox>
      ) : null}
      {restored ? (
        <MessageBox tone="info" className="mb-4">
          {t("editor.form.restored")}
        </MessageBox>
      ) : null}
      {copy ? (
        <MessageBox tone="info" className="mb-4">
          {t("editor.form.copyOf", { title: copy.sourceTitle })}
        </MessageBox>
      ) : null}
      {copyMissing ? (
        <MessageBox tone="warning" className="mb-4">
          {t("editor.form.copyMissing")}
        </MessageBox>
      ) : null}
      <ProductFormBody
        key={version}
        categories={categories}
        product={product}
        submissionKey={submissionKey}
        linkChecks={linkChecks}
        appUrl={appUrl}
        initial={initial}
        actionData={actionData ?? null}
        draftKey={draftKey}
        onDirty={() => {
          setDirty(true);
          // Typing on the saved version answers the question: the old draft is being overwritten by
          // this typing's own (code review, session 41: "Odrzuć szkic" then dropped the new typing's).
          setStaleDraft(null);
        }}
        onSubmitted={() => {
          saveSent();
          setDirty(false);
        }}
        onClear={() => {
          removeDraft(draftKey);
          setInitial(blank);
          setVersion((v) => v + 1);
          setRestored(false);
          setDirty(false);
        }}
        onReload={() => {
          removeDraft(draftKey);
          setDirty(false);
          // The loader runs again: the form reopens on the current version (keyed by updatedAt).
          navigate(`${location.pathname}${location.search}`, { replace: true });
        }}
      />
      {history}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("editor.form.unsavedTitle")}
        message={t("editor.form.unsavedMessage")}
        confirmLabel={t("editor.form.leave")}
        cancelLabel={t("editor.form.stay")}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => {
          closing.current = false;
          blocker.reset?.();
        }}
      />
    </dialog>
  );
}
