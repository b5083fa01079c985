// The CSV import form of the codes and products sections (issue #11): a file, one button, a progress
// bar while the server works, then the summary or every bad row with its line number.
import { Upload } from "lucide-react";
import { useFetcher } from "react-router";
import { inputClass, secondaryButtonClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ImportResult } from "../../csv-import";
import type { ActionResult } from "~/utils/form";
import { useMessage, useT } from "~/i18n/i18n";

type ImportData = ActionResult<{ report: ImportResult }, { report: ImportResult }>;

export function CsvImportForm({ action, id, title, hint }: { action: string; id: string; title: string; hint: string }) {
  const fetcher = useFetcher<ImportData>();
  const t = useT();
  const message = useMessage();
  const busy = fetcher.state !== "idle";
  const result = busy ? null : fetcher.data;
  const sent = result?.data?.report;
  const report = sent && !sent.ok ? sent : null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <fetcher.Form method="post" action={action} encType="multipart/form-data" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="import" />
        <div className="flex-1 space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            {t("editor.csv.file")}
          </label>
          <input id={`${id}-file`} name="file" type="file" accept=".csv,text/csv" required aria-describedby={`${id}-hint`} className={inputClass} />
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            {hint}
          </p>
        </div>
        <SubmitButton pending={busy} pendingLabel={t("editor.csv.importing")} className={secondaryButtonClass}>
          <Upload aria-hidden className="size-4" />
          {t("editor.csv.import")}
        </SubmitButton>
      </fetcher.Form>
      {busy ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-progress`} className="text-sm">
            {t("editor.csv.progress")}
          </label>
          {/* Indeterminate: the server checks every row before writing anything (all-or-nothing). */}
          <progress id={`${id}-progress`} className="w-full" />
        </div>
      ) : null}
      <MessageBox live tone={result?.ok ? "success" : "error"}>
        {result?.message ? message(result.message) : null}
      </MessageBox>
      {report && report.errors.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-semibold">
            {t("editor.csv.badRows", { count: report.errorCount })}
            {report.errorCount > report.errors.length ? t("editor.csv.shownFirst", { count: report.errors.length }) : ""}):
          </p>
          <ul className="max-h-64 list-disc overflow-auto pl-5 text-sm" aria-label={t("editor.csv.badRowsLabel")}>
            {report.errors.map((e, i) => (
              <li key={`${e.line}-${i}`}>
                {t("editor.csv.row", { line: e.line, message: message(e.message) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
