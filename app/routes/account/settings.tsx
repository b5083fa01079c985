import type { Route } from "./+types/settings";
import { PANEL_MAIL_PERMISSIONS, panelMailKinds } from "~/features/access/panel-notifications";
import { requireAnyPermission, requireUser } from "~/features/access/session.server";
import { AccountDataExport } from "~/features/accounts/components/account-data-export";
import { AccountDeletion } from "~/features/accounts/components/account-deletion";
import { ACCOUNT_MESSAGES } from "~/features/accounts/components/account-labels";
import { AccountNotificationToggle } from "~/features/accounts/components/account-notification-toggle";
import { sendAccountDeletionMail } from "~/features/accounts/auth-mail.server";
import { expiredAuthCookies } from "~/features/accounts/auth-cookies.server";
import { cancelAccountDeletion, DELETION_GRACE_DAYS, requestAccountDeletion } from "~/features/accounts/profile-deletion.server";
import { checkOwnPassword } from "~/features/accounts/password-check.server";
import { setMarketingConsent } from "~/features/accounts/consents.server";
import {
  loadSettings,
  NotificationToggleSchema,
  PanelNotificationsSchema,
  panelNotificationsOf,
  setNotificationPreference,
  setPanelNotifications,
} from "~/features/accounts/settings.server";
import { MessageBox } from "~/components/ui/message-box";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { metaTranslator, translator, useT } from "~/i18n/i18n";
import { localeOf } from "~/i18n/locale.server";
import { toastCookieHeader } from "~/utils/toast.server";
import { formatDateTime } from "~/utils/format";
import { retryAfterHeaders } from "~/utils/route-headers";
import { formOrRefusal } from "~/utils/form-refusal.server";
import { hit, LIMITS } from "~/server/rate-limit.server";

// Session 22 review: each tab has its own title (they all read "Mój profil").
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("meta.account.settings") }, { name: "robots", content: "noindex" }];

// spec: public §2 Ustawienia — two toggles (mapping in docs/decisions/015-settings-mapping.md) and
// the danger zone; §4 Account deletion; §8 Account messages.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { notificationPreferences } = await loadSettings(user.id);
  // ADR 183: "Powiadomienia panelu" only for people whose work the panel's mails announce.
  const panelKinds = panelMailKinds(user);
  return {
    productUpdates: notificationPreferences.product_updates,
    marketingEmails: notificationPreferences.marketing_emails,
    panelMail: panelKinds.length > 0 ? { on: await panelNotificationsOf(user.id), kinds: panelKinds } : null,
  };
}

