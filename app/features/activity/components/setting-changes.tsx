// ADR 179: what a save of the site settings changed, "pole: przed → po" as a product's values read;
// the footer's description folded away, dates in Warsaw time, the bar's switch in words.
import { SITE_SETTING_FIELDS, type SiteSettingField } from "~/features/site-settings/site-settings-types";
import { useLocale, useT, type MessageKey } from "~/i18n/i18n";
import { formatDateTime } from "~/utils/format";
import type { ValueChange } from "../activity-types";
import { ChangeList } from "./change-item";

export function SettingChanges({ values }: { values: Partial<Record<SiteSettingField, ValueChange>> }) {
  const t = useT();
  const locale = useLocale();
  const shown = (field: SiteSettingField, value: string) => {
    if (field === "announcementEnabled") return t(value ? "admin.activity.settingOn" : "admin.activity.settingOff");
    if (value === "") return "—";
    return field === "announcementStartsAt" || field === "announcementEndsAt" ? formatDateTime(new Date(value), locale) : value;
  };
  return (
    <ChangeList
      fields={SITE_SETTING_FIELDS}
      values={values}
      name={(field) => t(`admin.activity.setting.${field}` as MessageKey)}
      shown={shown}
      folded={(field) => (field === "footerDescription" ? t(`admin.activity.setting.${field}` as MessageKey) : undefined)}
    />
  );
}
