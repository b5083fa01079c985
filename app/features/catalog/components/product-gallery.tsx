import ImageOff from "lucide-react/icons/image-off";
import { CompactIcon } from "~/components/ui/compact-icon";
import { useState } from "react";
import { useT } from "~/i18n/i18n";
import { imageSrcSet, variantUrl } from "~/features/media/image-variants";

type Props = { images: { url: string; alt: string }[]; title: string };

// spec: public §2 Product page — all images by position; thumbnails are buttons that show each one.
export function ProductGallery({ images, title }: Props) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  if (images.length === 0) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <CompactIcon icon={ImageOff} aria-hidden className="size-10" />
        {t("gallery.noImage")}
      </div>
    );
  }
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <img src={current.url} srcSet={imageSrcSet(current.url, { withOriginal: true })} sizes="(min-width: 1024px) 50vw, 100vw" alt={current.alt || title} width={1000} height={1000} fetchPriority="high" className="aspect-square w-full object-cover" />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("gallery.thumbs")}>
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={t("gallery.show", { n: i + 1, total: images.length })}
                className={`block size-16 overflow-hidden rounded-lg border-2 sm:size-20 ${
                  i === selected ? "border-brand-600" : "border-transparent hover:border-slate-400"
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
