import ThumbsUp from "lucide-react/icons/thumbs-up";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useFetcher } from "react-router";
import { FetcherToggle, useLatestWish, SignInToToggle, useWishAfterSignIn } from "~/components/ui/fetcher-toggle";
import { MESSAGE_MS, useFetcherToast } from "~/components/ui/use-fetcher-toast";
import { formatStat } from "~/features/catalog/format";
import { useT } from "~/i18n/i18n";
import type { LikeResult } from "../types";
import { useSignedOutRevalidation } from "../use-signed-out-revalidation";

const ACTION = "/akcje/polubienie";

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
  const latest = useLatestWish(fetcher, ACTION);
  // Issue #15 point 11: a toast when the server has answered (a refusal in the error tone).
  useFetcherToast(fetcher, (data) => (data ? (data.liked ? t("like.liked") : t("like.unliked")) : null), { showMs: MESSAGE_MS });
  useSignedOutRevalidation(fetcher);
  useWishAfterSignIn("polubienie", isLoggedIn, () => void fetcher.submit({ productId, liked: "true" }, { method: "post", action: ACTION }));

  if (!isLoggedIn) {
    return (
      <SignInToToggle then="polubienie">
        <CompactIcon icon={ThumbsUp} aria-hidden className="size-5" />
        {t("like.button")} <span className="sr-only">{t("like.signIn")}</span> <Count n={likes} />
      </SignInToToggle>
    );
  }

  const answered = fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.data?.productId === productId ? fetcher.data.data : null;
  const shown = { liked: answered?.liked ?? liked, likes: answered?.likes ?? likes };
  // ADR 149: the form asks for the opposite of what the user sees, never a blind toggle. While the
  // request runs the button shows that wish and the count moves with it; then the server's answer.
  const sent = latest.wish?.get("liked");
  const pressed = sent === "true" || sent === "false" ? sent === "true" : shown.liked;
  const count = Math.max(0, shown.likes + (pressed === shown.liked ? 0 : pressed ? 1 : -1));
  return (
    <FetcherToggle
      fetcher={fetcher}
      onSubmit={latest.onSubmit}
      action={ACTION}
      fields={{ productId, liked: String(!pressed) }}
      pressed={pressed}
      pressedClass="border-accent-600 bg-violet-50 text-accent-600 dark:border-violet-300 dark:bg-accent-600 dark:text-white"
    >
      <CompactIcon icon={ThumbsUp} aria-hidden className={`size-5 ${pressed ? "fill-current" : ""}`} />
      {t("like.button")} <Count n={count} />
    </FetcherToggle>
  );
}
