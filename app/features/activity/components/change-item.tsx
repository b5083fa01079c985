// One changed field of a change log entry, "pole: przed → po"; a long text (a description) folds its
// before and after into a disclosure. Shared by a product's values, the site settings' and a category's
// (ADR 160, 179, 218).
import { useT } from "~/i18n/i18n";
import type { ValueChange } from "../activity-types";

/** The changed fields of an entry, in `fields`' order: each one's name, its values as read, folded or not. */
export function ChangeList<F extends string>({
  fields,
  values,
  name,
  shown,
  folded,
}: {
  fields: readonly F[];
  values: Partial<Record<F, ValueChange>>;
  name: (field: F) => string;
  shown: (field: F, value: string) => string;
  folded?: (field: F) => string | undefined;
}) {
  const changed = fields.filter((field) => values[field]);
  if (changed.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
      {changed.map((field) => {
        const change = values[field]!;
        return <ChangeItem key={field} name={name(field)} before={shown(field, change.before)} after={shown(field, change.after)} folded={folded?.(field)} />;
      })}
    </ul>
  );
}

export function ChangeItem({ name, before, after, folded }: { name: string; before: string; after: string; folded?: string }) {
  const t = useT();
  if (folded === undefined) return <li className="wrap-anywhere">{t("admin.activity.valueChange", { field: name, before, after })}</li>;
  return (
    <li>
      <details>
        <summary className="cursor-pointer py-1">{folded}</summary>
        <p className="wrap-anywhere whitespace-pre-line">
          <strong>{t("admin.activity.before")}:</strong> {before}
        </p>
        <p className="mt-1 wrap-anywhere whitespace-pre-line">
          <strong>{t("admin.activity.after")}:</strong> {after}
        </p>
      </details>
    </li>
  );
}
