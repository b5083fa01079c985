import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { secondaryButtonClass } from "~/components/ui/classes";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import { plEditor } from "~/i18n/messages/pl-editor";
import type { FieldChange } from "../../revision-diff";

export type RevisionView = { id: string; createdAt: string; savedByName: string | null; title: string; changes: FieldChange[] };

/** Issue #9 revisions: who replaced each version and when, its difference to now, and restore. */
export function RevisionsPanel({ revisions, canRestore }: { revisions: RevisionView[]; canRestore: boolean }) {
  const t = useT();
  const time = useFormat().dateTime;
  return (
    <section aria-labelledby="revisions-heading" className="space-y-3">
      <h2 id="revisions-heading" className="text-xl font-bold">
        {t("editor.rev.heading")}
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("editor.rev.none")}</p>
      ) : (
        <ol className="space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-sm">
                <strong>{revision.title}</strong> {t("editor.rev.replaced", { time: time(revision.createdAt), name: revision.savedByName ?? t("editor.rev.unknownAuthor") })}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">{t("editor.rev.showDiff", { count: revision.changes.length })}</summary>
                {revision.changes.length === 0 ? (
                  <p className="mt-2 text-sm">{t("editor.rev.same")}</p>
                ) : (
                  <dl className="mt-2 space-y-2 text-sm">
                    {revision.changes.map((change) => (
                      <div key={change.field}>
                        <dt className="font-semibold">{`editor.rev.field.${change.field}` in plEditor ? t(`editor.rev.field.${change.field}` as MessageKey) : change.name}</dt>
                        <dd>
                          {change.lines ? (
                            <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs dark:bg-slate-900">
                              {change.lines
                                .filter((line) => line.kind !== "same")
                                .map((line, i) => (
                                  <span key={i} className={line.kind === "added" ? "block text-emerald-800 dark:text-emerald-300" : "block text-red-800 dark:text-red-300"}>
                                    {line.kind === "added" ? "+ " : "− "}
                                    {line.text}
                                  </span>
                                ))}
                            </pre>
                          ) : (
                            <>
                              <span className="block">
                                <span className="sr-only">{t("editor.rev.then")}</span>
                                <del className="text-red-800 dark:text-red-300">{(change.date && change.before ? time(change.before) : change.before) || t("editor.rev.empty")}</del>
                              </span>
                              <span className="block">
                                <span className="sr-only">{t("editor.rev.now")}</span>
                                <ins className="text-emerald-800 no-underline dark:text-emerald-300">{(change.date && change.after ? time(change.after) : change.after) || t("editor.rev.empty")}</ins>
                              </span>
                            </>
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </details>
              {canRestore && (
                <div className="mt-2">
                  <ConfirmForm
                    fields={{ intent: "restore", revisionId: revision.id }}
                    title={t("editor.rev.restoreTitle")}
                    message={t("editor.rev.restoreConfirm")}
                    confirmLabel={t("editor.rev.restore")}
                    triggerClassName={secondaryButtonClass}
                    triggerLabel={t("editor.rev.restoreNamed", { time: time(revision.createdAt) })}
                  >
                    {t("editor.rev.restore")}
                  </ConfirmForm>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
