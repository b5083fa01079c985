import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import ImageOff from "lucide-react/icons/image-off";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { imageSrcSet, variantUrl } from "~/features/media/image-variants";

type Props = { images: { url: string; alt: string }[]; title: string };

/** How far a finger must travel sideways on the main image to turn to the next one. */
const SWIPE_PX = 40;

const arrowClass =
  "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-900/90 dark:text-white";

// spec: public §2 Product page — all images by position; thumbnails are buttons that show each one.
// Shopper review (session 36): on a phone a shopper swipes the main image, and expects to see it larger.
// So: a sideways swipe turns the image (vertical scrolling is left to the page), arrows beside it and the
// arrow keys on the thumbnails do the same, and the main image opens its full-size file (also without JS).
export function ProductGallery({ images, title }: Props) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const thumbs = useRef<HTMLUListElement>(null);
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
  const many = images.length > 1;
  const turn = (step: number) => setSelected((index + step + images.length) % images.length);
  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || !many) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    swiped.current = true; // the tap that ends a swipe does not open the image
    turn(dx < 0 ? 1 : -1);
  };
  const onThumbKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    // From the thumbnail that has the focus (it may not be the one shown).
    const buttons = [...(thumbs.current?.querySelectorAll("button") ?? [])];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = ((from < 0 ? index : from) + step + images.length) % images.length;
    setSelected(next);
    buttons[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <a
          href={current.url}
          target="_blank"
          rel="noopener"
          className="block touch-pan-y"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          onClick={(event) => {
            if (!swiped.current) return;
            swiped.current = false;
            event.preventDefault();
          }}
        >
          <img src={current.url} srcSet={imageSrcSet(current.url, { withOriginal: true })} sizes="(min-width: 1024px) 50vw, 100vw" alt={current.alt || title} width={1000} height={1000} fetchPriority="high" draggable={false} className="aspect-square w-full object-cover" />
          <span className="sr-only">{t("gallery.enlarge")}</span>
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
    </div>
  );
}
