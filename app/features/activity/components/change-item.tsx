// One changed field of a change log entry, "pole: przed → po"; a long text (a description) folds its
// before and after into a disclosure. Shared by a product's values and the site settings' (ADR 160, 179).
import { useT } from "~/i18n/i18n";

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
