import { useId } from "react";
import { useFetcher } from "react-router";
import { MESSAGE_MS, useFetcherToast } from "~/components/ui/use-fetcher-toast";
import type { SettingsResult } from "../types";

/** Which setting the toggle saves: a notification_preferences key, or "Powiadomienia panelu" (ADR 183, its own intent). */
export type ToggleSetting = { intent: "notification"; key: "product_updates" | "marketing_emails" } | { intent: "panel-notifications" };

type Props = { setting: ToggleSetting; label: string; description: string; checked: boolean };

// spec: public §2 Ustawienia — a toggle that saves at once (a real server write through a fetcher;
// without JavaScript the same form posts and the page reloads).
export function AccountNotificationToggle({ setting, label, description, checked }: Props) {
  const fetcher = useFetcher<SettingsResult>();
  const id = useId();
  const pending = fetcher.formData?.get("value");
  const on = pending === undefined || pending === null ? checked : pending === "true";
  // Issue #15 point 11: 'saved' (or the refusal) as a toast.
  useFetcherToast(fetcher, null, { showMs: MESSAGE_MS });
  return (
    <div className="py-4">
      <fetcher.Form method="post" action="/profil/ustawienia" className="flex items-start justify-between gap-4">
        <input type="hidden" name="intent" value={setting.intent} />
        {setting.intent === "notification" && <input type="hidden" name="key" value={setting.key} />}
        <div>
          <p id={`${id}-label`} className="font-semibold text-slate-900 dark:text-slate-100">
            {label}
          </p>
          <p id={`${id}-desc`} className="text-sm text-slate-600 dark:text-slate-300">
            {description}
          </p>
        </div>
        <button
          type="submit"
          // Issue #15 point 4: role="switch" is not allowed on a submit button (Nu checker); a toggle
          // button (aria-pressed) keeps the on/off state and still posts without JavaScript.
          aria-pressed={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-desc`}
          name="value"
          value={String(!on)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors ${
            on ? "border-brand-600 bg-brand-600" : "border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700"
          }`}
        >
          <span aria-hidden className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`} />
        </button>
      </fetcher.Form>
    </div>
  );
}
