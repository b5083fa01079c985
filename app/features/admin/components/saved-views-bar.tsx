// ADR 178: the saved views toolbar above an admin list — "Wszystkie" and the person's views as links
// (the one the address shows marked aria-current), "Zapisz widok" when the list is filtered in a way
// not saved yet, "Zmień nazwę" and "Usuń widok" for the view shown. One component for every list with
// filters: the route hands it to its list view (`savedViews` slot). The views come with the /admin
// layout's data. Without JavaScript each button is a GET form that opens the same form in the page.
import { Bookmark, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { useToast } from "~/components/ui/toaster";
import { useOnEachAnswer } from "~/components/ui/use-delete-answer";
import { useT } from "~/i18n/i18n";
import { BUILT_IN_VIEWS, normaliseViewQuery, savedViewHref, type ListAddressView, type SavedViewList, type SavedViewsByList } from "../saved-view-lists";
import { SAVED_VIEWS_ACTION, type SavedViewAnswer } from "./saved-view-forms";
import { NameDialog, NamePanel, RENAME_FETCHER, SAVE_FETCHER } from "./saved-view-name-dialog";

const DELETE_FETCHER = "saved-view-delete";
/** The URL words that open the name form in the page (no JavaScript); never part of a view. */
const PANEL_PARAMS = { save: "zapisz-widok", rename: "zmien-widok" } as const;
type Mode = keyof typeof PANEL_PARAMS;

// The views are filled pills (links), the actions beside them outlined buttons: the two kinds look apart.
const chipClass =
  "inline-flex max-w-full items-center rounded-full px-3.5 py-2 text-sm font-semibold [overflow-wrap:anywhere] pointer-coarse:min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const chipIdle =
  "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const chipCurrent = "bg-brand-600 text-white";

function ViewLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`${chipClass} ${current ? chipCurrent : chipIdle}`}
    >
      {children}
    </Link>
  );
}

