import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import ImageOff from "lucide-react/icons/image-off";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { imageSrcSet, variantUrl } from "~/features/media/image-variants";
import { arrowStep, turnedIndex, useSwipe } from "./gallery-turning";
import type ProductLightbox from "./product-lightbox";

type Props = { images: { url: string; alt: string }[]; title: string };

// ADR 191: the full-screen view is its own chunk, fetched on the first press of the main image (issue #14:
// only this opener is part of the product page's JavaScript). A failed fetch is forgotten: the next press tries again.
type Lightbox = typeof ProductLightbox;
let lightboxChunk: Promise<Lightbox> | undefined;
function loadLightbox(): Promise<Lightbox> {
  lightboxChunk ??= import("./product-lightbox").then(
    (module) => module.default,
    (error: unknown) => {
      lightboxChunk = undefined;
      throw error;
    },
  );
  return lightboxChunk;
}

const arrowClass =
  "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-900/90 dark:text-white";

// spec: public §2 Product page — all images by position; thumbnails are buttons that show each one.
// Shopper review (session 36): on a phone a shopper swipes the main image, and expects to see it larger.
// So: a sideways swipe turns the image (vertical scrolling is left to the page), arrows beside it and the
// arrow keys on the thumbnails do the same, and the main image opens full size: in a lightbox on the page
// (ADR 191), or its file in a new tab without JavaScript (and on a Ctrl/⌘/middle click, as links do).
export function ProductGallery({ images, title }: Props) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const [Lightbox, setLightbox] = useState<Lightbox | null>(null);
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const many = images.length > 1;
  const turn = (step: number) => setSelected((index) => turnedIndex(Math.min(index, images.length - 1), step, images.length));
  const { handlers: swipeHandlers, endedSwipe } = useSwipe((step) => {
    if (many) turn(step);
  });
  // The arrows need JavaScript: they appear once it runs (over the image, so nothing moves).
  const hydrated = useHydrated();
  if (images.length === 0) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <CompactIcon icon={ImageOff} aria-hidden className="size-10" />
        {t("gallery.noImage")}
      </div>
    );
  }
  const index = Math.min(selected, images.length - 1);
  const current = images[index];
  const onThumbKey = (event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (!step) return;
    event.preventDefault();
    // From the thumbnail that has the focus (it may not be the one shown).
    const buttons = [...(thumbs.current?.querySelectorAll("button") ?? [])];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = turnedIndex(from < 0 ? index : from, step, images.length);
    setSelected(next);
    buttons[next]?.focus();
  };
  const onMainClick = (event: MouseEvent) => {
    if (endedSwipe(event)) return event.preventDefault(); // the tap that ends a swipe does not open the image
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadLightbox().then(
      (component) => {
        setLightbox(() => component);
        setOpen(true);
      },
      () => window.location.assign(current.url), // offline, or a new deployment: the file itself, as without JavaScript
    );
  };
  const closeLightbox = () => {
    setOpen(false);
    link.current?.focus({ preventScroll: true }); // back where the shopper was, not scrolled to the image
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <a
          ref={link}
          href={current.url}
          target="_blank"
          rel="noopener"
          aria-haspopup={hydrated ? "dialog" : undefined}
          className="block touch-pan-y focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
          {...swipeHandlers}
          onPointerDown={(event) => {
            swipeHandlers.onPointerDown(event);
            loadLightbox().catch(() => {}); // fetched while the finger or button is still down
          }}
          onClick={onMainClick}
        >
          <img src={current.url} srcSet={imageSrcSet(current.url, { withOriginal: true })} sizes="(min-width: 1024px) 50vw, 100vw" alt={current.alt || title} width={1000} height={1000} fetchPriority="high" draggable={false} className="aspect-square w-full object-cover" />
          <span className="sr-only">{t(hydrated ? "gallery.open" : "gallery.enlarge")}</span>
        </a>
        {many && hydrated ? (
          <>
            <button type="button" className={`${arrowClass} left-2`} onClick={() => turn(-1)} aria-label={t("gallery.previous")}>
              <CompactIcon icon={ChevronLeft} aria-hidden className="size-6" />
            </button>
            <button type="button" className={`${arrowClass} right-2`} onClick={() => turn(1)} aria-label={t("gallery.next")}>
              <CompactIcon icon={ChevronRight} aria-hidden className="size-6" />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <ul ref={thumbs} className="flex gap-2 overflow-x-auto pb-1" aria-label={t("gallery.thumbs")} onKeyDown={onThumbKey}>
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === index}
                aria-label={t("gallery.show", { n: i + 1, total: images.length })}
                className={`block size-16 overflow-hidden rounded-lg border-2 sm:size-20 ${
                  i === index ? "border-brand-600" : "border-transparent hover:border-slate-400"
                }`}
              >
                <img src={variantUrl(image.url, 320)} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open && Lightbox ? (
        // The swipe is the main image's own: the page behind the modal dialog takes no pointer events meanwhile.
        <Lightbox
          images={images}
          title={title}
          index={index}
          onTurn={turn}
          onClose={closeLightbox}
          swipe={{ handlers: swipeHandlers, endedSwipe }}
          arrowStep={arrowStep}
        />
      ) : null}
    </div>
  );
}
