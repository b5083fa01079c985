import { LABEL_KIND_CLASSES, type BlogLabel } from "../labels";

export function LabelBadge({ label }: { label: BlogLabel }) {
  return (
    <span
      className={`vp-pill ring-1 ring-inset ${LABEL_KIND_CLASSES[label.kind]}`}
    >
      {label.name}
    </span>
  );
}

export function DraftBadge() {
  return (
    <span className="vp-pill bg-slate-900 text-white dark:bg-white dark:text-slate-900">
      Szkic
    </span>
  );
}

export function TypeBadge({ name }: { name: string }) {
  return (
    <span className="vp-pill vp-type-pill">
      {name}
    </span>
  );
}
