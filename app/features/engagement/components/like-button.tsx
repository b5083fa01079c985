import ThumbsUp from "lucide-react/icons/thumbs-up";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useFetcher } from "react-router";
import { FetcherToggle, SignInToToggle } from "~/components/ui/fetcher-toggle";
import { MESSAGE_MS, useFetcherToast } from "~/components/ui/use-fetcher-toast";
import { formatStat } from "~/features/catalog/format";
import { useT } from "~/i18n/i18n";
import type { LikeResult } from "../types";

type Props = { productId: string; liked: boolean; likes: number; isLoggedIn: boolean };

function Count({ n }: { n: number }) {
  const t = useT();
  return (
    <span className="tabular-nums">
      {formatStat(n)} <span className="sr-only">{t("like.count", { n })}</span>
    </span>
  );
}

// spec: public §2 Product page (like control), §4 Like — a server call that returns a boolean.
export function LikeButton({ productId, liked, likes, isLoggedIn }: Props) {
  const t = useT();
  const fetcher = useFetcher<LikeResult>();
  // Issue #15 point 11: a toast when the server has answered (a refusal in the error tone).
  useFetcherToast(fetcher, (data) => (data ? (data.liked ? t("like.liked") : t("like.unliked")) : null), { showMs: MESSAGE_MS });

  if (!isLoggedIn) {
    return (
      <SignInToToggle>
        <CompactIcon icon={ThumbsUp} aria-hidden className="size-5" />
        {t("like.button")} <span className="sr-only">{t("like.signIn")}</span> <Count n={likes} />
      </SignInToToggle>
    );
  }

  const submitting = Boolean(fetcher.formData);
  const answered = fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.data?.productId === productId ? fetcher.data.data : null;
  // While the request runs the count moves at once; afterwards the server's answer is shown.
  const pressed = submitting ? !liked : (answered?.liked ?? liked);
  const count = submitting ? Math.max(0, likes + (liked ? -1 : 1)) : (answered?.likes ?? likes);
  return (
    <FetcherToggle
      fetcher={fetcher}
      action="/akcje/polubienie"
      fields={{ productId }}
      pressed={pressed}
      pressedClass="border-accent-600 bg-violet-50 text-accent-600 dark:border-violet-300 dark:bg-accent-600 dark:text-white"
    >
      <CompactIcon icon={ThumbsUp} aria-hidden className={`size-5 ${pressed ? "fill-current" : ""}`} />
      {t("like.button")} <Count n={count} />
    </FetcherToggle>
  );
}
