// The house's shared Tailwind class strings (STYLE: one look for every control).

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-hidden focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 sm:text-sm [&[readonly]]:bg-slate-100 dark:[&[readonly]]:bg-slate-800";

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400 dark:aria-disabled:bg-slate-600";

/** The primary button at its own width (in toolbars and form footers): `w-auto` beside `w-full` loses in Tailwind's order. */
export const primaryButtonInlineClass = primaryButtonClass.replace("w-full ", "");

export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70";

/** A destructive action beside others in a row: quieter than the confirm dialog's solid button. */
export const dangerOutlineButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 dark:border-red-800 dark:text-red-300 dark:hover:bg-slate-800";

/** A confirm dialog's button for what changes or brings back, not destroys (ADR 209): the danger button's size, the brand's colour. */
export const confirmButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-400 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400";

export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-400 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-400";

/** A link in a row of choices (a sort order, a span), the current one marked by `aria-current="true"`. */
export const chipLinkClass =
  "rounded-full border border-slate-300 px-3 py-1 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

export const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100";

export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-100";
export const hintClass = "text-xs text-slate-600 dark:text-slate-300";
export const errorTextClass = "text-sm font-medium text-red-700 dark:text-red-300";

/** A table row's small text action (an icon and, from sm up, its word): rename, change, set. */
export const rowActionClass =
  "inline-flex items-center justify-center gap-1 rounded-full px-2 py-1 pointer-coarse:min-h-11 pointer-coarse:min-w-11 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:bg-slate-800";
/** The same for a row's destructive action (delete, clear). */
export const rowDangerActionClass =
  "inline-flex items-center justify-center gap-1 rounded-full px-2 py-1 pointer-coarse:min-h-11 pointer-coarse:min-w-11 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 dark:text-red-300 dark:hover:bg-slate-800";
