// What a save of a category changed, "pole: przed → po" as a product's values and the settings read
// (review, session 49: a rename said only "zmieniono"); the description folded away.
import { useT, type MessageKey } from "~/i18n/i18n";
import { VALUED_CATEGORY_FIELDS, type ValueChange, type ValuedCategoryField } from "../activity-types";
import { ChangeList } from "./change-item";

export function CategoryChanges({ values }: { values: Partial<Record<ValuedCategoryField, ValueChange>> }) {
  const t = useT();
  return (
    <ChangeList
      fields={VALUED_CATEGORY_FIELDS}
      values={values}
      name={(field) => t(`admin.activity.field.${field}` as MessageKey)}
      shown={(field, value) => (field === "active" ? t(value ? "admin.activity.yes" : "admin.activity.no") : value || "—")}
      folded={(field) => (field === "description" ? t("admin.activity.descriptionChange") : undefined)}
    />
  );
}
