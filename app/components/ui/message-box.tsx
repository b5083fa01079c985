import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import XCircle from "lucide-react/icons/circle-x";
import type { ReactNode } from "react";
import { useMessage } from "~/i18n/i18n";

export type MessageTone = "error" | "warning" | "success" | "info";

const STYLES: Record<MessageTone, string> = {
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  warning: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
};

const ICONS = { error: XCircle, warning: AlertTriangle, success: CheckCircle2, info: Info };

type Props = {
  tone?: MessageTone;
  id?: string;
  title?: string;
  children?: ReactNode;
  /**
   * `live`: the region stays in the page even when empty, so a message put into it later is
   * announced (fetcher results); errors and warnings use role="alert", the rest role="status".
   */
  live?: boolean;
  className?: string;
};

/** THE message box (form errors in a red box — spec: public §2; success/status messages; panel errors). */
export function MessageBox({ tone = "error", id, title, children, live = false, className = "" }: Props) {
  const message = useMessage();
  const role = tone === "error" || tone === "warning" ? "alert" : "status";
  const empty = children == null || children === false || children === "";
  if (empty && !title) return live ? <div role={role} id={id} className={className} /> : null;
  const Icon = ICONS[tone];
  const box = (
    <div id={live ? undefined : id} role={live ? undefined : role} className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${STYLES[tone]} ${live ? "" : className}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {typeof children === "string" ? message(children) : children}
      </div>
    </div>
  );
  return live ? (
    <div role={role} id={id} className={className}>
      {box}
    </div>
  ) : (
    box
  );
}
