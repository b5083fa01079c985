import { ThumbsUp } from "lucide-react";
import { useFetcher } from "react-router";
import { FetcherToggle, SignInToToggle } from "~/components/ui/fetcher-toggle";
import { MESSAGE_MS, useFetcherToast } from "~/components/ui/use-fetcher-toast";
import { formatStat } from "~/features/catalog/format";
import { plural } from "~/utils/format";
import type { LikeResult } from "../types";

type Props = { productId: string; liked: boolean; likes: number; isLoggedIn: boolean };

function Count({ n }: { n: number }) {
  return (
    <span className="tabular-nums">
      {formatStat(n)} <span className="sr-only">{plural(n, "polubienie", "polubienia", "polubień")}</span>
    </span>
  );
}

// spec: public §2 Product page (like control), §4 Like — a server call that returns a boolean.
export function LikeButton({ productId, liked, likes, isLoggedIn }: Props) {
  const fetcher = useFetcher<LikeResult>();
  // Issue #15 point 11: a toast when the server has answered (a refusal in the error tone).
  useFetcherToast(fetcher, (data) => (data ? (data.liked ? "Polubiono produkt." : "Cofnięto polubienie.") : null), { showMs: MESSAGE_MS });

  if (!isLoggedIn) {
    return (
      <SignInToToggle>
        <ThumbsUp aria-hidden className="size-5" />
        Polub <span className="sr-only">– zaloguj się, aby polubić produkt;</span> <Count n={likes} />
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
      <ThumbsUp aria-hidden className={`size-5 ${pressed ? "fill-current" : ""}`} />
      Polub <Count n={count} />
    </FetcherToggle>
  );
}
