import Plus from "lucide-react/icons/plus";
import { Link } from "react-router";
import { ActionResultMessage } from "~/components/ui/action-result-message";
import { dangerOutlineButtonClass, linkClass, primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { useFormat, useT } from "~/i18n/i18n";
import type { AdminDocument, AdminDraft } from "../../documents/document-admin.server";
import { LEGAL_DOCUMENTS, versionPath, type LegalDocumentInfo, type VersionHead } from "../../documents/document-types";

// ADR 172: "Dokumenty" — the three documents, each with the version in force, the scheduled ones and
// the drafts; a new version starts from the list. Links and plain forms: it works without JavaScript.

export function DocumentsView({ documents }: { documents: AdminDocument[] }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("admin.documents.heading")}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("admin.documents.intro")}</p>
      </div>
      <ActionResultMessage />
      <ul className="space-y-4">
        {documents.map((document) => (
          <li key={document.key}>
            <DocumentCard document={document} />
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("admin.documents.generated")}</p>
    </div>
  );
}

/** A day (YYYY-MM-DD) in the panel's language. */
const useDay = () => {
  const format = useFormat();
  return (day: string) => format.date(`${day}T12:00:00Z`);
};

function VersionLink({ doc, version }: { doc: LegalDocumentInfo; version: VersionHead }) {
  const t = useT();
  const day = useDay();
  return (
    <Link to={versionPath(doc.key, version.number)} className={linkClass}>
      {t("admin.documents.versionFrom", { number: version.number, date: day(version.effectiveFrom) })}
    </Link>
  );
}

function DocumentCard({ document }: { document: AdminDocument }) {
  const t = useT();
  const doc = LEGAL_DOCUMENTS[document.key];
  const headingId = `dokument-${doc.slug}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-5 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          <Link to={doc.page.path} className="hover:underline">
            {doc.name}
          </Link>
        </h2>
        <Link to={`/admin/dokumenty/${doc.slug}/nowa`} className={primaryButtonInlineClass} aria-label={t("admin.documents.newVersionNamed", { name: doc.name })}>
          <Plus aria-hidden className="size-4" />
          {t("admin.documents.newVersion")}
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("admin.documents.inForce")}</dt>
        <dd>
          {document.inForce ? <VersionLink doc={doc} version={document.inForce} /> : t("admin.documents.noneInForce")}
          {/* A privacy version may apply from the day it was published: its e-mails are counted here. */}
          {document.inForce && document.notices[document.inForce.number] && <NoticeLine progress={document.notices[document.inForce.number]!} />}
        </dd>
        {document.scheduled.map((version) => (
          <div key={version.number} className="contents">
            <dt className="font-semibold">{t("admin.documents.scheduled")}</dt>
            <dd>
              <VersionLink doc={doc} version={version} />
              {document.notices[version.number] && <NoticeLine progress={document.notices[version.number]!} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("admin.documents.publishedCount", { count: document.publishedCount })}</p>
      <h3 className="mt-4 text-sm font-semibold">{t("admin.documents.drafts")}</h3>
      {document.drafts.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("admin.documents.noDrafts")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {document.drafts.map((draft) => (
            <DraftRow key={draft.id} doc={doc} draft={draft} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** ADR 198: how many account holders were e-mailed about a scheduled version, and whether the sending goes on. */
function NoticeLine({ progress }: { progress: AdminDocument["notices"][number] }) {
  const t = useT();
  const format = useFormat();
  const parts = [t("admin.documents.notified", { count: progress.told, total: format.count(progress.total) })];
  if (progress.waiting > 0) parts.push(t("admin.documents.notifying"));
  if (progress.failed > 0) parts.push(t("admin.documents.notifyFailed", { count: progress.failed }));
  return <span className="block text-slate-600 dark:text-slate-300">{parts.join(" · ")}</span>;
}

function DraftRow({ doc, draft }: { doc: LegalDocumentInfo; draft: AdminDraft }) {
  const t = useT();
  const format = useFormat();
  const day = useDay();
  const changed = format.dateTime(draft.updatedAt);
  const named = { name: doc.name, date: changed };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm dark:bg-slate-900">
      <span>
        {t("admin.documents.draftChanged", { date: changed, name: draft.updatedByName ?? t("admin.documents.erased") })}
        {" · "}
        {draft.effectiveFrom ? t("admin.documents.draftEffective", { date: day(draft.effectiveFrom) }) : t("admin.documents.draftNoDate")}
        {draft.summary ? <span className="block text-slate-600 wrap-anywhere dark:text-slate-300">{draft.summary}</span> : null}
      </span>
      <span className="flex gap-2">
        <Link to={`/admin/dokumenty/${doc.slug}/szkice/${draft.id}`} className={secondaryButtonClass} aria-label={t("admin.documents.editDraftNamed", named)}>
          {t("admin.documents.editDraft")}
        </Link>
        <ConfirmForm
          fields={{ intent: "delete-draft", id: draft.id }}
          title={t("admin.documents.deleteTitle")}
          message={t("admin.documents.deleteConfirm")}
          confirmLabel={t("admin.documents.deleteDraft")}
          triggerClassName={dangerOutlineButtonClass}
          triggerLabel={t("admin.documents.deleteDraftNamed", named)}
        >
          {t("admin.documents.deleteDraft")}
        </ConfirmForm>
      </span>
    </li>
  );
}
