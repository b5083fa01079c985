import { Laptop } from "lucide-react";
import { Form } from "react-router";
import { secondaryButtonClass } from "~/components/ui/classes";
import { MessageBox } from "~/components/ui/message-box";
import { SecurityPanel } from "./panel";
import type { SecurityResult } from "./types";
import { useLocale, useMessage, useT } from "~/i18n/i18n";
import type { DeviceParts } from "../../device";

type ActiveSession = { id: string; device: DeviceParts; ipAddress: string | null; createdAt: string; lastActiveAt: string; current: boolean };

const whenIn = { pl: "pl-PL", en: "en-GB" }; // ADR 080: the user's locale
const formatters = Object.fromEntries(Object.entries(whenIn).map(([l, tag]) => [l, new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Warsaw" })]));

/** The devices signed in to this account, with sign-out for the others. */
export function SessionsPanel({ sessions, result }: { sessions: ActiveSession[]; result?: SecurityResult }) {
  const t = useT();
  const message = useMessage();
  const when = formatters[useLocale()]!;
  const others = sessions.filter((s) => !s.current).length;
  const deviceName = ({ browser, system }: DeviceParts) =>
    browser && system ? t("security.sessions.deviceOn", { browser, system }) : (browser ?? system ?? t("security.sessions.unknownDevice"));
  return (
    <SecurityPanel id="sesje" title={t("security.sessions.title")} description={t("security.sessions.text")} answer={result}>
      {result?.message && (
        <div className="mb-4">
          <MessageBox tone={result.ok ? "success" : "error"}>
            <p>{message(result.message)}</p>
          </MessageBox>
        </div>
      )}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((s) => ({ ...s, device: deviceName(s.device) })).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Laptop aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {s.device}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
                      {t("security.sessions.this")}
                    </span>
                  )}
                </p>
                <p className="text-slate-600 dark:text-slate-300">
                  {t("security.sessions.details", { ip: s.ipAddress || t("security.sessions.unknownIp"), created: when.format(new Date(s.createdAt)), active: when.format(new Date(s.lastActiveAt)) })}
                </p>
              </div>
            </div>
            {!s.current && (
              <Form method="post">
                <input type="hidden" name="sessionId" value={s.id} />
                <button type="submit" name="intent" value="revoke-session" className={secondaryButtonClass} aria-label={t("security.sessions.revokeLabel", { device: s.device, created: when.format(new Date(s.createdAt)) })}>
                  {t("security.sessions.revoke")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="revoke-others" className={secondaryButtonClass}>
            {t("security.sessions.revokeOthers")}
          </button>
        </Form>
      )}
    </SecurityPanel>
  );
}
