// The mark is a <symbol> of the icon sprite (components/ui/sprite-icon.tsx, root layout): header and
// footer both draw it, and its gradient is defined once per document (issue #15 point 4: no duplicate
// ids; issue #14: no second copy of the SVG in every page's HTML).
export function Logo() {
  return (
    <span className="flex items-center gap-2 font-extrabold tracking-tight">
      <svg aria-hidden="true" className="size-8">
        <use href="#vp-logo" />
      </svg>
      <span className="text-lg">
        Viralne <span className="vp-brand-text">Produkty</span>
      </span>
    </span>
  );
}
