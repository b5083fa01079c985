// ADR 179: what a save of the site settings changed, "pole: przed → po" as a product's values read;
// the footer's description folded away, dates in Warsaw time, the bar's switch in words.
import { SITE_SETTING_FIELDS, type SiteSettingField } from "~/features/site-settings/site-settings-types";
import { useLocale, useT, type MessageKey } from "~/i18n/i18n";
import { formatDateTime } from "~/utils/format";
import type { ValueChange } from "../activity-types";
import { ChangeItem } from "./change-item";

export function SettingChanges({ values }: { values: Partial<Record<SiteSettingField, ValueChange>> }) {
  const t = useT();
  const locale = useLocale();
  const shown = (field: SiteSettingField, value: string) => {
    if (field === "announcementEnabled") return t(value ? "admin.activity.settingOn" : "admin.activity.settingOff");
    if (value === "") return "—";
    return field === "announcementStartsAt" || field === "announcementEndsAt" ? formatDateTime(new Date(value), locale) : value;
  };
  const fields = SITE_SETTING_FIELDS.filter((field) => values[field]);
  if (fields.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
      {fields.map((field) => {
        const change = values[field]!;
        const name = t(`admin.activity.setting.${field}` as MessageKey);
        return <ChangeItem key={field} name={name} before={shown(field, change.before)} after={shown(field, change.after)} folded={field === "footerDescription" ? name : undefined} />;
      })}
    </ul>
  );
}
