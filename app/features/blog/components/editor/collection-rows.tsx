// A collection's items (spec: admin §3 products of a collection). An item is typed by hand or taken from
// the catalogue: a catalogue item's hidden id is the product's uuid, so the public post shows its live
// price, review link and scam state (post-public.server.ts); a typed item's id is the editor's own.
import { Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { errorTextClass, inputClass, labelClass, secondaryButtonClass } from "~/components/ui/classes";
import { useT } from "~/i18n/i18n";
import { isUuid } from "~/utils/uuid";
import type { CollectionItem } from "../../types";
import { ChoiceField, choiceLabel, ProductSearch, type ProductChoice } from "./product-picker";
import { ReadOnlyImage } from "./read-only-image";
import { rowKey, type Errors, type ImageUploadComponent, type RowsChange } from "./repeatable-rows";

const ITEM_FIELDS = [
  ["title", "editor.rows.item.title"],
  ["description", "editor.rows.item.description"],
  ["reviewLink", "editor.rows.item.reviewLink"],
  ["shopLink", "editor.rows.item.shopLink"],
  ["tiktokLink", "editor.rows.item.tiktokLink"],
] as const;

type Row = { item: CollectionItem; key: string; choice: ProductChoice | null };

type Props = { items: CollectionItem[]; errors: Errors; ImageUpload: ImageUploadComponent; linked: (id: string) => ProductChoice | null } & RowsChange;

export function CollectionRows({ items, errors, ImageUpload, linked, onChange, readOnly }: Props) {
  const [rows, setRows] = useState<Row[]>(() => items.map((item) => ({ item, key: rowKey(), choice: isUuid(item.id) ? linked(item.id) : null })));
  const frame = useRef<HTMLFieldSetElement>(null);
  const t = useT();

  // What the row's fields hold now (they are not controlled): a link or unlink re-renders the row with it.
  const typed = (i: number): CollectionItem => {
    const value = (name: string) => frame.current?.querySelector<HTMLInputElement>(`[name='item.${i}.${name}']`)?.value ?? "";
    const item: CollectionItem = { id: value("id"), title: value("title") };
    for (const [field] of ITEM_FIELDS) if (field !== "title" && value(field)) item[field] = value(field);
    if (value("image")) item.image = value("image");
    return item;
  };
  const replace = (i: number, next: (item: CollectionItem) => Row) => {
    setRows(rows.map((row, j) => (j === i ? next(typed(i)) : row)));
    onChange?.();
  };
  const link = (i: number, choice: ProductChoice) =>
    replace(i, (item) => ({ key: rowKey(), choice, item: { ...item, id: choice.id, title: item.title || choice.title, image: item.image || choice.image || undefined } }));
  // Back to a typed item: what was filled in stays; the server gives it its own id.
  const unlink = (i: number) => replace(i, (item) => ({ key: rowKey(), choice: null, item: { ...item, id: "" } }));

  return (
    <fieldset className="space-y-4" ref={frame}>
      <legend className={labelClass}>{t("editor.rows.items")}</legend>
      <input type="hidden" name="itemCount" value={rows.length} />
      {rows.map(({ item, key, choice }, i) => (
        <div key={key} className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          {choice ? <ChoiceField name={`item.${i}.id`} choice={choice} /> : <input type="hidden" name={`item.${i}.id`} value={item.id} />}
          <div className="space-y-2 rounded-lg bg-slate-50 p-2 dark:bg-slate-900">
            <p className="text-sm" role="status">
              {choice ? t("editor.rows.fromCatalogue", { title: choiceLabel(choice) }) : t("editor.rows.typedItem", { n: i + 1 })}
              {choice?.isHidden ? ` ${t("editor.rows.hiddenProduct")}` : ""}
            </p>
            {readOnly ? null : choice ? (
              <button type="button" className={secondaryButtonClass} onClick={() => unlink(i)}>
                {t("editor.rows.unlinkItem", { n: i + 1 })}
              </button>
            ) : (
              <ProductSearch label={t("editor.rows.itemSearch", { n: i + 1 })} onChoose={(product) => link(i, product)} />
            )}
          </div>
          {ITEM_FIELDS.map(([field, label]) => (
            <div key={field}>
              <label htmlFor={`item-${key}-${field}`} className="text-sm">
                {t("editor.rows.itemField", { label: t(label), n: i + 1 })}
              </label>
              <input
                id={`item-${key}-${field}`}
                name={`item.${i}.${field}`}
                defaultValue={item[field] ?? ""}
                readOnly={readOnly}
                className={inputClass}
                aria-invalid={errors[`item.${i}.${field}`] ? true : undefined}
                aria-describedby={errors[`item.${i}.${field}`] ? `item-${key}-${field}-error` : undefined}
              />
              {errors[`item.${i}.${field}`] && <p id={`item-${key}-${field}-error`} className={errorTextClass}>{errors[`item.${i}.${field}`]}</p>}
            </div>
          ))}
          {readOnly ? (
            <ReadOnlyImage label={t("editor.rows.itemImage", { n: i + 1 })} url={item.image} />
          ) : (
            <ImageUpload name={`item.${i}.image`} folder="blog" label={t("editor.rows.itemImage", { n: i + 1 })} maxFiles={1} defaultValue={item.image ? [item.image] : []} onChange={onChange} />
          )}
          <button
            hidden={readOnly}
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setRows(rows.filter((r) => r.key !== key));
              onChange?.();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" /> {t("editor.rows.removeItem", { n: i + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        hidden={readOnly}
        className={secondaryButtonClass}
        onClick={() => {
          setRows([...rows, { item: { id: "", title: "" }, key: rowKey(), choice: null }]);
          onChange?.();
        }}
      >
        <Plus aria-hidden="true" className="size-4" /> {t("editor.rows.addItem")}
      </button>
    </fieldset>
  );
}
