// ADR 178: the name form of the saved views toolbar in the house's dialog (JavaScript), or as part of
// the page (?zapisz-widok=1 / ?zmien-widok=1: the toolbar's buttons without JavaScript, ADR 150's way).
// Both post through the keyed fetchers the toolbar reads; a plain post (no JavaScript) is a form post.
import { useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/i18n/i18n";
import type { SavedView, SavedViewList } from "../saved-view-lists";
import { ViewNameForm, type SavedViewAnswer } from "./saved-view-forms";

export const SAVE_FETCHER = "saved-view-save";
export const RENAME_FETCHER = "saved-view-rename";

type Mode = "save" | "rename";
type Common = { list: SavedViewList; query: string; view: SavedView | null };

function Intro({ mode }: { mode: Mode }) {
  const t = useT();
  return mode === "save" ? <p className="mb-4 text-sm text-slate-700 dark:text-slate-200">{t("admin.views.saveIntro")}</p> : null;
}

/** The form on its fetcher; only an answer that came after it opened is its own. */
function FetcherNameForm({ mode, list, query, view, cancel, fieldId }: Common & { mode: Mode; cancel: ReactNode; fieldId: string }) {
  const fetcher = useFetcher<SavedViewAnswer>({ key: mode === "save" ? SAVE_FETCHER : RENAME_FETCHER });
  const [opened] = useState(() => fetcher.data);
  const answer = fetcher.data === opened ? undefined : fetcher.data;
  return (
    <ViewNameForm
      intent={mode}
      list={list}
      query={mode === "save" ? query : (view?.query ?? query)}
      id={mode === "rename" ? view?.id : undefined}
      defaultName={mode === "rename" ? (view?.name ?? "") : ""}
      answer={answer}
      FormTag={fetcher.Form}
      pending={fetcher.state === "submitting"}
      cancel={cancel}
      fieldId={fieldId}
    />
  );
}

const titleOf = (t: ReturnType<typeof useT>, mode: Mode, view: SavedView | null) =>
  mode === "save" ? t("admin.views.saveTitle") : t("admin.views.renameTitle", { name: view?.name ?? "" });

/** The dialog (JavaScript): a success closes it (the toolbar toasts it); refusals stay in it. */
export function NameDialog({ mode, onClose, ...common }: Common & { mode: Mode | null; onClose: () => void }) {
  const t = useT();
  const open = mode === "save" || (mode === "rename" && common.view !== null);
  const cancel = (
    <button type="button" className={secondaryButtonClass} onClick={onClose}>
      {t("admin.views.cancel")}
    </button>
  );
  return (
    <Modal open={open} title={mode ? titleOf(t, mode, common.view) : ""} onClose={onClose}>
      {open && mode ? (
        <>
          <Intro mode={mode} />
          <FetcherNameForm key={`${mode}-${common.view?.id ?? ""}`} mode={mode} {...common} cancel={cancel} fieldId="widok-nazwa" />
        </>
      ) : null}
    </Modal>
  );
}

/** The same form as part of the page (the toolbar's button without JavaScript, or a link). */
export function NamePanel({ mode, closeHref, ...common }: Common & { mode: Mode; closeHref: string }) {
  const t = useT();
  const cancel = (
    <Link to={closeHref} className={secondaryButtonClass}>
      {t("admin.views.cancel")}
    </Link>
  );
  return (
    <section aria-labelledby="widok-formularz" className="max-w-xl rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
      <h2 id="widok-formularz" className="mb-3 text-lg font-bold">
        {titleOf(t, mode, common.view)}
      </h2>
      <Intro mode={mode} />
      <FetcherNameForm mode={mode} {...common} cancel={cancel} fieldId="widok-nazwa-strona" />
    </section>
  );
}
