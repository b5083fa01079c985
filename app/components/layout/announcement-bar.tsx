import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";

// ADR 179: the site-wide announcement ("Pasek ogłoszeń") above the header, decided on the server for
// the moment of the render. A visitor may close it; that is remembered in localStorage for this text and
// link (`version`), and the head script below hides it before the first paint on the next pages, so
// neither those who closed it nor those who did not see the page jump.

export const ANNOUNCEMENT_ID = "pasek-ogloszen";
export const ANNOUNCEMENT_CLOSED_KEY = "vp.pasek-zamkniety";

export type AnnouncementBarData = { text: string; link: string | null; version: string; endsAt: string | null };

/** For <head>: hides the bar at once when this version was closed here before (style-src allows inline styles). */
export function closedAnnouncementScript(version: string): string {
  // The version is a few letters and digits (announcementVersion), safe inside the script as JSON.
  return `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_CLOSED_KEY)})===${JSON.stringify(version)})document.head.appendChild(document.createElement("style")).textContent="#${ANNOUNCEMENT_ID}{display:none}"}catch(e){}`;
}

// setTimeout's longest wait (about 24.8 days); a later end is left to the next page load.
const LONGEST_TIMER = 2 ** 31 - 1;

/** `preview`: the panel's rendering of the form's values (no closing, the link not followed). */
export function AnnouncementBar({ announcement, preview = false }: { announcement: AnnouncementBarData; preview?: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const { version, endsAt } = announcement;

  useEffect(() => {
    if (preview) return;
    setClosed(readClosed() === version);
    // A page left open past the end hides the bar then (the server stops rendering it at that moment).
    const left = endsAt ? Date.parse(endsAt) - Date.now() : Infinity;
    if (left > LONGEST_TIMER) return;
    const timer = setTimeout(() => setClosed(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [preview, version, endsAt]);

  if (closed) return null;
  const close = () => {
    try {
      localStorage.setItem(ANNOUNCEMENT_CLOSED_KEY, version);
    } catch {
      // Storage refused (private mode, full): closed for this page only.
    }
    setClosed(true);
    // The button goes with the bar: the keyboard continues at the page's content, not at <body>.
    const main = document.getElementById("tresc");
    main?.setAttribute("tabindex", "-1");
    main?.focus({ preventScroll: true });
  };

  return (
    <section id={preview ? undefined : ANNOUNCEMENT_ID} aria-label={t("announcement.label")} className="vp-announcement">
      <div className="container-page flex min-h-10 items-center gap-2 py-1.5">
        <p className="flex-1 text-center text-sm font-semibold wrap-anywhere">
          <Message announcement={announcement} preview={preview} />
        </p>
        {preview ? (
          <span aria-hidden className="vp-announcement-close">
            <X className="size-4" />
          </span>
        ) : hydrated ? (
          <button type="button" className="vp-announcement-close" aria-label={t("announcement.close")} onClick={close}>
            <X aria-hidden className="size-4" />
          </button>
        ) : (
          // Closing needs the browser's storage: the button comes with the scripts, its place is kept meanwhile.
          <span aria-hidden className="vp-announcement-close invisible" />
        )}
      </div>
    </section>
  );
}

function Message({ announcement: { text, link }, preview }: { announcement: AnnouncementBarData; preview: boolean }) {
  if (!link) return <>{text}</>;
  if (preview) return <span className="underline underline-offset-2">{text}</span>;
  return link.startsWith("/") ? (
    <Link to={link} className="underline underline-offset-2">
      {text}
    </Link>
  ) : (
    <a href={link} className="underline underline-offset-2">
      {text}
    </a>
  );
}

function readClosed(): string | null {
  try {
    return localStorage.getItem(ANNOUNCEMENT_CLOSED_KEY);
  } catch {
    return null;
  }
}
