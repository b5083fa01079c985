// What a save of a category changed, "pole: przed → po" as a product's values and the settings read
// (review, session 49: a rename said only "zmieniono"); the description folded away.
import { useT, type MessageKey } from "~/i18n/i18n";
import { VALUED_CATEGORY_FIELDS, type ValueChange, type ValuedCategoryField } from "../activity-types";
import { ChangeItem } from "./change-item";

export function CategoryChanges({ values }: { values: Partial<Record<ValuedCategoryField, ValueChange>> }) {
  const t = useT();
  const shown = (field: ValuedCategoryField, value: string) => (field === "active" ? t(value ? "admin.activity.yes" : "admin.activity.no") : value || "—");
  const fields = VALUED_CATEGORY_FIELDS.filter((field) => values[field]);
  if (fields.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
      {fields.map((field) => {
        const change = values[field]!;
        const name = t(`admin.activity.field.${field}` as MessageKey);
        return <ChangeItem key={field} name={name} before={shown(field, change.before)} after={shown(field, change.after)} folded={field === "description" ? t("admin.activity.descriptionChange") : undefined} />;
      })}
    </ul>
  );
}
