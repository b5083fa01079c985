import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { useT } from "~/i18n/i18n";
import { claimPops } from "~/utils/pop-before-router";
import type { useSwipe } from "./gallery-turning";

type Props = {
  images: { url: string; alt: string }[];
  title: string;
  index: number;
  onTurn: (step: 1 | -1) => void;
  /** The gallery's own turning rules, passed in rather than imported: imported, they became a chunk of their own that every product page loaded (ADR 191). */
  swipe: ReturnType<typeof useSwipe>;
  arrowStep: (key: string) => 1 | -1 | undefined;
  /** Called once the dialog has closed (Escape, the close button); the gallery unmounts it then. */
  onClose: () => void;
};

/**
 * ADR 199: Back closes the view. Opening pushes a history entry of our own at the same address (React
 * Router's `usr`/`key`/`idx` copied, so the router reads the same location from it); the popstate that takes
 * it away — Back, or our own history.back() after the button or Escape — is claimed before the router's
 * listener (pop-before-router.ts): the router would take it for a navigation to the same address and
 * refetch the page's data. A pop that lands anywhere else (a jump over several entries) is the router's.
 */
const OWN_ENTRY = "vpLightbox";
type Entry = { href: string; key: unknown; idx: unknown };
const here = (): Entry => ({ href: window.location.href, key: window.history.state?.key, idx: window.history.state?.idx });
const isEntry = (a: Entry | null) => a !== null && a.href === window.location.href && a.key === window.history.state?.key && a.idx === window.history.state?.idx;
const onOwnEntry = () => window.history.state?.[OWN_ENTRY] === true;
/** Our history.back() still on its way: the next opening pushes its entry after it, so entries never stack. */
let leaving: Promise<void> = Promise.resolve();

function useBackCloses(dialog: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    let mounted = true;
    let pushed = false;
    let from: Entry | null = null;
    const unclaim = claimPops(() => {
      if (!pushed || onOwnEntry()) return false;
      pushed = false;
      dialog.current?.close();
      return isEntry(from);
    });
    void leaving.then(() => {
      if (!mounted || !dialog.current?.open) return;
      from = here();
      window.history.pushState({ ...window.history.state, [OWN_ENTRY]: true }, "");
      pushed = true;
    });
    return () => {
      mounted = false;
      unclaim();
      // Closed by the button or Escape (a page navigation meanwhile left our entry already): take it away.
      if (!pushed || !onOwnEntry()) return;
      leaving = new Promise((resolve) => {
        const done = claimPops(() => {
          done();
          resolve();
          return isEntry(from);
        });
        window.history.back();
      });
    };
  }, [dialog]);
}

const buttonClass =
  "flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";

// ADR 191: the product gallery's full-screen view, loaded on the first open (not part of the product page's
// JavaScript). A native modal <dialog>: the page behind is inert, Escape closes it. Mounted open.
export default function ProductLightbox({ images, title, index, onTurn, onClose, swipe, arrowStep }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { handlers, endedSwipe } = swipe;
  const many = images.length > 1;
  const current = images[index];
  useBackCloses(dialog);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // A modal dialog does not stop the page behind it from scrolling (wheel, touch): the root does not scroll while it is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (element.open) element.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = many ? arrowStep(event.key) : undefined;
    if (step) {
      event.preventDefault();
      onTurn(step);
      return;
    }
    // The page behind is inert, but Tab from the last button would leave for the browser's own controls:
    // it goes round inside the dialog instead.
    if (event.key !== "Tab") return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
    if (document.activeElement !== edge && event.currentTarget.contains(document.activeElement)) return;
    event.preventDefault();
    (event.shiftKey ? buttons[buttons.length - 1] : buttons[0])?.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-label={t("gallery.lightbox", { title })}
      onClose={onClose}
      onKeyDown={onKeyDown}
      // The site's toasts stay beneath it (ADR 196): over the image they covered its close button, and
      // nothing done inside a photo viewer raises one.
      data-no-toasts=""
      className="m-0 h-dvh max-h-none w-screen max-w-none overscroll-contain bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 p-3">
          {/* What a shopper sees ("2 / 5") and what a screen reader says ("Zdjęcie 2 z 5") as the image turns. */}
          <p aria-live="polite" aria-atomic="true" className="px-2 text-base font-semibold tabular-nums">
            <span aria-hidden="true">{`${index + 1} / ${images.length}`}</span>
            <span className="sr-only">{t("gallery.position", { n: index + 1, total: images.length })}</span>
          </p>
          <button
            type="button"
            className={buttonClass}
            onClick={() => dialog.current?.close()}
            aria-label={t("gallery.close")}
          >
            <CompactIcon icon={X} aria-hidden className="size-6" />
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center px-2 pb-3 sm:px-16"
          {...handlers}
          onClickCapture={(event) => {
            if (endedSwipe(event)) event.stopPropagation();
          }}
        >
          {/* The original file: the largest copy we store (imageSrcSet's "withOriginal"), what the link opens without JavaScript. */}
          <img
            key={current.url}
            src={current.url}
            alt={current.alt || title}
            draggable={false}
            className="max-h-full max-w-full object-contain"
          />
          {many ? (
            <>
              <button
                type="button"
                className={`${buttonClass} absolute top-1/2 left-2 -translate-y-1/2`}
                onClick={() => onTurn(-1)}
                aria-label={t("gallery.previous")}
              >
                <CompactIcon icon={ChevronLeft} aria-hidden className="size-6" />
              </button>
              <button
                type="button"
                className={`${buttonClass} absolute top-1/2 right-2 -translate-y-1/2`}
                onClick={() => onTurn(1)}
                aria-label={t("gallery.next")}
              >
                <CompactIcon icon={ChevronRight} aria-hidden className="size-6" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
