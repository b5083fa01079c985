import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { inputClass, labelClass, secondaryButtonClass, errorTextClass } from "~/components/ui/classes";
import type { ComponentType } from "react";
import { useT, type MessageKey } from "~/i18n/i18n";
import { shopName } from "~/utils/shop-name";
import { BUILTIN_LINK_PLATFORMS, BUILTIN_RATINGS, linkRows } from "../../post-fields";
import { POST_LIMITS } from "../../post-input";

// spec: admin §5 — built-in ratings and links cannot be removed; custom ones can be added and removed.
// A custom row's boxes say what goes in them (review, session 27: two empty boxes, names only for
// screen readers).
const RATING_NAMES: Record<string, MessageKey> = { quality: "editor.rows.rating.quality", priceQuality: "editor.rows.rating.priceQuality", functionality: "editor.rows.rating.functionality" };
let rowCounter = 0;
export const rowKey = () => `row-${rowCounter++}`;

export type Errors = Record<string, string | undefined>;

/** The shared upload widget (media feature), handed in by the route: features do not import each other's components. */
export type ImageUploadComponent = ComponentType<{ name: string; folder: "blog"; label: string; maxFiles?: number; defaultValue?: string[]; onChange?: (urls: string[]) => void }>;

// The parser's limits (the server refuses more): the buttons stop there, names stop at their length.
const MAX_ROWS = POST_LIMITS.rows;

/** Ratings shown with the Polish decimal comma (4,5), as the editor types them; the parser takes both. */
export const decimalComma = (value: number) => String(value).replace(".", ",");

/**
 * `onChange`: a row added or removed (no input event tells the form; its draft and unsaved flag need to know).
 * `readOnly`: a post the editor may not save (ADR 186): the fields can be read and focused, no row added or removed.
 */
export type RowsChange = { onChange?: () => void; readOnly?: boolean };

export function RatingRows({ ratings, error, errors = {}, onChange, readOnly }: { ratings: Record<string, number>; error?: string; errors?: Errors } & RowsChange) {
  const builtins = BUILTIN_RATINGS.map((name) => ({ key: name, name, value: decimalComma(ratings[name] ?? 5), builtin: true }));
  const custom = Object.entries(ratings)
    .filter(([name]) => !(BUILTIN_RATINGS as readonly string[]).includes(name))
    .map(([name, value]) => ({ key: rowKey(), name, value: decimalComma(value), builtin: false }));
  const [rows, setRows] = useState([...builtins, ...custom]);
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{t("editor.rows.ratings")}</legend>
      {rows.map((row, i) => (
        <div key={row.key} className="flex flex-wrap items-end gap-2">
          {row.builtin ? (
            <>
              <input type="hidden" name="ratingName" value={row.name} />
              <label htmlFor={`rating-${i}`} className="w-40 text-sm">
                {RATING_NAMES[row.name] ? t(RATING_NAMES[row.name]) : row.name}
              </label>
            </>
          ) : (
            <input aria-label={t("editor.rows.ratingName", { n: i + 1 })} placeholder={t("editor.rows.ratingNameHint")} name="ratingName" defaultValue={row.name} readOnly={readOnly} maxLength={POST_LIMITS.name} className={`${inputClass} w-40`} />
          )}
          <input
            id={`rating-${i}`}
            aria-label={row.builtin ? undefined : t("editor.rows.ratingValue", { n: i + 1 })}
            name="ratingValue"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={row.value}
            readOnly={readOnly}
            className={`${inputClass} w-24`}
            aria-invalid={errors[`rating.${i}`] ? true : undefined}
            aria-describedby={errors[`rating.${i}`] ? `rating-${i}-error` : undefined}
          />
          {errors[`rating.${i}`] ? (
            <p id={`rating-${i}-error`} className={`${errorTextClass} w-full`}>
              {errors[`rating.${i}`]}
            </p>
          ) : null}
          {!row.builtin && !readOnly && (
            <button type="button" className={secondaryButtonClass} aria-label={t("editor.rows.removeRating", { n: i + 1 })} onClick={() => {
                setRows(rows.filter((r) => r.key !== row.key));
                onChange?.();
              }}>
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      ))}
      {error && <p className={errorTextClass}>{error}</p>}
      {!readOnly && (
        <button type="button" className={secondaryButtonClass} disabled={rows.length >= MAX_ROWS} onClick={() => {
            setRows([...rows, { key: rowKey(), name: "", value: "5", builtin: false }]);
            onChange?.();
          }}>
          <Plus aria-hidden="true" className="size-4" /> {t("editor.rows.addRating")}
        </button>
      )}
    </fieldset>
  );
}

export function LinkRows({ links, errors, onChange, readOnly }: { links: Record<string, string>; errors: Errors } & RowsChange) {
  const [rows, setRows] = useState(() => linkRows(links).map((row) => ({ ...row, key: rowKey() })));
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{t("editor.rows.links")}</legend>
      {rows.map((row, i) => {
        const builtin = i < BUILTIN_LINK_PLATFORMS.length;
        const error = errors[`link.${i}`];
        return (
          <div key={row.key} className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              {builtin ? (
                <>
                  <input type="hidden" name="linkPlatform" value={row.platform} />
                  <label htmlFor={`link-${i}`} className="w-32 text-sm">
                    {shopName(row.platform)}
                  </label>
                </>
              ) : (
                <input aria-label={t("editor.rows.platform", { n: i + 1 })} placeholder={t("editor.rows.platformHint")} name="linkPlatform" defaultValue={row.platform} readOnly={readOnly} maxLength={POST_LIMITS.name} className={`${inputClass} w-32`} />
              )}
              <input id={`link-${i}`} aria-label={builtin ? undefined : t("editor.rows.platformUrl", { n: i + 1 })} placeholder={builtin ? undefined : "https://…"} name="linkUrl" type="url" defaultValue={row.url} readOnly={readOnly} className={`${inputClass} min-w-0 flex-1`} aria-invalid={error ? true : undefined} />
              {!builtin && !readOnly && (
                <button type="button" className={secondaryButtonClass} aria-label={t("editor.rows.removeLink", { n: i + 1 })} onClick={() => {
                    setRows(rows.filter((r) => r.key !== row.key));
                    onChange?.();
                  }}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
            {error && <p className={errorTextClass}>{error}</p>}
          </div>
        );
      })}
      {errors.links && <p className={errorTextClass}>{errors.links}</p>}
      {!readOnly && (
        <button type="button" className={secondaryButtonClass} disabled={rows.length >= BUILTIN_LINK_PLATFORMS.length + MAX_ROWS} onClick={() => {
            setRows([...rows, { platform: "", url: "", key: rowKey() }]);
            onChange?.();
          }}>
          <Plus aria-hidden="true" className="size-4" /> {t("editor.rows.addPlatform")}
        </button>
      )}
    </fieldset>
  );
}
