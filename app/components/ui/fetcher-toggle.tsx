import type { ReactNode } from "react";
import { Link, useLocation, type FetcherWithComponents } from "react-router";
import { MessageBox, type MessageTone } from "./message-box";

const base = "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 disabled:opacity-70";
export const toggleIdleClass = "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

/** The path and query of the current page, sent as `redirectTo` so a post without JavaScript comes back. */
export function useBackPath() {
  const location = useLocation();
  return location.pathname + location.search;
}

type Props = {
  fetcher: FetcherWithComponents<unknown>;
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
export function FetcherToggle({ fetcher, action, fields, pressed, pressedClass, children, message, tone = "success" }: Props) {
  const back = useBackPath();
  return (
    <div className="flex flex-col items-start gap-2">
      <fetcher.Form method="post" action={action}>
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

/** What an anonymous visitor gets instead of the toggle: a link to /logowanie that comes back here. */
export function SignInToToggle({ children }: { children: ReactNode }) {
  const back = useBackPath();
  return (
    <Link to={`/logowanie?redirectTo=${encodeURIComponent(back)}`} className={`${base} ${toggleIdleClass}`}>
      {children}
    </Link>
  );
}
