// ADR 160: a subject's last change log entries (the product form shows who changed the product last).
import { useFormat, useT } from "~/i18n/i18n";
import type { ActivityEntry } from "../activity-types";
import { ActivityWhat } from "./activity-what";

/** `open`: shown unfolded (an account's page is read for its changes; the product form keeps them folded). */
export function RecentActivity({ entries, open = false }: { entries: ActivityEntry[]; open?: boolean }) {
  const t = useT();
  const fmt = useFormat();
  if (entries.length === 0) return null;
  return (
    <details open={open} className="mt-6 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-brand-600">{t("admin.activity.recentHeading")}</summary>
      <ul className="mt-2 space-y-2">
        {entries.map((e) => (
          <li key={e.id}>
            <time dateTime={e.performedAt} className="text-slate-600 dark:text-slate-300">
              {fmt.dateTime(e.performedAt)}
            </time>
            {" · "}
            {e.performerName ?? t("admin.activity.erased")}
            {" — "}
            <ActivityWhat entry={e} ofSubject />
          </li>
        ))}
      </ul>
    </details>
  );
}
