import { useEffect, useRef, type ReactNode } from "react";
import { focusIfLost } from "~/components/ui/use-delete-answer";

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * The card replaces the form just sent ("Link wysłany!"): the focused button went with it and the
   * focus fell to <body>, where nothing was read out (a11y review, session 49). The heading takes it.
   */
  focusOnShow?: boolean;
};

/** The centred card every sign-in page sits in. */
export function AuthCard({ title, description, children, footer, focusOnShow = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) focusIfLost(heading.current);
  }, [focusOnShow]);
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h1
            ref={heading}
            tabIndex={focusOnShow ? -1 : undefined}
            className="rounded-sm text-2xl font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white"
          >
            {title}
          </h1>
          {description && <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
      </div>
    </div>
  );
}
