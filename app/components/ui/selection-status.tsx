import { useState } from "react";

/**
 * ADR 200: how many table rows are ticked, for a bulk action. "Zaznaczono: 0" was shown at load, before
 * anything was ticked (a review): the count is now visible only while something is ticked. The live
 * region itself is in the server's HTML from the start (a region added together with its text is often
 * not read), so a screen reader hears every change — back to none too, as a visually hidden
 * "Zaznaczono: 0" once something had been ticked — and nothing at load.
 */
export function SelectionStatus({ count, text, className = "" }: { count: number; text: (count: number) => string; className?: string }) {
  const [ticked, setTicked] = useState(false);
  if (count > 0 && !ticked) setTicked(true);
  return (
    <p role="status" className={`text-sm text-slate-700 dark:text-slate-200 ${className}`}>
      {count > 0 ? text(count) : ticked ? <span className="sr-only">{text(0)}</span> : null}
    </p>
  );
}
