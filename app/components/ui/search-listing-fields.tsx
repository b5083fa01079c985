// ADR 177: a page's search-engine title and description as an editor types them, with live counters
// against the spec's limits (admin §5: 60 / 155) and a preview of the result in Google. Shared by the
// post editor, the product form and the category dialog; the page's own rule (what it writes into
// <title> and the meta description for the typed texts) comes from the caller as `result`, so the
// preview shows what the page will say, generated texts included.
import { useId, useState, type ReactNode } from "react";
import { useT } from "~/i18n/i18n";
import { seoCut } from "~/utils/seo-cut";
import { cleanSeoText, SEO_TEXT_MAX, seoTextLength, type SeoTextKind } from "~/utils/seo-text";
import { TextareaField, TextField } from "./field";

export type SearchListingTexts = { title: string; description: string };

type Props = {
  defaultValues: SearchListingTexts;
  errors?: { title?: string | null; description?: string | null };
  /** The <title> and meta description the page writes for these typed texts ('' = not set: its generated text). */
  result: (typed: SearchListingTexts) => SearchListingTexts;
  /** The page's absolute address (the result's address line). */
  address: string;
  /**
   * "refuse": a text over the limit is refused on save (products, categories: ADR 177); "cut": the save
   * cuts it to 57 + '…' (posts, spec admin §5) and the counter says to what.
   */
  overLimit: "refuse" | "cut";
  /** Folded under its heading until opened (product and category forms); open while a text is set or refused. */
  folded?: boolean;
  /** Field names in the form. */
  names?: { title: string; description: string };
  /** Called when a text changes (forms that track unsaved changes themselves). */
  onChange?: () => void;
  /** More of the section's fields, after the preview (the post editor's keywords). */
  children?: ReactNode;
  /** Shown, not edited (a live post the person may not save, ADR 186): the fields stay focusable and readable. */
  readOnly?: boolean;
};

/** 'n/60' and, past the limit, how much too long (refuse) or what the save keeps (cut). Read with its field. */
function Counter({ kind, value, overLimit }: { kind: SeoTextKind; value: string; overLimit: Props["overLimit"] }) {
  const t = useT();
  const max = SEO_TEXT_MAX[kind];
  const length = seoTextLength(value);
  const over = length - max;
  return (
    // Red where the save will refuse it; a post's text is cut on save, said without alarm.
    <span className={over > 0 && overLimit === "refuse" ? "font-semibold text-red-700 dark:text-red-300" : undefined}>
      {t("seo.listing.counter", { length, max })}
      {over > 0 ? (overLimit === "refuse" ? t("seo.listing.tooLongBy", { count: over }) : t("seo.listing.cutTo", { cut: seoCut(cleanSeoText(value), max) })) : ""}
    </span>
  );
}

/** The result as Google lays it out: the address, the title as a link-blue line, the description. */
function ResultPreview({ address, result, own }: { address: string; result: SearchListingTexts; own: { title: boolean; description: boolean } }) {
  const t = useT();
  return (
    <div role="region" aria-label={t("seo.listing.previewLabel")} className="rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-600">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{t("seo.listing.previewHeading")}</p>
      <div className="mt-2 max-w-[600px] font-[arial,sans-serif]">
        <p className="text-sm wrap-anywhere text-slate-700 dark:text-slate-200">{address}</p>
        <p className="text-xl leading-snug wrap-anywhere text-[#1a0dab] dark:text-[#8ab4f8]">{result.title}</p>
        <p className="mt-0.5 text-sm wrap-anywhere text-slate-700 dark:text-slate-200">{result.description}</p>
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        {t(own.title ? "seo.listing.titleOwn" : "seo.listing.titleGenerated")} {t(own.description ? "seo.listing.descriptionOwn" : "seo.listing.descriptionGenerated")}
      </p>
    </div>
  );
}

export function SearchListingFields({ defaultValues, errors = {}, result, address, overLimit, folded = false, names = { title: "seoTitle", description: "seoDescription" }, onChange, children, readOnly }: Props) {
  const t = useT();
  const id = useId();
  const [title, setTitle] = useState(defaultValues.title);
  const [description, setDescription] = useState(defaultValues.description);
  const refused = Boolean(errors.title || errors.description);
  // Folded forms open on a set text (an override is never out of sight) and on a refusal (its field is focused).
  const [open, setOpen] = useState(!folded || Boolean(defaultValues.title || defaultValues.description) || refused);
  const [shownRefusal, setShownRefusal] = useState(refused);
  if (refused !== shownRefusal) {
    setShownRefusal(refused);
    if (refused) setOpen(true);
  }
  const hintId = `${id}-puste`;
  const typed = { title: cleanSeoText(title), description: cleanSeoText(description) };
  const fields: ReactNode = (
    <div className="space-y-3">
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {t("seo.listing.emptyHint")}
      </p>
      {/* The counters are the fields' hints: read with the field (aria-describedby), not after every keystroke. */}
      <TextField
        label={t("seo.listing.title")}
        name={names.title}
        id={`${id}-tytul`}
        value={title}
        onChange={(e) => {
          setTitle(e.currentTarget.value);
          onChange?.();
        }}
        aria-describedby={hintId}
        readOnly={readOnly}
        hint={<Counter kind="title" value={title} overLimit={overLimit} />}
        error={errors.title}
        autoComplete="off"
      />
      <TextareaField
        label={t("seo.listing.description")}
        name={names.description}
        id={`${id}-opis`}
        value={description}
        onChange={(e) => {
          setDescription(e.currentTarget.value);
          onChange?.();
        }}
        aria-describedby={hintId}
        readOnly={readOnly}
        rows={3}
        hint={<Counter kind="description" value={description} overLimit={overLimit} />}
        error={errors.description}
      />
      <ResultPreview address={address.replace(/^https?:\/\//i, "")} result={result(typed)} own={{ title: typed.title !== "", description: typed.description !== "" }} />
      {children}
    </div>
  );
  if (!folded) {
    return (
      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t("seo.listing.heading")}</legend>
        {fields}
      </fieldset>
    );
  }
  return (
    // A closed <details> still sends its fields; a refused one inside is opened before it takes focus
    // (focusRefusedField, useFormErrors).
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer rounded font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        {t("seo.listing.heading")}
        {/* Folded, the fields are easy to miss (editor review, session 40): the line says whether they are set. */}
        <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-300">
          {t(title.trim() ? "seo.listing.titleOwn" : "seo.listing.titleGenerated")} {t(description.trim() ? "seo.listing.descriptionOwn" : "seo.listing.descriptionGenerated")}
        </span>
      </summary>
      <div className="mt-3">{fields}</div>
    </details>
  );
}
