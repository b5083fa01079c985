import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { secondaryButtonClass } from "~/components/ui/classes";
import { variantUrl } from "~/features/media/image-variants";
import { useT } from "~/i18n/i18n";
import type { ImageUploadComponent } from "./repeatable-rows";

// Review (session 24): an image in a post's text had to be typed as a markdown link to an address
// the editor had no way to get. Images uploaded here are put into the text field the editor was
// last in, at the cursor, as `![Opis obrazu](/uploads/…)` with the description selected to be typed.

const CONTENT_FIELD = "textarea[name^='section.'], textarea[name='body']";

export function BodyImages({ ImageUpload, contentRef }: { ImageUpload: ImageUploadComponent; contentRef: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [urls, setUrls] = useState<string[]>([]);
  const lastField = useRef<HTMLTextAreaElement | null>(null);
  const [inserted, setInserted] = useState<string | null>(null);
  // Owner review, session 41: an image uploaded and never put into the text was gone from this list after
  // the next save or reload, without a word. Each one now says whether the text holds it.
  const [inText, setInText] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const area = contentRef.current;
    if (!area) return;
    const check = () => {
      const text = [...area.querySelectorAll<HTMLTextAreaElement>(CONTENT_FIELD)].map((field) => field.value).join("\n");
      setInText(new Set(urls.filter((url) => text.includes(url))));
    };
    check();
    area.addEventListener("input", check);
    return () => area.removeEventListener("input", check);
  }, [contentRef, urls]);

  // Remember the content field the editor was last in (the button takes the focus away from it).
  useEffect(() => {
    const area = contentRef.current;
    if (!area) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLTextAreaElement && event.target.matches(CONTENT_FIELD)) lastField.current = event.target;
    };
    area.addEventListener("focusin", onFocus);
    return () => area.removeEventListener("focusin", onFocus);
  }, [contentRef]);

  function insert(url: string) {
    const field = lastField.current ?? contentRef.current?.querySelector<HTMLTextAreaElement>(CONTENT_FIELD) ?? null;
    if (!field) return;
    const alt = t("editor.bodyImages.alt");
    const before = field.value.slice(0, field.selectionStart);
    const text = `${before && !before.endsWith("\n") ? "\n\n" : ""}![${alt}](${url})\n\n`;
    const start = field.selectionStart;
    field.setRangeText(text, field.selectionStart, field.selectionEnd, "end");
    // The form's onChange (unsaved changes, re-check) hears it like typing.
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.focus();
    const altStart = start + text.indexOf("[") + 1;
    field.setSelectionRange(altStart, altStart + alt.length);
    setInserted(field.labels?.[0]?.textContent ?? "");
  }

  return (
    <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-600">
      <ImageUpload name="bodyImages" folder="blog" label={t("editor.bodyImages.label")} maxFiles={10} onChange={setUrls} />
      {urls.length > 0 && (
        <ul className="space-y-2" aria-label={t("editor.bodyImages.list")}>
          {urls.map((url, i) => (
            <li key={url} className="flex flex-wrap items-center gap-3">
              <img src={variantUrl(url, 320)} alt="" width={48} height={48} decoding="async" className="size-12 rounded object-cover" />
              <button type="button" className={secondaryButtonClass} onClick={() => insert(url)} aria-describedby={`body-image-${i}-state`}>
                <ImagePlus aria-hidden="true" className="size-4" /> {t("editor.bodyImages.insert", { n: i + 1 })}
              </button>
              <span id={`body-image-${i}-state`} className={`text-sm ${inText.has(url) ? "text-slate-700 dark:text-slate-200" : "font-medium text-amber-800 dark:text-amber-200"}`}>
                {t(inText.has(url) ? "editor.bodyImages.inText" : "editor.bodyImages.notInText")}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {inserted !== null ? t("editor.bodyImages.inserted", { field: inserted }) : t("editor.bodyImages.hint")}
      </p>
    </div>
  );
}
