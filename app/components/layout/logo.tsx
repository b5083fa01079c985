import { useId } from "react";

// Issue #15 point 4: header and footer both draw the logo, so the gradient id is unique per instance
// (a fixed id={gradient} was a duplicate id on every page).
export function Logo() {
  const gradient = `${useId()}logo-g`;
  return (
    <span className="flex items-center gap-2 font-extrabold tracking-tight">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e11d74" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-lg">
        Viralne <span className="text-brand-600 dark:text-brand-100">Produkty</span>
      </span>
    </span>
  );
}
