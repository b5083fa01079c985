// issue #11 point 3: actions for the ticked rows of the products table (the row checkboxes belong to
// this form through form="bulk"). Deleting asks once, in the dialog; before hydration (no
// JavaScript) a checkbox gives the same single confirmation. With JavaScript the bar counts the ticked
// rows and, with none ticked, says so instead of sending (it used to answer nothing, a review found).
import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher, useLocation } from "react-router";
import { hintClass, inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { MessageBox } from "~/components/ui/message-box";
import { SelectionStatus } from "~/components/ui/selection-status";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ActionResult } from "~/utils/form";
import { useMessage, useT } from "~/i18n/i18n";
import { TextField } from "~/components/ui/field";
import { BULK_MAX, bulkRefusal, isTagOperation } from "../../product-bulk";
import { MAX_TAG_LENGTH } from "../../tag-rules";

export const BULK_FORM_ID = "bulk";

type Props = {
  categories: { code: string; name: string }[];
  canDelete: boolean;
  /** Ticked rows (DataTable's onCountChange). */
  selectedCount: number;
  /** The page's rows and all the filters match: with the whole page ticked, all of them can be chosen. */
  pageRows: number;
  total: number;
};

export function ProductsBulkBar({ categories, canDelete, selectedCount, pageRows, total }: Props) {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  const t = useT();
  const message = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [operation, setOperation] = useState("");
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // What the bar said instead of sending; a tick or another action takes it back.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [answerBefore, setAnswerBefore] = useState<unknown>(null); // the older answer a refusal replaced
  useEffect(() => setHydrated(true), []);
  // "All matching" (scope=filter): offered once the whole page is ticked and more products match.
  const [allMatching, setAllMatching] = useState(false);
  const wholePage = pageRows > 0 && selectedCount === pageRows;
  useEffect(() => {
    if (!wholePage) setAllMatching(false);
  }, [wholePage]);
  const chosen = allMatching ? total : selectedCount;
  useEffect(() => setRefusal(null), [chosen, operation]);
  useEffect(() => {
    if (confirmed) {
      formRef.current?.requestSubmit();
      setConfirmed(false);
    }
  }, [confirmed]);
  const busy = fetcher.state !== "idle";
  const result = busy ? null : fetcher.data;
  const shown = refusal ? { ok: false, message: refusal } : result !== answerBefore ? result : null;
  // ADR 207: an empty or too long tag is said once, in the bar's box; the field is marked and described by it.
  const tagInvalid = Boolean(shown && !shown.ok && "fieldErrors" in shown && shown.fieldErrors.tag);
  const barInView = useInView(sectionRef);
  return (
    <section ref={sectionRef} aria-labelledby="bulk-title" className="space-y-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="bulk-title" className="text-base font-bold">{t("editor.bulk.heading")}</h2>
        {/* A status: ticking a row says how many are ticked now (review, session 32); nothing at load (ADR 200). */}
        <SelectionStatus count={hydrated ? chosen : 0} text={(count) => t("editor.bulk.selectedCount", { count })} />
      </div>
      {hydrated && wholePage && total > pageRows ? (
        <p className="text-sm">
          {allMatching ? t("editor.bulk.allMatchingChosen", { count: total }) : t("editor.bulk.pageChosen", { count: pageRows })}{" "}
          <button type="button" className="font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100" onClick={() => setAllMatching(!allMatching)}>
            {allMatching ? t("editor.bulk.onlyThisPage") : t("editor.bulk.chooseAllMatching", { count: total })}
          </button>{" "}
          {/* The server's own bound (ADR 161): said before it refuses, not after. */}
          <span className="text-slate-600 dark:text-slate-300">{t("editor.bulk.cap", { max: BULK_MAX })}</span>
        </p>
      ) : null}
      <fetcher.Form
        ref={formRef}
        id={BULK_FORM_ID}
        method="post"
        action={`/admin/produkty${location.search}`}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          const refused = hydrated ? bulkRefusal(chosen, operation) : null;
          if (refused) {
            event.preventDefault();
            setRefusal(refused);
            setAnswerBefore(fetcher.data ?? null);
            return;
          }
          if (operation === "delete" && hydrated && !confirmed && formRef.current?.querySelector<HTMLInputElement>("input[name=confirm]")?.value !== "tak") {
            event.preventDefault();
            setAsking(true);
          }
        }}
      >
        <input type="hidden" name="intent" value="bulk" />
        {allMatching ? <input type="hidden" name="scope" value="filter" /> : null}
        {hydrated ? <input type="hidden" name="confirm" value={confirmed ? "tak" : ""} /> : null}
        <div className="space-y-1.5 sm:w-64">
          <label htmlFor="bulk-operation" className="block text-sm font-medium">{t("editor.bulk.action")}</label>
          <select id="bulk-operation" name="operation" value={operation} onChange={(e) => setOperation(e.target.value)} className={inputClass}>
            <option value="">{t("editor.bulk.choose")}</option>
            <option value="trending-on">{t("editor.bulk.trendingOn")}</option>
            <option value="trending-off">{t("editor.bulk.trendingOff")}</option>
            <option value="verified-on">{t("editor.bulk.verifiedOn")}</option>
            <option value="verified-off">{t("editor.bulk.verifiedOff")}</option>
            <option value="hide">{t("editor.bulk.hide")}</option>
            <option value="show">{t("editor.bulk.show")}</option>
            <option value="category">{t("editor.bulk.category")}</option>
            <option value="tag-add">{t("editor.bulk.tagAdd")}</option>
            <option value="tag-remove">{t("editor.bulk.tagRemove")}</option>
            {canDelete ? <option value="delete">{t("editor.bulk.delete")}</option> : null}
          </select>
        </div>
        {hydrated && operation === "category" ? <CategorySelect categories={categories} /> : null}
        {hydrated && isTagOperation(operation) ? <TagInput invalid={tagInvalid} hinted /> : null}
        {/* Without JavaScript the category and the delete confirmation are always there. In <noscript>,
            not "until hydrated": with JavaScript the server's HTML already has the bar's hydrated
            height, so nothing under it moves when the page comes alive (ADR 193). */}
        <noscript>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <CategorySelect categories={categories} />
            <TagInput invalid={false} hinted={false} />
            {canDelete ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirm" value="tak" className="size-4" /> {t("editor.bulk.confirmNoJs")}
              </label>
            ) : null}
          </div>
        </noscript>
        <SubmitButton pending={busy} pendingLabel={t("editor.bulk.running")} className={secondaryButtonClass}>
          {t("editor.bulk.run")}
        </SubmitButton>
      </fetcher.Form>
      {/* Under the row, not under the field: the field's box stays level with the action's (ADR 207). */}
      {hydrated && isTagOperation(operation) ? (
        <p id="bulk-tag-opis" className={hintClass}>{t("editor.bulk.tagHint", { max: MAX_TAG_LENGTH })}</p>
      ) : null}
      <MessageBox live id={BULK_MESSAGE_ID} tone={shown?.ok ? "success" : "error"}>{shown?.message ? message(shown.message) : null}</MessageBox>
      <ConfirmDialog
        open={asking}
        title={t("editor.bulk.confirmTitle")}
        message={
          <>
            <p>{t(allMatching ? "editor.bulk.confirmMessageAll" : "editor.bulk.confirmMessage", { count: chosen })}</p>
            {/* ADR 174, 187: a deleted product's page answers 410; hiding is the reversible way off the site. */}
            <p className="mt-2 font-semibold">{t("editor.bulk.confirmFinal")}</p>
            <p className="mt-2">{t("editor.bulk.hideInstead")}</p>
          </>
        }
        confirmLabel={t("editor.bulk.delete")}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setConfirmed(true);
        }}
      />
      {/* Rows ticked further down the list: the count and a way back to the actions stay on screen
          (the bar sat 1 700 px above the 21st row, review session 30). */}
      {hydrated && chosen > 0 && !barInView ? (
        // The whole pill is the button (session 37 review: its 20 px high link was the only target on a phone).
        <button
          type="button"
          className="fixed bottom-4 right-4 z-30 flex min-h-11 items-center gap-3 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm shadow-lg hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
          onClick={() => {
            sectionRef.current?.scrollIntoView({ block: "center" });
            document.getElementById("bulk-operation")?.focus({ preventScroll: true });
          }}
        >
          <span>{t("editor.bulk.selectedCount", { count: chosen })}</span>
          <span className="font-semibold text-brand-700 dark:text-brand-100">{t("editor.bulk.goToActions")}</span>
        </button>
      ) : null}
    </section>
  );
}

