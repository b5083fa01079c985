// Session 33: one account's page in the panel (/admin/uzytkownicy/{id}), read by holders of user:read.
// The block and unblock, and the roles, go through the users list's own dialogs.
import { ArrowLeft } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { dangerButtonClass, primaryButtonInlineClass, secondaryButtonClass } from "~/components/ui/classes";
import { useFormat, useLocale, useT } from "~/i18n/i18n";
import { formatDateTime } from "~/utils/format";
import type { PersonDetails } from "../person-admin.server";
import { can } from "../permissions";
import { formatRoleExpiry } from "../role-format";
import { useOptionalUser } from "../use-optional-user";
import type { UserRow } from "../user-directory.server";
import type { RoleChoices } from "../role-admin.server";
import { BlockUserDialog } from "./block-user-dialog";
import { ManageRolesDialog } from "./manage-roles-dialog";
import { PersonConsents } from "./person-consents";

const cardClass = "rounded-xl border border-slate-200 p-4 dark:border-slate-700";
const linkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-t border-slate-100 py-1.5 first:border-t-0 dark:border-slate-800">
      <dt className="text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

type Props = { row: UserRow; details: PersonDetails; roleChoices: RoleChoices | null; changes: ReactNode };

export function PersonView({ row, details, roleChoices, changes }: Props) {
  const t = useT();
  const fmt = useFormat();
  const locale = useLocale();
  const me = useOptionalUser();
  const [blocking, setBlocking] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [managingRoles, setManagingRoles] = useState(false);
  const yesNo = (value: boolean) => t(value ? "admin.person.yes" : "admin.person.no");
  const staff = row.staff;
  const { counts, contact } = details;
  return (
    <div className="space-y-6">
      <Link to="/admin/uzytkownicy" className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
        <ArrowLeft aria-hidden className="size-4" />
        {t("admin.person.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-extrabold wrap-anywhere text-slate-900 sm:text-3xl dark:text-white">{row.name}</h1>
        {row.email ? <p className="mt-1 wrap-anywhere text-slate-700 dark:text-slate-200">{row.email}</p> : null}
        <ul className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
          {row.blockedAt ? (
            <li className="rounded-full bg-red-100 px-2 py-0.5 text-red-900 dark:bg-red-950 dark:text-red-100">
              {row.blockedUntil ? t("admin.users.blockedUntilBadge", { date: formatDateTime(new Date(row.blockedUntil), locale) }) : t("admin.users.blockedBadge")}
            </li>
          ) : null}
          {details.deletionRequestedAt ? (
            <li className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
              {t("admin.person.deletionRequested", { date: fmt.date(details.deletionRequestedAt) })}
            </li>
          ) : null}
        </ul>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="person-account" className={cardClass}>
          <h2 id="person-account" className="mb-2 font-bold">
            {t("admin.person.account")}
          </h2>
          <dl className="text-sm">
            <Fact label={t("admin.users.registered")}>{fmt.date(row.createdAt)}</Fact>
            <Fact label={t("admin.person.lastSeen")}>{details.lastSeenAt ? fmt.dateTime(details.lastSeenAt) : t("admin.person.never")}</Fact>
            {contact ? (
              <>
                <Fact label={t("admin.person.emailVerified")}>{yesNo(contact.emailVerified)}</Fact>
                <Fact label={t("admin.person.twoFactor")}>{yesNo(contact.twoFactor)}</Fact>
                <Fact label={t("admin.person.sessions")}>{fmt.count(contact.activeSessions)}</Fact>
                <Fact label={t("admin.person.language")}>{contact.language === "en" ? "English" : "Polski"}</Fact>
                <Fact label={t("admin.person.newsletter")}>{yesNo(contact.newsletter)}</Fact>
              </>
            ) : null}
          </dl>
          {/* ADR 203: a moderator works with name, activity, reviews and block; contact data has its own permission. */}
          {contact ? null : <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">{t("admin.person.contactHidden")}</p>}
        </section>
        {contact ? <PersonConsents contact={contact} /> : null}
        <section aria-labelledby="person-roles" className={cardClass}>
          <h2 id="person-roles" className="mb-2 font-bold">
            {t("admin.section.roles")}
          </h2>
          <ul className="space-y-1 text-sm">
            {row.roles.length === 0 ? <li>{t("admin.person.noRole")}</li> : null}
            {row.roles.map((r) => (
              <li key={r.name}>
                <span className="font-medium">{r.displayName}</span>
                {r.expiresAt ? <span className="text-slate-700 dark:text-slate-200"> · {t("admin.history.validUntil")} {formatRoleExpiry(r.expiresAt, locale)}</span> : null}
              </li>
            ))}
          </ul>
          {can(me, "role:assign") && roleChoices ? (
            <button type="button" className={`mt-3 ${secondaryButtonClass}`} onClick={() => setManagingRoles(true)}>
              {t("admin.person.changeRoles")}
            </button>
          ) : null}
        </section>
        <section aria-labelledby="person-activity" className={cardClass}>
          <h2 id="person-activity" className="mb-2 font-bold">
            {t("admin.person.onSite")}
          </h2>
          <dl className="text-sm">
            <Fact label={t("admin.person.reviews")}>
              {can(me, "review:moderate") && counts.reviews > 0 ? (
                <Link to={`/admin/opinie?autor=${encodeURIComponent(row.id)}`} className={linkClass} aria-label={t("admin.person.reviewsLink", { count: counts.reviews })}>
                  {fmt.count(counts.reviews)}
                </Link>
              ) : (
                fmt.count(counts.reviews)
              )}
            </Fact>
            <Fact label={t("admin.person.reported")}>{fmt.count(counts.reportedReviews)}</Fact>
            {/* ADR 197: what moderators removed or corrected, kept for the appeal window. */}
            <Fact label={t("admin.person.moderated")}>
              {can(me, "review:moderate") && counts.moderatedReviews > 0 ? (
                <Link to={`/admin/opinie/moderowane?autor=${encodeURIComponent(row.id)}`} className={linkClass} aria-label={t("admin.person.moderatedLink", { count: counts.moderatedReviews })}>
                  {fmt.count(counts.moderatedReviews)}
                </Link>
              ) : (
                fmt.count(counts.moderatedReviews)
              )}
            </Fact>
            <Fact label={t("admin.person.likes")}>{fmt.count(counts.likes)}</Fact>
            <Fact label={t("admin.person.wishlist")}>{fmt.count(counts.wishlist)}</Fact>
          </dl>
          {can(me, "log:read") && staff ? (
            <Link to={`/admin/dziennik?osoba=${encodeURIComponent(row.id)}`} className={`mt-3 inline-block text-sm ${linkClass}`}>
              {t("admin.person.changesBy")}
            </Link>
          ) : null}
        </section>
        <section aria-labelledby="person-block" className={cardClass}>
          <h2 id="person-block" className="mb-2 font-bold">
            {t("admin.person.block")}
          </h2>
          <p className="text-sm">
            {row.blockedAt
              ? [t("admin.users.blockedSince", { date: fmt.date(row.blockedAt) }), row.blockedUntil ? t("admin.users.blockedUntil", { date: formatDateTime(new Date(row.blockedUntil), locale) }) : null].filter(Boolean).join(" ")
              : t("admin.person.notBlocked")}
          </p>
          {row.blockedAt && row.blockedReason ? <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line">{t("admin.users.blockedReason", { reason: row.blockedReason })}</p> : null}
          {can(me, "user:block") && me?.id !== row.id && (row.blockedAt || !staff) ? (
            <button
              type="button"
              className={`mt-3 ${row.blockedAt ? primaryButtonInlineClass : dangerButtonClass}`}
              onClick={() => {
                setOpenings((n) => n + 1);
                setBlocking(true);
              }}
            >
              {t(row.blockedAt ? "admin.users.unblock" : "admin.users.block")}
            </button>
          ) : null}
        </section>
      </div>
      {changes}
      <BlockUserDialog key={openings} person={blocking ? row : null} onClose={() => setBlocking(false)} />
      {roleChoices ? (
        <ManageRolesDialog
          person={managingRoles ? row : null}
          roles={roleChoices.offered}
          isMe={me?.id === row.id}
          onClose={() => setManagingRoles(false)}
        />
      ) : null}
    </div>
  );
}
