import { LABEL_KIND_CLASSES, type BlogLabel } from "../labels";

export function LabelBadge({ label }: { label: BlogLabel }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LABEL_KIND_CLASSES[label.kind]}`}
    >
      {label.name}
    </span>
  );
}

export function DraftBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
      Szkic
    </span>
  );
}

export function TypeBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-100 dark:bg-slate-800 dark:text-brand-100 dark:ring-slate-600">
      {name}
    </span>
  );
}
