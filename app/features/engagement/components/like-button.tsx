import { ThumbsUp } from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import { formatStat, plural } from "~/features/catalog/format";
import type { action } from "~/routes/account/like-toggle";
import { MessageBox } from "~/components/ui/message-box";
import { useAutoClear } from "~/components/ui/use-auto-clear";

type Props = { productId: string; liked: boolean; likes: number; isLoggedIn: boolean };

const base = "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2";
const idle = "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

function Count({ n }: { n: number }) {
  return (
    <span className="tabular-nums">
      {formatStat(n)} <span className="sr-only">{plural(n, "polubienie", "polubienia", "polubień")}</span>
    </span>
  );
}

// spec: public §2 Product page (like control), §4 Like — a server call that returns a boolean.
export function LikeButton({ productId, liked, likes, isLoggedIn }: Props) {
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const back = location.pathname + location.search;
  const failure = useAutoClear(fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null);

  if (!isLoggedIn) {
    return (
      <Link to={`/logowanie?redirectTo=${encodeURIComponent(back)}`} className={`${base} ${idle}`}>
        <ThumbsUp aria-hidden className="size-5" />
        Polub <span className="sr-only">– zaloguj się, aby polubić produkt;</span> <Count n={likes} />
      </Link>
    );
  }

  const submitting = Boolean(fetcher.formData);
  const answered = fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.productId === productId ? fetcher.data : null;
  // While the request runs the count moves at once; afterwards the server's answer is shown.
  const pressed = submitting ? !liked : (answered?.liked ?? liked);
  const count = submitting ? Math.max(0, likes + (liked ? -1 : 1)) : (answered?.likes ?? likes);
  return (
    <div className="flex flex-col items-start gap-2">
      <fetcher.Form method="post" action="/akcje/polubienie">
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="redirectTo" value={back} />
        <button
          type="submit"
          aria-pressed={pressed}
          className={`${base} ${pressed ? "border-accent-600 bg-violet-50 text-accent-600 dark:border-violet-300 dark:bg-accent-600 dark:text-white" : idle}`}
        >
          <ThumbsUp aria-hidden className={`size-5 ${pressed ? "fill-current" : ""}`} />
          Polub <Count n={count} />
        </button>
      </fetcher.Form>
      <MessageBox live tone="error">{failure && !failure.ok ? failure.error : null}</MessageBox>
    </div>
  );
}