// A 429 says when the lock ends (the action sets Retry-After; React Router sends it only through this).
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const formData = await formOrRefusal(request); // ADR 194: a refused form (NUL) answers 400 in the form
  if (!(formData instanceof FormData)) return formData;
  const intent = formData.get("intent");
  const locale = await localeOf(user.id);
  const t = translator(locale); // ADR 080: answers in the user's language
  if (intent === "notification") {
    return runAction(
      request,
      async () => {
        const parsed = await parseForm(formData, NotificationToggleSchema, { message: "first" });
        if (!parsed.ok) return invalid(parsed);
        // ADR 203: the newsletter is the marketing consent: its change is recorded (source: Ustawienia).
        if (parsed.data.key === "marketing_emails") await setMarketingConsent(user.id, parsed.data.value, "settings");
        else await setNotificationPreference(user.id, parsed.data.key, parsed.data.value);
        return ok(t("settings.saved"));
      },
      { failureMessage: t("settings.saveError") },
    );
  }
  if (intent === "panel-notifications") {
    requireAnyPermission(request, context, PANEL_MAIL_PERMISSIONS);
    return runAction(
      request,
      async () => {
        const parsed = await parseForm(formData, PanelNotificationsSchema, { message: "first" });
        if (!parsed.ok) return invalid(parsed);
        await setPanelNotifications(user.id, parsed.data.value);
        return ok(t("settings.saved"));
      },
      { failureMessage: t("settings.saveError") },
    );
  }
  if (intent === "delete-account") {
    return runAction(
      request,
      async () => {
        // Asked again: a borrowed or stolen session must not be enough to delete the account.
        const password = formData.get("password");
        if (typeof password !== "string" || password === "") return invalid({ message: t("deletion.passwordMissing"), fieldErrors: { password: t("deletion.passwordMissing") } });
        const checked = await checkOwnPassword(user.id, password);
        if (!checked.ok && checked.reason === "limited") return invalid({ message: t("deletion.tooMany") }, 429, { headers: { "Retry-After": String(checked.retryAfter ?? 60) } });
        if (!checked.ok) return invalid({ message: t("deletion.passwordWrong"), fieldErrors: { password: t("deletion.passwordWrong") } });
        const allowance = await hit(LIMITS.deletionRequest, user.id);
        if (!allowance.allowed) return invalid({ message: t("deletion.tooManyRequests") }, 429, { headers: { "Retry-After": String(allowance.retryAfter) } });
        const { dueAt } = await requestAccountDeletion(user.id);
        await sendAccountDeletionMail(user, dueAt, DELETION_GRACE_DAYS);
        // Review (session 24): the home page the user is sent to says what happened, as a flash toast.
        const when = formatDateTime(dueAt, locale);
        const headers = new Headers({ "Set-Cookie": await toastCookieHeader({ type: "info", message: t("deletion.signedOut", { when }) }) });
        // ADR 201: the sessions are gone; the browser forgets its now useless session cookie too.
        for (const line of await expiredAuthCookies()) headers.append("Set-Cookie", line);
        return ok(t("deletion.requested"), { deleted: true }, { headers });
      },
      { failureMessage: t("deletion.error") },
    );
  }
  if (intent === "cancel-deletion") {
    return runAction(request, async () => {
      const cancelled = await cancelAccountDeletion(user.id);
      if (!cancelled) throw new UserError(t("deletion.nothingToCancel"), 409);
      return ok(t("deletion.cancelled"));
    });
  }
  return invalid({ message: ACCOUNT_MESSAGES.unknownIntent });
}

const PANEL_MAIL_TEXTS = { "blog:publish": "settings.panelNotifications.publish", "review:moderate": "settings.panelNotifications.moderate" } as const;

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const deleted = Boolean(actionData?.ok && actionData.data?.deleted);
  return (
    <div className="space-y-10">
      {/* Reached only by a form post without JavaScript: the fetchers show their own messages. */}
      {deleted && <meta httpEquiv="refresh" content="3;url=/" />}
      <MessageBox live tone={actionData?.ok === false ? "error" : "success"}>{actionData?.message}</MessageBox>
      <section aria-labelledby="powiadomienia-heading">
        <h2 id="powiadomienia-heading" className="text-xl font-bold">
          {t("settings.notifications")}
        </h2>
        <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          <AccountNotificationToggle
            setting={{ intent: "notification", key: "product_updates" }}
            label={t("settings.product_updates")}
            description={t("settings.product_updates.text")}
            checked={loaderData.productUpdates}
          />
          <AccountNotificationToggle
            setting={{ intent: "notification", key: "marketing_emails" }}
            label={t("settings.marketing_emails")}
            description={t("settings.marketing_emails.text")}
            checked={loaderData.marketingEmails}
          />
          {loaderData.panelMail && (
            <AccountNotificationToggle
              setting={{ intent: "panel-notifications" }}
              label={t("settings.panelNotifications")}
              description={t("settings.panelNotifications.text", { what: loaderData.panelMail.kinds.map((kind) => t(PANEL_MAIL_TEXTS[kind])).join(", ") })}
              checked={loaderData.panelMail.on}
            />
          )}
        </div>
      </section>
      <AccountDataExport />
      <AccountDeletion requested={deleted} />
    </div>
  );
}
