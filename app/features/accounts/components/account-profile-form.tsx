import { Form, href, Link, useNavigation } from "react-router";
import { WARN_ON_RELOAD } from "~/components/ui/reload-warning";
import { MessageBox } from "~/components/ui/message-box";
import { SelectField, TextField } from "~/components/ui/field";
import { useFormErrors } from "~/components/ui/use-form-errors";
import type { ActionResult } from "~/utils/form";
import { ProfileUpdateSchema } from "../profile-schema";
import type { NotificationPreferences, PrivacySettings } from "~/db/schema/accounts";
import { LANGUAGE_LABELS, NOTIFICATION_LABELS, PRIVACY_LABELS, THEME_LABELS } from "./account-labels";
import { EmailVerifiedBadge } from "./account-profile-view";
import type { SettingFlag } from "./account-labels";
import { useT } from "~/i18n/i18n";
import { busyButtonProps } from "~/components/ui/busy-button";

export type AccountProfileData = {
  fullName: string;
  email: string;
  emailVerified: boolean;
  /** ADR 202: the public profile's id while it is shown. */
  publicProfileId?: string | null;
  settings: {
    notificationPreferences: NotificationPreferences;
    privacySettings: PrivacySettings;
    theme: keyof typeof THEME_LABELS;
    language: keyof typeof LANGUAGE_LABELS;
  };
};

const legend = "text-base font-semibold text-slate-900 dark:text-slate-100";

function Checkboxes({ labels, values, described = false }: { labels: Record<string, string>; values: Record<string, boolean>; described?: boolean }) {
  const t = useT();
  return (
    <div className="mt-2 space-y-3">
      {Object.keys(labels).map((key) => {
        // ADR 202: each privacy switch says under it what it does.
        const hintId = described ? `${key}-opis` : undefined;
        return (
          <div key={key}>
            <label className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
              <input type="checkbox" name={key} defaultChecked={values[key]} aria-describedby={hintId} className="size-4 accent-brand-600" />
              {t(`settings.${key as SettingFlag}`)}
            </label>
            {hintId ? (
              <p id={hintId} className="mt-0.5 ml-6 max-w-prose text-sm text-slate-600 dark:text-slate-300">
                {t(`settings.${key as keyof PrivacySettings}.text`)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

// spec: public §2 Profil (edit mode), §4 Profile tab. Posts to /profil; Anuluj returns to read mode.
export function AccountProfileForm({ profile, result }: { profile: AccountProfileData; result: ActionResult<unknown> | null }) {
  const t = useT();
  const navigation = useNavigation();
  // ADR 019: the action's schema checks the form in the browser first; the server says the same.
  const form = useFormErrors(ProfileUpdateSchema, result, { message: "first" });
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/profil");
  const { settings } = profile;
  return (
    <section aria-labelledby="profil-edit-heading">
      <h2 id="profil-edit-heading" className="text-xl font-bold">
        {t("account.editProfile")}
      </h2>
      <Form {...WARN_ON_RELOAD} method="post" action="/profil?index" noValidate onSubmit={form.onSubmit} onChange={form.onChange} className="mt-6 space-y-8" preventScrollReset>
        {form.message ? <MessageBox>{form.message}</MessageBox> : null}
        <div className="max-w-md">
          <TextField id="fullName" label={t("account.fullName")} name="fullName" type="text" autoComplete="name" maxLength={100} defaultValue={profile.fullName} error={form.errors.fullName} />
        </div>
        <div>
          <p className={legend}>{t("account.email")}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-800 dark:text-slate-200">
            <span className="break-all">{profile.email}</span> <EmailVerifiedBadge verified={profile.emailVerified} />
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("account.emailChangeNote")}{" "}
            <Link to={`${href("/profil/bezpieczenstwo")}#zmiana-emaila`} className="font-medium underline">
              {t("account.tab.security")}
            </Link>
            .
          </p>
        </div>
        <fieldset>
          <legend className={legend}>{t("account.notifications")}</legend>
          <Checkboxes labels={NOTIFICATION_LABELS} values={settings.notificationPreferences} />
        </fieldset>
        <fieldset>
          <legend className={legend}>{t("account.privacy")}</legend>
          <Checkboxes labels={PRIVACY_LABELS} values={settings.privacySettings} described />
        </fieldset>
        <fieldset>
          <legend className={legend}>{t("account.theme")}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {Object.keys(THEME_LABELS).map((value) => (
              <label key={value} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input type="radio" name="theme" value={value} defaultChecked={settings.theme === value} className="size-4 accent-brand-600" />
                {t(`theme.${value as keyof typeof THEME_LABELS}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="max-w-md">
          <SelectField
            id="language"
            label={t("account.language")}
            name="language"
            defaultValue={settings.language}
            options={Object.entries(LANGUAGE_LABELS).map(([value, label]) => ({ value, label }))}
            error={form.errors.language}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" {...busyButtonProps(saving)} className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 aria-disabled:opacity-70">
            {saving ? t("account.saving") : t("common.saveChanges")}
          </button>
          <Link to={href("/profil")} preventScrollReset className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800">
            {t("common.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
