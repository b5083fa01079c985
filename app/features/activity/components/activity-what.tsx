// ADR 160: one change log entry in words — the kind, the subject (a link while it exists) and what
// was done, with the entry's details. Shared by the log screen and a product's recent changes.
import { Link } from "react-router";
import { formatRoleExpiry } from "~/features/access/role-format";
import { formatDateTime } from "~/utils/format";
import { useLocale, useT, type Locale, type MessageKey } from "~/i18n/i18n";
import { formatAmount, formatDate } from "~/utils/format";
import { VALUED_PRODUCT_FIELDS, type ActivityDetails, type ValuedProductField } from "../activity-types";
import { CategoryChanges } from "./category-changes";
import { ChangeList } from "./change-item";
import { SettingChanges } from "./setting-changes";
import type { ActivityEntry } from "../activity-types";

/** A stored value as read: "—" for none; prices "original / discounted" in the reader's number format; tags one after another. */
function shown(field: ValuedProductField, value: string, locale: Locale): string {
  if (field === "price") return value.split("|").map((part) => (part && Number.isFinite(Number(part)) ? formatAmount(Number(part), locale) : part || "—")).join(" / ");
  if (field === "tags") return value.split("|").filter(Boolean).join(", ") || "—";
  return value || "—";
}

/** What an update changed, before → after (owner review, session 32); the description folded away. */
function ValueChanges({ values }: { values: NonNullable<ActivityDetails["values"]> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ChangeList
      fields={VALUED_PRODUCT_FIELDS}
      values={values}
      name={(field) => t(`admin.activity.field.${field}` as MessageKey)}
      shown={(field, value) => shown(field, value, locale)}
      folded={(field) => (field === "description" ? t("admin.activity.descriptionChange") : undefined)}
    />
  );
}

function detailsOf(entry: ActivityEntry, t: ReturnType<typeof useT>, locale: Locale): string | null {
  const { details } = entry;
  if (entry.action === "redirected") return details.replacement ? t("admin.activity.replacement", { title: details.replacement }) : t("admin.activity.replacementCleared");
  if (entry.action === "imported") return t("admin.activity.importCounts", { created: details.created ?? 0, updated: details.updated ?? 0 });
  if (details.imported) return t("admin.activity.byImport");
  if (entry.subject === "review") {
    const author = t("admin.activity.reviewAuthor", { name: entry.authorName ?? t("admin.activity.erased") });
    const reports = details.reports ? t("admin.activity.reports", { count: details.reports }) : null;
    // The moderator's own ground, told to the author (session 36).
    const ground = details.ground ? t("admin.activity.blockGround", { reason: t(`admin.reviews.reason.${details.ground}` as MessageKey) }) : null;
    // A text correction's reason, as the author was told it (it was stored but not shown, session 37 review).
    const reason = details.reason ? t("admin.activity.reason", { reason: details.reason }) : null;
    return [author, reports, ground, reason].filter(Boolean).join("; ");
  }
  if (details.role) {
    const until = entry.action !== "role-assigned" ? null : details.until ? t("admin.activity.until", { date: formatRoleExpiry(details.until, locale) }) : t("admin.activity.noEnd");
    return [t("admin.activity.role", { role: details.role }), until].filter(Boolean).join("; ");
  }
  if (details.permission) return t("admin.activity.permission", { permission: details.permission });
  if (details.permissions) return t("admin.activity.permissions", { list: details.permissions.join(", ") });
  if (entry.action === "blocked") {
    // ADR 173: a block for a time says until when.
    const until = details.until ? t("admin.activity.blockedUntil", { date: formatDateTime(new Date(details.until), locale) }) : null;
    const ground = details.ground ? t("admin.activity.blockGround", { reason: t(`admin.reviews.reason.${details.ground}` as MessageKey) }) : null;
    return [until, ground, details.reason ? t("admin.activity.reason", { reason: details.reason }) : null].filter(Boolean).join("; ") || null;
  }
  if (details.reason) return t("admin.activity.reason", { reason: details.reason });
  if (entry.subject === "tag") {
    const count = t("admin.activity.tagProducts", { count: details.products ?? 0 });
    return details.newName ? `${t("admin.activity.tagNewName", { name: details.newName })}; ${count}` : count;
  }
  if (details.effectiveFrom) {
    const effective = t("admin.activity.documentEffective", { date: formatDate(`${details.effectiveFrom}T12:00:00Z`, locale) });
    // ADR 198: a publication says how many account holders it was e-mailed to.
    return details.notified === undefined ? effective : `${effective}; ${t("admin.activity.documentNotified", { count: details.notified })}`;
  }
  return null;
}

/**
 * "restored" says different things by subject: a product (ADR 209) and a review (ADR 197) came back
 * after their deletion; a review's `originalText` restore and a post's bring back an earlier version.
 */
function restoredAction(entry: ActivityEntry, t: ReturnType<typeof useT>): string | null {
  if (entry.action !== "restored") return null;
  if (entry.subject === "product") return t("admin.activity.productRestored");
  if (entry.subject === "review") return t(entry.details.originalText ? "admin.activity.reviewTextRestored" : "admin.activity.reviewRestored");
  return null;
}

/** `ofSubject`: shown on the subject's own page, so only what was done (not its kind and name again). */
export function ActivityWhat({ entry, ofSubject = false }: { entry: ActivityEntry; ofSubject?: boolean }) {
  const t = useT();
  // "zmieniono: tytuł, ceny" says the action and the fields at once.
  const fields = (
    entry.details.fields?.map((f) => t(`admin.activity.field.${f}` as MessageKey)) ?? entry.details.settings?.map((f) => t(`admin.activity.setting.${f}` as MessageKey))
  )?.join(", ");
  const action = fields ? t("admin.activity.changedFields", { fields }) : restoredAction(entry, t) ?? t(`admin.activity.action.${entry.action}` as MessageKey);
  const details = detailsOf(entry, t, useLocale());
  // A whole-file import names no single subject.
  const label = entry.action === "imported" ? t(`admin.activity.importedAll.${entry.subject === "code" ? "code" : "product"}`) : entry.label || t("admin.activity.erased");
  const values = entry.details.values ? (
    <ValueChanges values={entry.details.values} />
  ) : entry.details.settingValues ? (
    <SettingChanges values={entry.details.settingValues} />
  ) : entry.details.categoryValues ? (
    <CategoryChanges values={entry.details.categoryValues} />
  ) : null;
  // A <div> shown inline: the value list and the folded description are flow content, not phrasing.
  if (ofSubject) {
    return (
      <div className="inline">
        {action}
        {details ? <span className="block text-sm text-slate-600 dark:text-slate-300">{details}</span> : null}
        {values}
      </div>
    );
  }
  return (
    <div className="inline">
      {/* The kind, unless the name already starts with it ("Ustawienia Ustawienia strony", session 37 review). */}
      {entry.action !== "imported" && !label.toLowerCase().startsWith(t(`admin.activity.kind.${entry.subject}` as MessageKey).toLowerCase()) ? (
        <span className="text-slate-600 dark:text-slate-300">{t(`admin.activity.kind.${entry.subject}` as MessageKey)} </span>
      ) : null}
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
      {values}
    </div>
  );
}
