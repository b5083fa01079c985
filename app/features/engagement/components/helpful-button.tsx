import ThumbsUp from "lucide-react/icons/thumbs-up";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useFetcher } from "react-router";
import { FetcherToggle, useLatestWish } from "~/components/ui/fetcher-toggle";
import { useAutoClear } from "~/components/ui/use-auto-clear";
import { formatCount } from "~/utils/format";
import { useLocale, useT, type Locale } from "~/i18n/i18n";
import type { HelpfulResult } from "../types";

const ACTION = "/akcje/opinia/pomocna";

type Props = {
  reviewId: string;
  productId: string;
  count: number;
  voted: boolean;
  isLoggedIn: boolean;
  isOwn: boolean;
};

function votes(n: number, t: ReturnType<typeof useT>, locale: Locale) {
  return t("helpful.votes", { count: formatCount(n, locale), n });
}

// Issue #13 pt 1: 'Pomocna' — one vote per signed-in user and review, pressed again to take it
// back; never on one's own review (the server refuses it too). The form sends the state wanted (ADR 149).
export function HelpfulButton({ reviewId, productId, count, voted, isLoggedIn, isOwn }: Props) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<HelpfulResult>();
  const latest = useLatestWish(fetcher, ACTION);
  const failure = useAutoClear(fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null);

  // One's own review and anonymous visitors see the count only (the form area offers the sign-in).
  // `vp-own` (ADR 114): on the shared member page both forms wait for the member's own votes.
  if (isOwn || !isLoggedIn) {
    return count > 0 ? (
      <p className="vp-own text-sm text-slate-600 dark:text-slate-300">{votes(count, t, locale)}</p>
    ) : null;
  }
  const answered = fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.data?.reviewId === reviewId ? fetcher.data.data : null;
  const now = { voted: answered?.helpful ?? voted, count: answered?.helpfulCount ?? count };
  // ADR 149: the form asks for the opposite of what the user sees, never a blind toggle. While the
  // request runs the button shows that wish and the count moves with it; then the server's answer.
  const sent = latest.wish?.get("helpful");
  const pressed = sent === "true" || sent === "false" ? sent === "true" : now.voted;
  const shown = Math.max(0, now.count + (pressed === now.voted ? 0 : pressed ? 1 : -1));
  return (
    <div className="vp-own">
      <FetcherToggle
        fetcher={fetcher}
        onSubmit={latest.onSubmit}
        action={ACTION}
        fields={{ reviewId, productId, helpful: String(!pressed) }}
        pressed={pressed}
        pressedClass="border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-100 dark:bg-brand-700 dark:text-white"
        message={failure?.message}
        tone="error"
      >
        <CompactIcon icon={ThumbsUp} aria-hidden className={`size-4 ${pressed ? "fill-current" : ""}`} />
        {t("helpful.button")} <span className="tabular-nums">({formatCount(shown, locale)})</span>
      </FetcherToggle>
    </div>
  );
}
