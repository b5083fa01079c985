import { labelClass } from "~/components/ui/classes";
import { variantUrl } from "~/features/media/image-variants";
import { useT } from "~/i18n/i18n";

/** ADR 186: an image field of a post the editor may not save: the image as chosen, no upload or removal. */
export function ReadOnlyImage({ label, url }: { label: string; url: string | null | undefined }) {
  const t = useT();
  return (
    <figure className="space-y-1.5">
      <figcaption className={labelClass}>{label}</figcaption>
      {/* ADR 192: 96 px high; the 320 px copy is sharp at 2× for anything up to 5:3, the demo's 4:3 box until it loads. */}
      {url ? <img src={variantUrl(url, 320)} alt={label} width={128} height={96} loading="lazy" decoding="async" className="h-24 w-auto rounded-lg object-cover" /> : <p className="text-sm text-slate-600 dark:text-slate-300">{t("editor.post.noImage")}</p>}
    </figure>
  );
}
