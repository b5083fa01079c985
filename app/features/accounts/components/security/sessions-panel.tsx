import { Laptop } from "lucide-react";
import { Form } from "react-router";
import { secondaryButtonClass } from "../fields";
import { MessageBox } from "~/components/ui/message-box";
import { SecurityPanel } from "./panel";
import type { SecurityResult } from "./types";

type ActiveSession = { id: string; device: string; ipAddress: string | null; createdAt: string; lastActiveAt: string; current: boolean };

const when = new Intl.DateTimeFormat("pl-PL", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Warsaw" });

/** The devices signed in to this account, with sign-out for the others. */
export function SessionsPanel({ sessions, result }: { sessions: ActiveSession[]; result?: SecurityResult }) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SecurityPanel id="sesje" title="Aktywne sesje" description="Urządzenia, na których jesteś zalogowany. Wyloguj te, których nie rozpoznajesz.">
      {result?.message && (
        <div className="mb-4">
          <MessageBox tone={result.ok ? "success" : "error"}>
            <p>{result.message}</p>
          </MessageBox>
        </div>
      )}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Laptop aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {s.device}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
                      To urządzenie
                    </span>
                  )}
                </p>
                <p className="text-slate-600 dark:text-slate-300">
                  Adres IP: {s.ipAddress || "nieznany"} · Zalogowano: {when.format(new Date(s.createdAt))} · Ostatnia aktywność:{" "}
                  {when.format(new Date(s.lastActiveAt))}
                </p>
              </div>
            </div>
            {!s.current && (
              <Form method="post">
                <input type="hidden" name="sessionId" value={s.id} />
                <button type="submit" name="intent" value="revoke-session" className={secondaryButtonClass} aria-label={`Wyloguj: ${s.device}, zalogowano ${when.format(new Date(s.createdAt))}`}>
                  Wyloguj
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="revoke-others" className={secondaryButtonClass}>
            Wyloguj wszystkie inne
          </button>
        </Form>
      )}
    </SecurityPanel>
  );
}
