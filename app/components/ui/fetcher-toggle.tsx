import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, type FetcherWithComponents } from "react-router";
import { MessageBox, type MessageTone } from "./message-box";
import { rememberWish, takeWish } from "./wish-intent";

const base = "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 disabled:opacity-70";
export const toggleIdleClass = "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

/** The path and query of the current page, sent as `redirectTo` so a post without JavaScript comes back. */
export function useBackPath() {
  const location = useLocation();
  return location.pathname + location.search;
}

/** `pathname` with `params` as its query, without a lone "?" when there are none. */
function withQuery(pathname: string, params: URLSearchParams) {
  return params.size ? `${pathname}?${params}` : pathname;
}

/**
 * Review (session 31): a visitor who pressed the heart signed out went to sign in and came back to
 * a heart still empty. Back here signed in with `?po-zalogowaniu=<kind>`, the wish is sent once (the
 * state wanted, ADR 149: a product already on the list stays there) and the parameter leaves the URL.
 * Only a wish this browser asked for through SignInToToggle is sent (wish-intent.ts): the parameter
 * of an outside link is just removed.
 */
export function useWishAfterSignIn(kind: string, signedIn: boolean, send: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(location.search).get(AFTER_SIGN_IN) === kind;
  const sent = useRef(false);
  useEffect(() => {
    if (!wanted || !signedIn || sent.current) return;
    sent.current = true;
    if (takeWish(location.pathname, kind)) send();
    const params = new URLSearchParams(location.search);
    params.delete(AFTER_SIGN_IN);
    void navigate(withQuery(location.pathname, params) + location.hash, { replace: true, preventScrollReset: true });
  }, [wanted, signedIn, send, navigate, location, kind]);
}

/**
 * ADR 151 addendum: one request per toggle at a time, and the latest wish kept. A click made while
 * the previous request is still on its way is held, and sent once that one has come back: a quick
 * undo is not lost (ignoring such clicks lost it), and two opposite wishes can no longer reach the
 * server in the wrong order (the later one overtaking the earlier left the earlier state saved).
 * `wish` is what the button shows meanwhile: the held form, else the one on its way.
 */
export function useLatestWish(fetcher: FetcherWithComponents<unknown>, action: string) {
  const [held, setHeld] = useState<FormData | null>(null);
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!idle || !held) return;
    setHeld(null);
    void fetcher.submit(held, { method: "post", action });
  }, [idle, held, fetcher, action]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (idle) return;
    event.preventDefault();
    setHeld(new FormData(event.currentTarget));
  };
  return { wish: held ?? fetcher.formData, onSubmit };
}

type Props = {
  fetcher: FetcherWithComponents<unknown>;
  /** From useLatestWish: holds a click made while the previous request is on its way. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The action that sets the state the fields ask for (ADR 149), e.g. "/akcje/wishlist". */
  action: string;
  fields: Record<string, string>;
  pressed: boolean;
  /** Classes for the pressed look (the idle look is shared). */
  pressedClass: string;
  children: ReactNode;
  /** The fetcher's answer to show under the button (a live region that is always present). */
  message?: string | null;
  tone?: MessageTone;
};

/**
 * An on/off button that saves at once through a fetcher (like, wishlist): aria-pressed, the page's
 * path as `redirectTo` so it works as a plain form without JavaScript, and a live message region.
 */
export function FetcherToggle({ fetcher, onSubmit, action, fields, pressed, pressedClass, children, message, tone = "success" }: Props) {
  const back = useBackPath();
  return (
    <div className="flex flex-col items-start gap-2">
      <fetcher.Form method="post" action={action} onSubmit={onSubmit}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" aria-pressed={pressed} className={`${base} ${pressed ? pressedClass : toggleIdleClass}`}>
          {children}
        </button>
      </fetcher.Form>
      <MessageBox live tone={tone}>
        {message}
      </MessageBox>
    </div>
  );
}

/** The query parameter that carries a signed-out visitor's wish through the sign-in (`then`). */
export const AFTER_SIGN_IN = "po-zalogowaniu";

/**
 * What an anonymous visitor gets instead of the toggle: a link to /logowanie that comes back here,
 * carrying `then` (e.g. "wishlist"), so the wish is done once they are back (useWishAfterSignIn).
 */
export function SignInToToggle({ children, then }: { children: ReactNode; then?: string }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (then) params.set(AFTER_SIGN_IN, then);
  return (
    <Link
      to={`/logowanie?redirectTo=${encodeURIComponent(withQuery(location.pathname, params))}`}
      onClick={then ? () => rememberWish(location.pathname, then) : undefined}
      className={`${base} ${toggleIdleClass}`}
    >
      {children}
    </Link>
  );
}
