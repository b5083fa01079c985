import { LeaveEditorDialog, SaveBar } from "~/components/ui/editor-frame";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { inputClass, primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { TextareaField, TextField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SaveState } from "~/components/ui/save-state";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusFormMessage } from "~/components/ui/use-focus-form-message";
import { useSaveShortcut } from "~/components/ui/use-save-shortcut";
import { useUnsavedChanges } from "~/components/ui/use-unsaved-changes";
import { useFormat, useMessage, useT } from "~/i18n/i18n";
import { FORM_HAS_ERRORS, validateForm, type ActionResult } from "~/utils/form";
import { useHydrated } from "~/utils/use-hydrated";
import type { DocumentEditorData } from "../../documents/document-admin.server";
import { documentVersionSchema, earliestEffectiveDay, isDay, MAX_YEARS_AHEAD, NOTICE_DAYS } from "../../documents/document-rules";
import { dayText } from "../../documents/document-facts";
import { NOTIFIED_DOCUMENTS } from "../../documents/document-types";
import { LEGAL_DOCUMENTS } from "../../documents/document-types";
import { DocumentPreview, EditorNotices, FactsHelp, type PreviewValues } from "./document-editor-parts";

// ADR 172: a new version of a legal document, or a draft of one. The post editor's ways (ADR 019, 123,
// 166): the action's own schema checks the form in the browser first, a refused save keeps the typed
// text and takes the keyboard to what was refused, a stale save offers to load the current version,
// Ctrl+S saves the draft, leaving with unsaved changes asks first, the preview renders the page with
// the same components. Without JavaScript the two buttons post the form and the server says the same.

type Props = { data: DocumentEditorData; result?: ActionResult<unknown, unknown> | null; appUrl: string };

