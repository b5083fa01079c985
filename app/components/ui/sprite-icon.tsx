// Issue #14 (ADR 084): a product card drew its star, eye and badge as full inline SVGs (~400–650
// bytes each, ×3 per card, ×12–24 cards per listing). Each icon that repeats on a page is drawn once
// in a hidden <symbol> sprite (the root layout renders it) and every card points to it with <use>.
// The shapes are lucide-react 1.75's (ISC licence) star, eye, flame, triangle-alert and badge-check,
// the icons product-badges.tsx uses elsewhere; stroke and fill come from .vp-icon in app.css.
const SPRITE = {
  star: ["M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"],
  eye: ["M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0", "M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0"],
  flame: ["M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4"],
  alert: ["m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3", "M12 9v4", "M12 17h.01"],
  verified: [
    "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z",
    "m16 9-5.5 5.5L8 12",
  ],
  // Header and footer (every page; the theme switcher is in both): lucide's sun, moon, monitor, search
  // and menu, circles, rects and lines written as paths.
  sun: ["M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0", "M12 2v2", "M12 20v2", "m4.93 4.93 1.41 1.41", "m17.66 17.66 1.41 1.41", "M2 12h2", "M20 12h2", "m6.34 17.66-1.41 1.41", "m19.07 4.93-1.41 1.41"],
  moon: ["M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"],
  monitor: ["M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z", "M8 21h8", "M12 17v4"],
  search: ["m21 21-4.34-4.34", "M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0"],
  menu: ["M4 5h16", "M4 12h16", "M4 19h16"],
  arrowRight: ["M5 12h14", "m12 5 7 7-7 7"], // home: the "more" links of its sections
} satisfies Record<string, string[]>;

export type SpriteIconName = keyof typeof SPRITE;

const symbolId = (name: SpriteIconName) => `vp-i-${name}`;

/** Once per document (root layout): the shapes every SpriteIcon refers to. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(SPRITE).map(([name, paths]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
      {/* The logo (header and footer): one copy, so one gradient id per document (issue #15 pt 4). */}
      <linearGradient id="vp-logo-g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#e11d74" />
        <stop offset="1" stopColor="#7c3aed" />
      </linearGradient>
      <symbol id="vp-logo" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="9" fill="url(#vp-logo-g)" />
        <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      </symbol>
    </svg>
  );
}

/**
 * A decorative icon drawn from the sprite: looks like the lucide component, ~80 bytes of HTML. No
 * viewBox of its own (ADR 099): a <use> of a <symbol> fills the <svg> (100 % wide and high) and the
 * symbol's viewBox scales the shape.
 */
export function SpriteIcon({ name, className = "" }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`vp-icon ${className}`}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
