import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { pendingPageKind, type PendingPageKind } from "~/utils/pending-page";

// Issue #15 point 11: feedback during client navigation — a progress bar for every navigation and a
// page skeleton while a product or post page loads. Neither takes focus.

/** Shown only after this long, so a fast navigation does not flicker. */
const SHOW_AFTER_MS = 150;

function useDelayed(on: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [on]);
  return on && shown;
}

/**
 * A thin bar at the top of the window while a navigation (or a form's submission) is under way.
 * Decorative (aria-hidden): the page's own content and the toasts carry what screen readers need.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const shown = useDelayed(navigation.state !== "idle");
  return (
    <div aria-hidden="true" data-navigation-progress={shown ? "active" : "idle"} className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      {shown ? <div className="vp-progress h-full bg-brand-600 dark:bg-brand-100" /> : null}
    </div>
  );
}

/** The skeleton to show instead of the current page while a product or post page loads, or null. */
export function usePendingPageKind(): PendingPageKind | null {
  const navigation = useNavigation();
  const location = useLocation();
  const loadingPage = navigation.state === "loading" && !navigation.formMethod && navigation.location;
  const kind = loadingPage ? pendingPageKind(navigation.location!.pathname, location.pathname) : null;
  return useDelayed(kind !== null) ? kind : null;
}

const bone = "animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800";

/** A product page's outline: gallery, title, price, buttons. */
export function ProductPageSkeleton() {
  return (
    <div className="container-page py-8" aria-hidden="true" data-testid="page-skeleton-product">
      <div className={`${bone} h-4 w-48`} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div className={`${bone} aspect-square w-full rounded-2xl`} />
        <div className="space-y-4">
          <div className={`${bone} h-8 w-4/5`} />
          <div className={`${bone} h-4 w-1/3`} />
          <div className={`${bone} h-10 w-1/2`} />
          <div className={`${bone} h-4 w-full`} />
          <div className={`${bone} h-4 w-11/12`} />
          <div className="flex gap-3 pt-2">
            <div className={`${bone} h-11 w-40 rounded-full`} />
            <div className={`${bone} h-11 w-32 rounded-full`} />
          </div>
        </div>
      </div>
    </div>
  );
}

/** A blog post's outline: badges, title, meta line, image, paragraphs. */
export function PostPageSkeleton() {
  return (
    <div className="container-page py-8 sm:py-10" aria-hidden="true" data-testid="page-skeleton-post">
      <div className={`${bone} h-4 w-32`} />
      <div className="mt-6 max-w-3xl space-y-4">
        <div className="flex gap-2">
          <div className={`${bone} h-6 w-20 rounded-full`} />
          <div className={`${bone} h-6 w-24 rounded-full`} />
        </div>
        <div className={`${bone} h-10 w-full`} />
        <div className={`${bone} h-4 w-1/3`} />
        <div className={`${bone} aspect-[16/9] w-full rounded-2xl`} />
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={`${bone} h-4 ${i % 2 ? "w-11/12" : "w-full"}`} />
        ))}
      </div>
    </div>
  );
}
