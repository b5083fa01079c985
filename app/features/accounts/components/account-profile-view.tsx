import { BadgeCheck, Check, Minus } from "lucide-react";
import { Link } from "react-router";
import type { AccountProfileData } from "./account-profile-form";
import { LANGUAGE_LABELS, NOTIFICATION_LABELS, PRIVACY_LABELS, type SettingFlag } from "./account-labels";
import { useT } from "~/i18n/i18n";

export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  const t = useT();
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
      <BadgeCheck aria-hidden className="size-3.5" /> {t("account.emailVerified")}
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t("account.emailUnverified")}</span>
  );
}

function FlagList({ labels, values }: { labels: Record<string, string>; values: Record<string, boolean> }) {
  const t = useT();
  return (
    <ul className="space-y-1">
      {Object.keys(labels).map((key) => (
        <li key={key} className="flex items-center gap-2">
          {values[key] ? <Check aria-hidden className="size-4 text-emerald-700 dark:text-emerald-300" /> : <Minus aria-hidden className="size-4 text-slate-500" />}
          <span>
            {t(`settings.${key as SettingFlag}`)}: <span className="font-medium">{values[key] ? t("account.on") : t("account.off")}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const row = "grid grid-cols-1 gap-1 py-4 sm:grid-cols-3 sm:gap-4";
const term = "text-sm font-semibold text-slate-800 dark:text-slate-100";
const detail = "min-w-0 text-slate-700 wrap-anywhere sm:col-span-2 dark:text-slate-200";

// spec: public §4 Profile tab — read view, 'Edytuj' switches to the form (a link: works without JS).
export function AccountProfileView({ profile }: { profile: AccountProfileData }) {
  const t = useT();
  const { settings } = profile;
  return (
    <section aria-labelledby="profil-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profil-heading" className="text-xl font-bold">
          {t("account.profileData")}
        </h2>
        <Link id="profil-edit" to="?edytuj=1" preventScrollReset className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {t("account.edit")}
        </Link>
      </div>
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <div className={row}>
          <dt className={term}>{t("account.fullName")}</dt>
          <dd className={detail}>{profile.fullName || t("account.notGiven")}</dd>
        </div>
        <div className={row}>
          <dt className={term}>{t("account.email")}</dt>
          <dd className={`${detail} flex flex-wrap items-center gap-2`}>
            <span className="break-all">{profile.email}</span> <EmailVerifiedBadge verified={profile.emailVerified} />
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{t("account.notifications")}</dt>
          <dd className={detail}>
            <FlagList labels={NOTIFICATION_LABELS} values={settings.notificationPreferences} />
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{t("account.privacy")}</dt>
          <dd className={detail}>
            <FlagList labels={PRIVACY_LABELS} values={settings.privacySettings} />
            {profile.publicProfileId ? (
              <p className="mt-2">
                {t("account.publicProfile")}{" "}
                <Link to={`/osoby/${profile.publicProfileId}`} className="font-medium break-all underline">
                  /osoby/{profile.publicProfileId}
                </Link>
              </p>
            ) : null}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{t("account.theme")}</dt>
          <dd className={detail}>{t(`theme.${settings.theme}`)}</dd>
        </div>
        <div className={row}>
          <dt className={term}>{t("account.language")}</dt>
          <dd className={detail}>{LANGUAGE_LABELS[settings.language]}</dd>
        </div>
      </dl>
    </section>
  );
}
