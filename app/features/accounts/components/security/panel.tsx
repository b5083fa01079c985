import { useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { useRefocusWhenLost } from "~/components/ui/use-delete-answer";

/**
 * One section of Bezpieczeństwo. `answer`: the section's last action result; when its button is gone
 * (a signed-out session, two-factor switched off, a setup cancelled) a keyboard user continues from
 * the section's heading, not from the top of the page (review, session 27).
 */
export function SecurityPanel({ id, title, description, answer, children }: { id: string; title: string; description?: ReactNode; answer?: object | null; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer shows while the page's data is still reloading (the button still there): handled once
  // the reload has removed what it removes.
  const settled = useNavigation().state === "idle";
  useRefocusWhenLost(settled ? answer : null, heading);
  return (
    <section aria-labelledby={`${id}-naglowek`} id={id} className="rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800">
      <h2 ref={heading} tabIndex={-1} id={`${id}-naglowek`} className="text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
