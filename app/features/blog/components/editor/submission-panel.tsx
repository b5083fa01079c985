// ADR 182: where a draft stands in its hand-off — submitted (and, for whoever may publish, the form that
// returns it with a note) or returned (the publisher's note, and how to submit it again). The return
// form is a fetcher: a refusal (an empty note) stays beside it instead of replacing the editor's state;
// success redirects, and the page opens again with the toast.
import { useId } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { TextareaField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormat, useMessage, useT } from "~/i18n/i18n";
import type { SubmissionView } from "../../post-submissions.server";

const MAX_NOTE = 1000; // as MAX_RETURN_NOTE (post-submissions.server.ts)

type Answer = { ok: boolean; message?: string; fieldErrors?: Record<string, string | undefined> };

/** `version`: the post's updated_at as the editor shows it; a return of a text changed since is refused. */
export function SubmissionPanel({ submission, canPublish, version }: { submission: SubmissionView | null; canPublish: boolean; version: string }) {
  const t = useT();
  const fmt = useFormat();
  const message = useMessage();
  const fetcher = useFetcher<Answer>();
  const publisher = useFetcher<Answer>();
  const revalidator = useRevalidator();
  const headingId = useId();
  const decisionId = useId();
  if (!submission) return null;
  const who = (name: string | null) => name || t("editor.submission.someone");
  if (submission.state === "returned") {
    return (
      <MessageBox tone="warning" title={t("editor.submission.returned", { name: who(submission.returnedBy), date: fmt.dateTime(submission.returnedAt ?? submission.submittedAt) })}>
        <p className="whitespace-pre-line">{submission.note}</p>
        <p className="mt-2">{t("editor.submission.returnedHint")}</p>
      </MessageBox>
    );
  }
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const publishRefusal = publisher.data && !publisher.data.ok ? publisher.data : null;
  return (
    <div className="space-y-3">
      <MessageBox tone="info">{t("editor.submission.submitted", { name: who(submission.submittedBy), date: fmt.dateTime(submission.submittedAt) })}</MessageBox>
      {canPublish ? (
        // Review (session 35): the other answer to a submitted draft, beside the return, without
        // scrolling to the "Opublikowany" box at the end of the form.
        <section aria-labelledby={decisionId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 id={decisionId} className="text-base font-bold text-slate-900 dark:text-white">
            {t("editor.submission.decisionHeading")}
          </h2>
          <publisher.Form method="post" className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="expectedUpdatedAt" value={version} />
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t("editor.submission.publishHint")}
            </p>
            {publishRefusal ? (
              <MessageBox tone="error">
                {message(publishRefusal.message)}
                {/* Review (session 35): without it, every later click met the same 409 until a reload. */}
                {publishRefusal.fieldErrors?._stale ? (
                  <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => revalidator.revalidate()}>
                    {t("editor.form.reload")}
                  </button>
                ) : null}
              </MessageBox>
            ) : null}
            <SubmitButton pending={publisher.state !== "idle"} pendingLabel={t("editor.submission.publishing")} className={primaryButtonInlineClass}>
              {t("editor.submission.publish")}
            </SubmitButton>
          </publisher.Form>
        </section>
      ) : null}
      {canPublish ? (
        <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 id={headingId} className="text-base font-bold text-slate-900 dark:text-white">
            {t("editor.submission.returnHeading")}
          </h2>
          <fetcher.Form method="post" noValidate className="mt-2 space-y-3">
            <input type="hidden" name="intent" value="return" />
            <input type="hidden" name="expectedUpdatedAt" value={version} />
            <TextareaField
              label={t("editor.submission.note")}
              name="note"
              rows={3}
              required
              maxLength={MAX_NOTE}
              hint={t("editor.submission.noteHint")}
              error={refusal ? message(refusal.fieldErrors?.note ?? refusal.message) : undefined}
            />
            <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("editor.submission.returning")} className={secondaryButtonClass}>
              {t("editor.submission.return")}
            </SubmitButton>
          </fetcher.Form>
        </section>
      ) : null}
    </div>
  );
}
