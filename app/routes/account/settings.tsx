import { data } from "react-router";
import type { Route } from "./+types/settings";
import { requireUser } from "~/features/access/session.server";
import { AccountDeletion } from "~/features/accounts/components/account-deletion";
import { ACCOUNT_MESSAGES, NOTIFICATION_LABELS } from "~/features/accounts/components/account-labels";
import { AccountNotificationToggle } from "~/features/accounts/components/account-notification-toggle";
import { sendAccountDeletionMail } from "~/features/accounts/auth-mail.server";
import { DeletionPendingBanner } from "~/features/accounts/components/deletion-pending-banner";
import { cancelAccountDeletion, DELETION_GRACE_DAYS, pendingDeletion, requestAccountDeletion } from "~/features/accounts/profile-deletion.server";
import { loadSettings, NotificationToggleSchema, setNotificationPreference } from "~/features/accounts/settings.server";
import { StatusMessage } from "~/features/engagement/components/status-message";
import { logger } from "~/utils/logger.server";

// spec: public §2 Ustawienia — two toggles (mapping in docs/decisions/015-settings-mapping.md) and
// the danger zone; §4 Account deletion; §8 Account messages.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { notificationPreferences } = await loadSettings(user.id);
  // Issue #12 point 10: signed in during the grace period → offer to cancel.
  const deletionDueAt = await pendingDeletion(user.id);
  return {
    productUpdates: notificationPreferences.product_updates,
    marketingEmails: notificationPreferences.marketing_emails,
    deletionDueAt: deletionDueAt?.toISOString() ?? null,
  };
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
      const { dueAt } = await requestAccountDeletion(user.id);
      await sendAccountDeletionMail(user, dueAt, DELETION_GRACE_DAYS);
      return { ok: true as const, deleted: true, message: ACCOUNT_MESSAGES.deletionRequested };
    } catch (error) {
      logger.error({ err: error }, "account deletion request failed");
      return data({ ok: false as const, message: ACCOUNT_MESSAGES.deletionError }, { status: 500 });
    }
  }
  if (form.intent === "cancel-deletion") {
    const cancelled = await cancelAccountDeletion(user.id);
    if (!cancelled) return data({ ok: false as const, message: "Nie ma zgłoszenia usunięcia konta do anulowania." }, { status: 409 });
    return { ok: true as const, message: "Anulowano usunięcie konta. Twoje konto pozostaje aktywne." };
  }
  return data({ ok: false as const, message: ACCOUNT_MESSAGES.unknownIntent }, { status: 400 });
}

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const deleted = Boolean(actionData?.ok && "deleted" in actionData);
  return (
    <div className="space-y-10">
      {/* Reached only by a form post without JavaScript: the fetchers show their own messages. */}
      {deleted && <meta httpEquiv="refresh" content="3;url=/" />}
      <StatusMessage message={actionData?.message} tone={actionData?.ok === false ? "error" : "success"} />
      {loaderData.deletionDueAt && <DeletionPendingBanner dueAt={loaderData.deletionDueAt} />}
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
