import { Share2 } from "lucide-react";
import { useToast } from "~/components/ui/toaster";
import { useT } from "~/i18n/i18n";

type ShareButtonProps = { title: string; text?: string };

/**
 * Web Share API where the browser has it, otherwise the link goes to the clipboard; the outcome is a
 * toast (issue #15 point 11), announced by the Toaster's polite live region.
 */
export function ShareButton({ title, text }: ShareButtonProps) {
  const toast = useToast();
  const t = useT();

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
      toast.success(t("post.copied"));
    } catch {
      toast.error(t("post.copyFailed"));
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t("post.share")}
    </button>
  );
}
