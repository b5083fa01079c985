// ADR 160: one change log entry in words — the kind, the subject (a link while it exists) and what
// was done, with the entry's details. Shared by the log screen and a product's recent changes.
import { Link } from "react-router";
import { formatRoleExpiry } from "~/features/access/role-format";
import { useLocale, useT, type Locale, type MessageKey } from "~/i18n/i18n";
import type { ActivityEntry } from "../activity-types";

function detailsOf(entry: ActivityEntry, t: ReturnType<typeof useT>, locale: Locale): string | null {
  const { details } = entry;
  if (entry.action === "imported") return t("admin.activity.importCounts", { created: details.created ?? 0, updated: details.updated ?? 0 });
  if (entry.subject === "review") {
    const author = t("admin.activity.reviewAuthor", { name: entry.authorName ?? t("admin.activity.erased") });
    return details.reports ? `${author}; ${t("admin.activity.reports", { count: details.reports })}` : author;
  }
  if (details.role) {
    const until = entry.action !== "role-assigned" ? null : details.until ? t("admin.activity.until", { date: formatRoleExpiry(details.until, locale) }) : t("admin.activity.noEnd");
    return [t("admin.activity.role", { role: details.role }), until].filter(Boolean).join("; ");
  }
  if (details.permission) return t("admin.activity.permission", { permission: details.permission });
  if (details.permissions) return t("admin.activity.permissions", { list: details.permissions.join(", ") });
  if (details.reason) return t("admin.activity.reason", { reason: details.reason });
  return null;
}

/** `ofSubject`: shown on the subject's own page, so only what was done (not its kind and name again). */
export function ActivityWhat({ entry, ofSubject = false }: { entry: ActivityEntry; ofSubject?: boolean }) {
  const t = useT();
  // "zmieniono: tytuł, ceny" says the action and the fields at once.
  const fields = entry.details.fields?.map((f) => t(`admin.activity.field.${f}` as MessageKey)).join(", ");
  const action = fields ? t("admin.activity.changedFields", { fields }) : t(`admin.activity.action.${entry.action}` as MessageKey);
  const details = detailsOf(entry, t, useLocale());
  // A whole-file import names no single subject.
  const label = entry.action === "imported" ? t(`admin.activity.importedAll.${entry.subject === "code" ? "code" : "product"}`) : entry.label || t("admin.activity.erased");
  if (ofSubject) {
    return (
      <span>
        {action}
        {details ? <span className="block text-sm text-slate-600 dark:text-slate-300">{details}</span> : null}
      </span>
    );
  }
  return (
    <span>
      {entry.action !== "imported" ? <span className="text-slate-600 dark:text-slate-300">{t(`admin.activity.kind.${entry.subject}` as MessageKey)} </span> : null}
      {entry.href ? (
        <Link to={entry.href} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
          {label}
        </Link>
      ) : (
        <span className="font-semibold">{label}</span>
      )}
      {" — "}
      {action}
      {details ? <span className="block text-sm text-slate-600 dark:text-slate-300">{details}</span> : null}
    </span>
  );
}