function CategorySelect({ categories }: { categories: Props["categories"] }) {
  const t = useT();
  return (
    <div className="space-y-1.5 sm:w-56">
      <label htmlFor="bulk-category" className="block text-sm font-medium">{t("editor.bulk.newCategory")}</label>
      <select id="bulk-category" name="categoryCode" className={inputClass}>
        <option value="">{t("editor.bulk.chooseCategory")}</option>
        {categories.map((c) => (
          <option key={c.code} value={c.code}>{c.name}</option>
        ))}
      </select>
    </div>
  );
}

const BULK_MESSAGE_ID = "bulk-komunikat";

/** The tag to add or remove (ADR 207): the product form's rule, read on the server. */
function TagInput({ invalid, hinted }: { invalid: boolean; hinted: boolean }) {
  const t = useT();
  return (
    <div className="sm:w-64">
      <TextField
        id="bulk-tag"
        name="tag"
        label={t("editor.bulk.tag")}
        aria-describedby={hinted ? "bulk-tag-opis" : undefined}
        invalid={invalid}
        errorId={BULK_MESSAGE_ID}
        maxLength={MAX_TAG_LENGTH}
        autoComplete="off"
      />
    </div>
  );
}

/** Whether the element is on screen (true before hydration and where IntersectionObserver is missing). */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
