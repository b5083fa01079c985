import { useT } from "~/i18n/i18n";

/** The number of filters switched on, beside a filter panel's title ('2' + 'aktywne' for screen readers). */
export function ActiveCountBadge({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
      {count}
      <span className="sr-only">{t("filters.active")}</span>
    </span>
  );
}
