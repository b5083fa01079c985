import type { LucideIcon, LucideProps } from "lucide-react";

// Issue #14 (ADR 095): lucide writes xmlns, fill, stroke, stroke-linecap and stroke-linejoin on every
// <svg> (~115 bytes of HTML each); `.vp-icon` (app.css, ADR 084) sets the same in CSS, so they are left
// out. Same look; an explicit fill-*/stroke-* utility still wins over `.vp-icon`.
const FROM_CSS = { xmlns: undefined, fill: undefined, stroke: undefined, strokeLinecap: undefined, strokeLinejoin: undefined } as const;

export function CompactIcon({ icon: Lucide, className = "", ...props }: LucideProps & { icon: LucideIcon }) {
  return <Lucide {...FROM_CSS} {...props} className={`vp-icon ${className}`} />;
}
