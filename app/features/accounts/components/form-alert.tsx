import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import type { ReactNode } from "react";

type Tone = "error" | "warning" | "success";

const STYLES: Record<Tone, string> = {
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  warning: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
};

const ICONS = { error: XCircle, warning: AlertTriangle, success: CheckCircle2 };

/** The coloured message box of the auth forms (spec: public §2 — errors in a red box). */
export function FormAlert({ tone = "error", id, children }: { tone?: Tone; id?: string; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div
      id={id}
      role={tone === "success" ? "status" : "alert"}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${STYLES[tone]}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
