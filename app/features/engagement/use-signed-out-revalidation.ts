import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { ActionResult } from "~/utils/form";
import type { SignedOut } from "./types";

type FetcherLike = { state: "idle" | "loading" | "submitting"; data?: ActionResult<unknown, SignedOut> | undefined };

/**
 * After a 401 'Musisz się zalogować' (the session ended in another tab) the page reloads its data, so
 * the header and the buttons show the signed-out state without a full reload. The router does not do it
 * by itself: it skips revalidation after an action's 4xx answer.
 */
export function useSignedOutRevalidation(fetcher: FetcherLike): void {
  const { revalidate } = useRevalidator();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const signedOut = answer?.ok === false && answer.data?.signedOut === true;
  useEffect(() => {
    if (signedOut) void revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer (revalidate changes identity)
  }, [answer, signedOut]);
}
