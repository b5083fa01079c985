import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * An admin list while it loads again (a filter change, the reload after a delete): `label` (e.g.
 * 'Ładowanie wpisów...', spec: admin §2) in a status region that is always in the page so screen
 * readers announce it; the list is marked aria-busy and dimmed meanwhile.
 */
export function ListLoading({ label, children }: { label: string; children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <>
      <p role="status" aria-live="polite" className={loading ? "text-sm font-medium text-slate-700 dark:text-slate-200" : "sr-only"}>
        {loading ? label : ""}
      </p>
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {children}
      </div>
    </>
  );
}
