import { data } from "react-router";
import type { Route } from "./+types/settings";
import { requireUser } from "~/features/access/session.server";
import { AccountDeletion } from "~/features/accounts/components/account-deletion";
import { ACCOUNT_MESSAGES, NOTIFICATION_LABELS } from "~/features/accounts/components/account-labels";
import { AccountNotificationToggle } from "~/features/accounts/components/account-notification-toggle";
import { requestAccountDeletion } from "~/features/accounts/profile-deletion.server";
import { loadSettings, NotificationToggleSchema, setNotificationPreference } from "~/features/accounts/settings.server";
import { MessageBox } from "~/components/ui/message-box";
import { logger } from "~/utils/logger.server";

// spec: public §2 Ustawienia — two toggles (mapping in docs/decisions/015-settings-mapping.md) and
// the danger zone; §4 Account deletion; §8 Account messages.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { notificationPreferences } = await loadSettings(user.id);
  return { productUpdates: notificationPreferences.product_updates, marketingEmails: notificationPreferences.marketing_emails };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "notification") {
    const parsed = NotificationToggleSchema.safeParse(form);
    if (!parsed.success) return data({ ok: false as const, message: parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.notificationsError }, { status: 400 });
    try {
      await setNotificationPreference(user.id, parsed.data.key, parsed.data.value);
      return { ok: true as const, message: ACCOUNT_MESSAGES.notificationsSaved };
    } catch (error) {
      logger.error({ err: error }, "notification settings update failed");
      return data({ ok: false as const, message: ACCOUNT_MESSAGES.notificationsError }, { status: 500 });
    }
  }
  if (form.intent === "delete-account") {
    try {
      await requestAccountDeletion(user.id);
      return { ok: true as const, deleted: true, message: ACCOUNT_MESSAGES.deletionRequested };
    } catch (error) {
      logger.error({ err: error }, "account deletion request failed");
      return data({ ok: false as const, message: ACCOUNT_MESSAGES.deletionError }, { status: 500 });
    }
  }
  return data({ ok: false as const, message: ACCOUNT_MESSAGES.unknownIntent }, { status: 400 });
}

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const deleted = Boolean(actionData?.ok && "deleted" in actionData);
  return (
    <div className="space-y-10">
      {/* Reached only by a form post without JavaScript: the fetchers show their own messages. */}
      {deleted && <meta httpEquiv="refresh" content="3;url=/" />}
      <MessageBox live tone={actionData?.ok === false ? "error" : "success"}>{actionData?.message}</MessageBox>
      <section aria-labelledby="powiadomienia-heading">
        <h2 id="powiadomienia-heading" className="text-xl font-bold">
          Powiadomienia
        </h2>
        <div className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          <AccountNotificationToggle
            settingKey="product_updates"
            label={NOTIFICATION_LABELS.product_updates}
            description="E-mail, gdy w katalogu pojawią się nowe viralowe produkty."
            checked={loaderData.productUpdates}
          />
          <AccountNotificationToggle
            settingKey="marketing_emails"
            label={NOTIFICATION_LABELS.marketing_emails}
            description="Cotygodniowy przegląd trendów z TikToka i Instagrama."
            checked={loaderData.marketingEmails}
          />
        </div>
      </section>
      <AccountDeletion requested={deleted} />
    </div>
  );
}