/** A toolbar button: with JavaScript it opens the dialog; without, its GET form opens the page with the form. */
function PanelTrigger({
  mode,
  params,
  onOpen,
  label,
  children,
}: {
  mode: Mode;
  params: URLSearchParams;
  onOpen: () => void;
  label?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <form method="get" action={pathname} onSubmit={(event) => (event.preventDefault(), onOpen())}>
      {[...params].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={PANEL_PARAMS[mode]} value="1" />
      <button type="submit" className={secondaryButtonClass} aria-label={label}>
        {children}
      </button>
    </form>
  );
}

export function SavedViewsBar({ list }: { list: SavedViewList }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const [dialog, setDialog] = useState<Mode | null>(null);
  const layout = useRouteLoaderData<{ savedViews?: SavedViewsByList; listView?: ListAddressView | null }>("routes/admin/layout");
  const views = layout?.savedViews?.[list] ?? [];
  // ADR 211: the view the list shows: an address asking for an unknown or default value is "Wszystkie".
  const query = layout?.listView?.list === list ? layout.listView.query : normaliseViewQuery(list, location.search);
  // A view saved before ADR 211 may read as the whole list now: "Wszystkie" is that one's name.
  const current = query ? (views.find((v) => v.query === query) ?? null) : null;
  const builtIn = BUILT_IN_VIEWS[list] ?? [];
  const currentBuiltIn = current || !query ? null : (builtIn.find((v) => v.query === query) ?? null);
  const params = new URLSearchParams(location.search);
  const panel: Mode | null =
    params.has(PANEL_PARAMS.save) && !current && !currentBuiltIn ? "save" : params.has(PANEL_PARAMS.rename) && current ? "rename" : null;
  for (const name of Object.values(PANEL_PARAMS)) params.delete(name);
  const pageHref = location.pathname + (params.size ? `?${params}` : "");

  // The answers are read here, where nothing unmounts: the button that was pressed may be gone with them.
  const saveFetcher = useFetcher<SavedViewAnswer>({ key: SAVE_FETCHER });
  const renameFetcher = useFetcher<SavedViewAnswer>({ key: RENAME_FETCHER });
  const deleteFetcher = useFetcher<SavedViewAnswer>({ key: DELETE_FETCHER });
  const refocus = useRef(false);
  const onNamed = (answer: SavedViewAnswer) => {
    if (!answer.ok) return;
    if (answer.message) toast.success(answer.message);
    refocus.current = true;
    setDialog(null);
    if (panel) navigate(pageHref, { replace: true, preventScrollReset: true });
  };
  useOnEachAnswer(saveFetcher.data, onNamed);
  useOnEachAnswer(renameFetcher.data, onNamed);
  useOnEachAnswer(deleteFetcher.data, (answer) => {
    if (answer.ok && answer.message) toast.success(answer.message);
    else if (!answer.ok && answer.message) toast.error(answer.message);
    refocus.current = answer.ok;
  });
  // A keyboard user whose button went with the change (saved: "Zapisz widok"; deleted: "Usuń widok")
  // continues from the view now shown, not from the top of the page: checked once the dialog has closed
  // (giving the focus back to a button that may be gone) and the lists are read again. Declared after
  // the answer handlers: the answer and the reloaded lists can come in one render (a busy machine), and
  // nothing in this bar renders again after a delete, so the flag must be read in that same render.
  useEffect(() => {
    if (!refocus.current || dialog || saveFetcher.state !== "idle" || deleteFetcher.state !== "idle") return;
    refocus.current = false;
    if (document.activeElement && document.activeElement !== document.body) return;
    (navRef.current?.querySelector<HTMLElement>("[aria-current=page]") ?? navRef.current)?.focus();
  });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <nav ref={navRef} tabIndex={-1} aria-label={t("admin.views.nav")} className="min-w-0 focus:outline-hidden">
          <ul className="flex flex-wrap gap-2">
            <li>
              <ViewLink to={savedViewHref(list, "")} current={query === ""}>
                {t("admin.views.all")}
              </ViewLink>
            </li>
            {builtIn.map((view) => (
              <li key={view.query}>
                <ViewLink to={savedViewHref(list, view.query)} current={view === currentBuiltIn}>
                  {t(view.label)}
                </ViewLink>
              </li>
            ))}
            {views.map((view) => (
              <li key={view.id} className="max-w-full">
                <ViewLink to={savedViewHref(list, view.query)} current={view.id === current?.id}>
                  {view.name}
                </ViewLink>
              </li>
            ))}
          </ul>
        </nav>
        {current || (query && !currentBuiltIn) ? (
          <div className="flex flex-wrap gap-2 sm:border-l sm:border-slate-200 sm:pl-3 dark:sm:border-slate-700">
            {current ? (
              <>
                {/* Keyed: the "Zapisz widok" button must not live on as this one after a save (the focus would stay on it). */}
                <PanelTrigger
                  key="rename"
                  mode="rename"
                  params={params}
                  onOpen={() => setDialog("rename")}
                  label={t("admin.views.renameNamed", { name: current.name })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t("admin.views.rename")}
                </PanelTrigger>
                <ConfirmForm
                  fetcher={deleteFetcher as never}
                  action={SAVED_VIEWS_ACTION}
                  fields={{ intent: "delete", list, id: current.id, query: current.query }}
                  title={t("admin.views.deleteTitle")}
                  message={t("admin.views.deleteConfirm", { name: current.name })}
                  confirmLabel={t("admin.views.delete")}
                  triggerClassName={secondaryButtonClass}
                  triggerLabel={t("admin.views.deleteNamed", { name: current.name })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("admin.views.delete")}
                </ConfirmForm>
              </>
            ) : query ? (
              <PanelTrigger key="save" mode="save" params={params} onOpen={() => setDialog("save")}>
                <Bookmark aria-hidden className="size-4" />
                {t("admin.views.save")}
              </PanelTrigger>
            ) : null}
          </div>
        ) : null}
      </div>
      {panel ? <NamePanel mode={panel} list={list} query={query} view={current} closeHref={pageHref} /> : null}
      <NameDialog mode={dialog} list={list} query={query} view={current} onClose={() => setDialog(null)} />
    </div>
  );
}
