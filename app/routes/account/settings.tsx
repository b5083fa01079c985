import type { Route } from "./+types/settings";
import { requireUser } from "~/features/access/session.server";
import { AccountDeletion } from "~/features/accounts/components/account-deletion";
import { ACCOUNT_MESSAGES, NOTIFICATION_LABELS } from "~/features/accounts/components/account-labels";
import { AccountNotificationToggle } from "~/features/accounts/components/account-notification-toggle";
import { sendAccountDeletionMail } from "~/features/accounts/auth-mail.server";
import { cancelAccountDeletion, DELETION_GRACE_DAYS, requestAccountDeletion } from "~/features/accounts/profile-deletion.server";
import { loadSettings, NotificationToggleSchema, setNotificationPreference } from "~/features/accounts/settings.server";
import { MessageBox } from "~/components/ui/message-box";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";

// spec: public §2 Ustawienia — two toggles (mapping in docs/decisions/015-settings-mapping.md) and
// the danger zone; §4 Account deletion; §8 Account messages.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const { notificationPreferences } = await loadSettings(user.id);
  return {
    productUpdates: notificationPreferences.product_updates,
    marketingEmails: notificationPreferences.marketing_emails,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "notification") {
    return runAction(
      request,
      async () => {
        const parsed = await parseForm(formData, NotificationToggleSchema, { message: "first" });
        if (!parsed.ok) return invalid(parsed);
        await setNotificationPreference(user.id, parsed.data.key, parsed.data.value);
        return ok(ACCOUNT_MESSAGES.notificationsSaved);
      },
      { failureMessage: ACCOUNT_MESSAGES.notificationsError },
    );
  }
  if (intent === "delete-account") {
    return runAction(
      request,
      async () => {
        const { dueAt } = await requestAccountDeletion(user.id);
        await sendAccountDeletionMail(user, dueAt, DELETION_GRACE_DAYS);
        return ok(ACCOUNT_MESSAGES.deletionRequested, { deleted: true });
      },
      { failureMessage: ACCOUNT_MESSAGES.deletionError },
    );
  }
  if (intent === "cancel-deletion") {
    return runAction(request, async () => {
      const cancelled = await cancelAccountDeletion(user.id);
      if (!cancelled) throw new UserError("Nie ma zgłoszenia usunięcia konta do anulowania.", 409);
      return ok("Anulowano usunięcie konta. Twoje konto pozostaje aktywne.");
    });
  }
  return invalid({ message: ACCOUNT_MESSAGES.unknownIntent });
}

export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const deleted = Boolean(actionData?.ok && actionData.data?.deleted);
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
