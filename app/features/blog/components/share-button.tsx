import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";

type ShareButtonProps = { title: string; text?: string };
type Status = "idle" | "copied" | "failed";

// admin §9: copy feedback stays 2 s.
const FEEDBACK_MS = 2000;

/** Web Share API where the browser has it, otherwise the link goes to the clipboard. */
export function ShareButton({ title, text }: ShareButtonProps) {
  const [status, setStatus] = useState<Status>("idle");
  useEffect(() => {
    if (status === "idle") return;
    const timer = window.setTimeout(() => setStatus("idle"), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function share() {
    const url = window.location.origin + window.location.pathname;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={share}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Share2 aria-hidden="true" className="size-4" />
        Udostępnij
      </button>
      <span role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
        {status === "copied" ? "Skopiowano link" : status === "failed" ? "Nie udało się skopiować linku" : ""}
      </span>
    </span>
  );
}
