// spec: admin §2 Product codes — copy-code and copy-link actions with 'Skopiowano!' for 2 s (§9);
// also the backup codes of two-factor sign-in (Bezpieczeństwo).
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/i18n";

export const COPY_FEEDBACK_MS = 2000;

/** Copies `text()` to the clipboard; the confirmation replaces the label for 2 s (a live region). */
export function CopyButton({ text, label, accessibleLabel }: { text: () => string; label: string; accessibleLabel: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const t = useT();
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text());
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return (
    <span className="inline-flex items-center gap-1">
      <button
        type="button"
        onClick={copy}
        aria-label={accessibleLabel}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:bg-slate-800"
      >
        {state === "copied" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {label}
      </button>
      <span role="status" className="text-xs font-semibold text-emerald-800 dark:text-emerald-200">
        {state === "copied" ? t("common.copied") : state === "failed" ? t("common.copyFailed") : ""}
      </span>
    </span>
  );
}
