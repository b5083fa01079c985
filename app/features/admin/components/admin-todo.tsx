import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { useFormat, useT, type MessageKey } from "~/i18n/i18n";
import type { AdminTodo, AdminTodoKey } from "../types";

const LABELS: Record<AdminTodoKey, MessageKey> = {
  reports: "admin.todo.reports",
  drafts: "admin.todo.drafts",
  scheduled: "admin.todo.scheduled",
  noImages: "admin.todo.noImages",
  noLink: "admin.todo.noLink",
  brokenLinks: "admin.todo.brokenLinks",
  noCode: "admin.todo.noCode",
  noDescription: "admin.todo.noDescription",
  documentDrafts: "admin.todo.documentDrafts",
  submittedPosts: "admin.todo.submittedPosts",
  returnedPosts: "admin.todo.returnedPosts",
};

/** The Overview's "Do zrobienia": what waits for this person, each a link to the list that shows it. */
export function AdminTodoList({ items }: { items: AdminTodo[] }) {
  const t = useT();
  const format = useFormat();
  if (items.length === 0) return null;
  const waiting = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="admin-todo" className="space-y-3">
      <h2 id="admin-todo" className="text-lg font-bold text-slate-900 dark:text-white">
        {t("admin.todo.title")}
      </h2>
      {waiting.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <CircleCheck aria-hidden className="size-5 text-emerald-700 dark:text-emerald-300" />
          {t("admin.todo.nothing")}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {waiting.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className={`flex min-h-12 items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 ${
                  item.key === "reports" || item.key === "brokenLinks" ? "border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" : "border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                }`}
              >
                <span>
                  {t(LABELS[item.key])}: <strong className="tabular-nums">{format.count(item.count)}</strong>
                </span>
                <ArrowRight aria-hidden className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
