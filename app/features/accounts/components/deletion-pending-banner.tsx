import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { MessageBox } from "~/components/ui/message-box";
import { useLocale, useT } from "~/i18n/i18n";
import { formatDateTime } from "~/utils/format";
import type { ActionResult } from "~/utils/form";
import { busyButtonProps } from "~/components/ui/busy-button";

// Issue #12 point 10: shown above every /profil tab (the account layout) to a user who signs in
// during the 7-day grace period. A post to the Ustawienia action: without JavaScript the Ustawienia tab
// opens with its answer. With it, the answer takes the banner's place and gets the focus the pressed
// button had (review, session 27: the banner went away with its button and focus fell to <body>).
export function DeletionPendingBanner({ dueAt }: { dueAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<ActionResult>();
  const answerRef = useRef<HTMLDivElement>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  if (answer) {
    return (
      <div
        ref={answerRef}
        tabIndex={-1}
        className="mb-6 rounded-lg focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <MessageBox tone={answer.ok ? "success" : "error"}>{answer.message}</MessageBox>
      </div>
    );
  }
  if (!dueAt) return null;
  return (
    <section
      aria-labelledby="usuwanie-konta-heading"
      className="mb-6 rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="usuwanie-konta-heading" className="text-lg font-bold">
        {t("deletion.banner.title")}
      </h2>
      <p className="mt-2">{t("deletion.banner.text", { when: formatDateTime(new Date(dueAt), locale) })}</p>
      <fetcher.Form method="post" action="/profil/ustawienia" className="mt-3">
        <input type="hidden" name="intent" value="cancel-deletion" />
        <button
          type="submit"
          {...busyButtonProps(fetcher.state !== "idle")}
          className="rounded-lg bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900 disabled:opacity-70 aria-disabled:opacity-70"
        >
          {fetcher.state !== "idle" ? t("deletion.banner.cancelling") : t("deletion.banner.cancel")}
        </button>
      </fetcher.Form>
    </section>
  );
}
