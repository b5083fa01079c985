// ADR 182: where a draft stands in its hand-off — submitted (and, for whoever may publish, the form that
// returns it with a note) or returned (the publisher's note, and how to submit it again). The return
// form is a fetcher: a refusal (an empty note) stays beside it instead of replacing the editor's state;
// success redirects, and the page opens again with the toast.
import { useId } from "react";
import { useFetcher } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { TextareaField } from "~/components/ui/field";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormat, useMessage, useT } from "~/i18n/i18n";
import type { SubmissionView } from "../../post-submissions.server";

const MAX_NOTE = 1000; // as MAX_RETURN_NOTE (post-submissions.server.ts)

/** `version`: the post's updated_at as the editor shows it; a return of a text changed since is refused. */
export function SubmissionPanel({ submission, canPublish, version }: { submission: SubmissionView | null; canPublish: boolean; version: string }) {
  const t = useT();
  const fmt = useFormat();
  const message = useMessage();
  const fetcher = useFetcher<{ ok: boolean; message?: string; fieldErrors?: Record<string, string | undefined> }>();
  const headingId = useId();
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
  return (
    <div className="space-y-3">
      <MessageBox tone="info">{t("editor.submission.submitted", { name: who(submission.submittedBy), date: fmt.dateTime(submission.submittedAt) })}</MessageBox>
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
