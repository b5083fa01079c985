import { useEffect, useRef, useState } from "react";
import { useLocation, useMatches, useNavigation } from "react-router";
import { useT } from "~/i18n/i18n";

// After a navigation in the browser (no page load) the keyboard and a screen reader start on the new
// page's content, as after a real page load plus the skip link: focus moves to the target (<main>),
// and the new page's title is read out. Without it, focus stayed on a link that no longer existed
// (the page number just clicked, a product card): the next Tab started again at the top of the
// document, and a screen reader said nothing about the new page (ADR 184).

/** The site's content region: <main> (root.tsx). */
export const SITE_CONTENT_ID = "tresc";

/**
 * Where the skip link and a navigation's focus land: a route's `handle.contentTarget` (the deepest one)
 * or <main>. The panel's search field and menu are inside <main>; landing before them skipped nothing
 * (editor review, session 39), so the panel names its screen's own region.
 */
export function useContentTargetId(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = (matches[i].handle as { contentTarget?: string } | undefined)?.contentTarget;
    if (id) return id;
  }
  return SITE_CONTENT_ID;
}

/** The region itself; <main> when a route's own region is not on the page (an error shown by the root). */
export function contentTarget(id: string): HTMLElement | null {
  return document.getElementById(id) ?? document.getElementById(SITE_CONTENT_ID);
}

/** Link state asking for the move on a navigation that keeps the address's path (another page of a list). */
export const FOCUS_CONTENT_STATE = { focusContent: true } as const;

/**
 * Focuses a region such as <main> that is not a control: focusable only for this move, so a click on the
 * page's text does not focus the whole region afterwards. Also the skip link's target (shopper review,
 * session 36: "Przejdź do treści" left the focus on <body>).
 */
export function focusForTheMove(target: HTMLElement, options?: FocusOptions): void {
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus(options);
}

export function RouteFocus() {
  const targetId = useContentTargetId();
  const location = useLocation();
  const navigation = useNavigation();
  const t = useT();
  // Read when the title is: a new `t` must not run the move again (nor cancel its announcement).
  const translate = useRef(t);
  translate.current = t;
  const last = useRef<{ key: string; pathname: string } | null>(null);
  // What had the focus when the navigation began (the link or button that started it): still focused
  // afterwards, it is left over, not something the new page chose. The panel's menu is inside <main>
  // (review, session 35: its links kept the focus and nothing was announced).
  const focusedAtStart = useRef<Element | null>(null);
  // The field typed in while the page loaded (the phone search opened after tapping "Następna"): the
  // person is working there, and the arriving page must not take the focus from under their typing.
  const typedWhileLoading = useRef<EventTarget | null>(null);
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    if (navigation.state === "idle") return;
    if (focusedAtStart.current === null) {
      focusedAtStart.current = document.activeElement;
      typedWhileLoading.current = null;
    }
    const noteTyping = (event: Event) => (typedWhileLoading.current = event.target);
    document.addEventListener("input", noteTyping, true);
    return () => document.removeEventListener("input", noteTyping, true);
  }, [navigation.state]);

  useEffect(() => {
    const previous = last.current;
    if (previous?.key === location.key) return;
    last.current = { key: location.key, pathname: location.pathname };
    const before = focusedAtStart.current;
    const typed = typedWhileLoading.current;
    focusedAtStart.current = null;
    typedWhileLoading.current = null;
    const requested = (location.state as { focusContent?: unknown } | null)?.focusContent === true;
    // The first render is a real page load (the browser starts at the top); a filter or search typed on
    // the same page keeps the focus where the person is working, and an older announcement goes.
    if (previous === null) return;
    if (previous.pathname === location.pathname && !requested) {
      setAnnounced("");
      return;
    }
    const target = contentTarget(targetId);
    if (!target) return;
    const active = document.activeElement;
    // The new page focused one of its own controls (a search field, a form's message): it stays there.
    const chosenByPage = active && active !== document.body && active !== before && target.contains(active);
    if (!requested && chosenByPage) return;
    // Still typing where they typed while it loaded: the new page is announced, the focus stays.
    if (!active || active !== typed) focusForTheMove(target, { preventScroll: true });
    setAnnounced("");
    // The new <title> is in the document a frame later (after Back it still named the page left).
    const frame = requestAnimationFrame(() => setAnnounced(translate.current("a11y.pageLoaded", { title: document.title })));
    return () => cancelAnimationFrame(frame);
  }, [location, targetId]);
  return (
    <div aria-live="polite" className="sr-only">
      {announced}
    </div>
  );
}