export function DocumentEditor({ data, result, appUrl }: Props) {
  const t = useT();
  const message = useMessage();
  const format = useFormat();
  const hydrated = useHydrated();
  const doc = LEGAL_DOCUMENTS[data.key];
  const schema = useMemo(() => documentVersionSchema(data.key), [data.key]);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const confirmed = useRef(false);
  const initial = data.draft ?? { body: data.start?.body ?? "", summary: "", effectiveFrom: null };
  const [dirty, setDirty] = useState(false);
  const [preview, setPreview] = useState<PreviewValues | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const blocker = useUnsavedChanges(dirty);
  useSaveShortcut(formRef);
  useEffect(() => {
    setClientErrors(null);
    if (result && !result.ok) setDirty(true);
  }, [result]);
  useFocusFormMessage(result && !result.ok ? result : null, formRef, messageRef);

  const serverErrors = result && !result.ok ? result.fieldErrors : {};
  const errors = Object.fromEntries(Object.entries(clientErrors ?? serverErrors).map(([name, text]) => [name, text ? message(text) : undefined]));
  const refusal = clientErrors ? FORM_HAS_ERRORS : result && !result.ok ? result.message : null;
  const stale = !clientErrors && Boolean(result && !result.ok && result.fieldErrors._stale);
  const navigate = useNavigate();
  const location = useLocation();

  const check = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const parsed = validateForm(new FormData(form, submitter ?? undefined), schema);
    return parsed.ok ? null : Object.fromEntries(Object.entries(parsed.fieldErrors).filter((e): e is [string, string] => Boolean(e[1])));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const found = check(event.currentTarget, submitter);
    if (found) {
      event.preventDefault();
      setClientErrors(found);
      event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(Object.keys(found)[0] ?? "body")}"]`)?.focus();
      return;
    }
    // A published version cannot be taken back: the date and the rule are said once more first.
    if (submitter?.getAttribute("value") === "publish" && !confirmed.current) {
      event.preventDefault();
      setConfirming(String(new FormData(event.currentTarget).get("effectiveFrom")));
      return;
    }
    confirmed.current = false;
    setDirty(false);
  };
  const today = data.today;
  const maxDay = `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t(data.draft ? "admin.documents.editor.draftHeading" : "admin.documents.editor.newHeading", { name: doc.name })}</h1>
        <div className="flex gap-2">
          {hydrated && (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => setPreview(preview || !formRef.current ? null : previewValues(new FormData(formRef.current)))}
            >
              {preview ? t("admin.documents.editor.backToEdit") : t("admin.documents.editor.preview")}
            </button>
          )}
          <Link to="/admin/dokumenty" className={secondaryButtonClass}>
            {t("admin.documents.editor.cancel")}
          </Link>
        </div>
      </div>
      <EditorNotices data={data} />
      {refusal && (
        <div ref={messageRef} tabIndex={-1} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          <MessageBox tone="error" title={clientErrors ? undefined : t("admin.documents.editor.errorTitle")}>
            {message(refusal)}
            {stale && (
              <button type="button" onClick={() => (setDirty(false), void navigate(location.pathname + location.search, { replace: true }))} className={`${secondaryButtonClass} mt-2 block`}>
                {t("editor.form.reload")}
              </button>
            )}
          </MessageBox>
        </div>
      )}
      {preview && <DocumentPreview data={data} values={preview} appUrl={appUrl} />}
      <Form
        method="post"
        ref={formRef}
        noValidate
        hidden={preview !== null}
        className="space-y-5"
        onSubmit={onSubmit}
        onChange={(e) => {
          setDirty(true);
          if (clientErrors) setClientErrors(check(e.currentTarget));
        }}
      >
        <input type="hidden" name="basedOn" value={data.latest} />
        <input type="hidden" name="expectedUpdatedAt" value={data.draft?.updatedAt ?? ""} />
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
          <TextField
            label={t("admin.documents.editor.effectiveFrom")}
            name="effectiveFrom"
            type="date"
            min={earliestEffectiveDay(data.key, today)}
            max={maxDay}
            defaultValue={initial.effectiveFrom ?? ""}
            hint={
              NOTICE_DAYS[data.key] > 0
                ? t("admin.documents.editor.effectiveHintNotice", { date: dayText(earliestEffectiveDay(data.key, today)), days: NOTICE_DAYS[data.key] })
                : t("admin.documents.editor.effectiveHint")
            }
            error={errors.effectiveFrom}
          />
          <TextareaField label={t("admin.documents.editor.summary")} name="summary" rows={2} defaultValue={initial.summary} hint={t("admin.documents.editor.summaryHint")} error={errors.summary} />
        </div>
        {data.key === "terms" && <p className="text-sm text-slate-700 dark:text-slate-200">{t("admin.documents.editor.termsNotice")}</p>}
        {NOTIFIED_DOCUMENTS.includes(data.key) && (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t("admin.documents.editor.notifyNotice")}
            {data.noticeHoldMinutes > 0 ? ` ${t("admin.documents.editor.notifyHold", { minutes: data.noticeHoldMinutes })}` : null}
          </p>
        )}
        <TextareaField
          label={t("admin.documents.editor.body")}
          name="body"
          rows={24}
          defaultValue={initial.body}
          hint={t("admin.documents.editor.bodyHint")}
          error={errors.body}
          className={`${inputClass} font-mono text-sm leading-6`}
          spellCheck
          lang="pl"
        />
        <FactsHelp />
        <SaveBar>
          <SubmitButton save name="intent" value="save-draft" pendingLabel={t("admin.documents.editor.saving")} className={secondaryButtonClass}>
            {t("admin.documents.editor.saveDraft")}
          </SubmitButton>
          <SubmitButton name="intent" value="publish" pendingLabel={t("admin.documents.editor.saving")} className={primaryButtonInlineClass}>
            {t("admin.documents.editor.publish")}
          </SubmitButton>
          <SaveState dirty={dirty} />
        </SaveBar>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        title={t("admin.documents.editor.publishTitle")}
        message={t("admin.documents.editor.publishConfirm", { date: confirming && isDay(confirming) ? format.date(`${confirming}T12:00:00Z`) : "" })}
        confirmLabel={t("admin.documents.editor.publish")}
        onConfirm={() => {
          setConfirming(null);
          confirmed.current = true;
          formRef.current?.requestSubmit(formRef.current.querySelector<HTMLButtonElement>('button[value="publish"]'));
        }}
        onCancel={() => setConfirming(null)}
      />
      <LeaveEditorDialog blocker={blocker} />
    </div>
  );
}

function previewValues(form: FormData): PreviewValues {
  const text = (name: string) => String(form.get(name) ?? "");
  return { body: text("body"), summary: text("summary"), effectiveFrom: text("effectiveFrom") };
}
