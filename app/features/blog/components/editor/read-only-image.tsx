import { labelClass } from "~/components/ui/classes";
import { useT } from "~/i18n/i18n";

/** ADR 186: an image field of a post the editor may not save: the image as chosen, no upload or removal. */
export function ReadOnlyImage({ label, url }: { label: string; url: string | null | undefined }) {
  const t = useT();
  return (
    <figure className="space-y-1.5">
      <figcaption className={labelClass}>{label}</figcaption>
      {url ? <img src={url} alt={label} className="h-24 w-auto rounded-lg object-cover" /> : <p className="text-sm text-slate-600 dark:text-slate-300">{t("editor.post.noImage")}</p>}
    </figure>
  );
}
