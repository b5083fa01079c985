// The product list's badges (ADR 128): what the row's product is flagged as, so a filtered row says
// why it matches — hidden, Scam Alert, a shop link that does not work (ADR 170), trending, verified.
import { useT, type MessageKey } from "~/i18n/i18n";
import type { AdminProductRow } from "../../admin-product-list.server";

type Badge = { when: (r: AdminProductRow) => boolean; label: MessageKey; className: string };

const BADGES: Badge[] = [
  { when: (r) => r.isHidden, label: "editor.products.hidden", className: "bg-slate-200 text-slate-900" },
  { when: (r) => r.isScam, label: "editor.products.status.scam", className: "bg-red-100 text-red-900" },
  { when: (r) => r.hasBrokenLink, label: "admin.linkCheck.badge", className: "bg-amber-100 text-amber-950" },
  { when: (r) => r.isTrending, label: "editor.products.trending", className: "bg-orange-100 text-orange-900" },
  { when: (r) => r.isVerified, label: "editor.products.verified", className: "bg-emerald-100 text-emerald-900" },
];

/** `layout`: the wrapper's display classes (under the title on a phone, a column from 640 px). */
export function ProductRowBadges({ row, layout }: { row: AdminProductRow; layout: string }) {
  const t = useT();
  const shown = BADGES.filter((badge) => badge.when(row));
  if (shown.length === 0) return null;
  return (
    <span className={`${layout} flex-wrap gap-1 font-normal`}>
      {shown.map((badge) => (
        <span key={badge.label} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
          {t(badge.label)}
        </span>
      ))}
    </span>
  );
}
