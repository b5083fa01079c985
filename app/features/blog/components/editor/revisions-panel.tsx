import { ConfirmForm } from "~/components/ui/confirm-dialog";
import { secondaryButtonClass } from "~/components/ui/classes";
import { formatDate } from "~/utils/format";
import type { FieldChange } from "../../revision-diff";

export type RevisionView = { id: string; createdAt: string; savedByName: string | null; title: string; changes: FieldChange[] };

const time = (iso: string) => `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Warsaw" })}`;

/** Issue #9 revisions: who replaced each version and when, its difference to now, and restore. */
export function RevisionsPanel({ revisions, canRestore }: { revisions: RevisionView[]; canRestore: boolean }) {
  return (
    <section aria-labelledby="revisions-heading" className="space-y-3">
      <h2 id="revisions-heading" className="text-xl font-bold">
        Historia wersji
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Brak wcześniejszych wersji.</p>
      ) : (
        <ol className="space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-sm">
                <strong>{revision.title}</strong> — zastąpiona {time(revision.createdAt)} przez {revision.savedByName ?? "Nieznany autor"}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">Pokaż różnice ({revision.changes.length})</summary>
                {revision.changes.length === 0 ? (
                  <p className="mt-2 text-sm">Ta wersja nie różni się od obecnej.</p>
                ) : (
                  <dl className="mt-2 space-y-2 text-sm">
                    {revision.changes.map((change) => (
                      <div key={change.field}>
                        <dt className="font-semibold">{change.name}</dt>
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
                                <span className="sr-only">Wtedy: </span>
                                <del className="text-red-800 dark:text-red-300">{change.before || "(puste)"}</del>
                              </span>
                              <span className="block">
                                <span className="sr-only">Teraz: </span>
                                <ins className="text-emerald-800 no-underline dark:text-emerald-300">{change.after || "(puste)"}</ins>
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
                    title="Przywróć wersję"
                    message="Czy na pewno chcesz przywrócić tę wersję? Obecna wersja zostanie zachowana w historii."
                    confirmLabel="Przywróć"
                    triggerClassName={secondaryButtonClass}
                    triggerLabel={`Przywróć wersję z ${time(revision.createdAt)}`}
                  >
                    Przywróć
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
