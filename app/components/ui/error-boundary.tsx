import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { translator, useLocale, useT } from "~/i18n/i18n";
import { isConnectionFailure } from "~/utils/connection-failure";

/** Title and Polish message for a thrown error; never a stack trace or a server message of a 500. */
// ADR 080: a thrown response's own text is Polish (server messages); other languages show the catalogue's.
export function describeError(error: unknown, t = translator("pl"), serverText = true): { status: number; title: string; message: string } {
  // A page that could not be fetched at all (offline, a Wi-Fi login page): say so, not "server error".
  if (isConnectionFailure(error)) return { status: 503, title: t("error.offline.title"), message: t("error.offline.text") };
  if (isRouteErrorResponse(error)) {
    // React Router's own answers (internal: a POST to a page without an action, 405) are English.
    const text = serverText && !isInternal(error) && typeof error.data === "string" && error.data.trim() ? error.data : null;
    if (error.status === 404) return { status: 404, title: t("error.notFound.title"), message: text ?? t("error.notFound.text") };
    if (error.status === 403) return { status: 403, title: t("error.forbidden.title"), message: text ?? t("error.forbidden.text") };
    if (error.status < 500) return { status: error.status, title: t("error.title"), message: text ?? t("error.failed") };
    return { status: error.status, title: t("error.title"), message: t("error.server") };
  }
  return { status: 500, title: t("error.title"), message: t("error.server") };
}

// ErrorResponseImpl has it; the exported ErrorResponse type does not.
const isInternal = (error: unknown) => (error as { internal?: unknown }).internal === true;

/**
 * React Router refused the request itself (a POST to a page that has no action: 405). Nothing failed
 * to load, so a route's own "could not load" boundary hands it to ErrorPanel.
 */
export function isRouterRefusal(error: unknown): boolean {
  return isRouteErrorResponse(error) && isInternal(error) && error.status >= 400 && error.status < 500 && error.status !== 404;
}

/**
 * What a route's own "could not load" boundary leaves to ErrorPanel: React Router's refusals (above)
 * and pages that could not be fetched at all (offline), which ErrorPanel offers to load again.
 */
export function isForErrorPanel(error: unknown): boolean {
  return isRouterRefusal(error) || isConnectionFailure(error);
}

/**
 * The error content every boundary shows. Rendered by a layout's ErrorBoundary inside that layout's
 * own frame (root: header + footer; admin: the panel with its menu), so the page keeps its layout.
 */
export function ErrorPanel({
  error,
  homeHref = "/",
  homeLabel,
  compact = false,
  withTitle = true,
}: {
  error: unknown;
  homeHref?: string;
  homeLabel?: string;
  compact?: boolean;
  /** False inside a route whose meta already gives the document its title (one <title> per page). */
  withTitle?: boolean;
}) {
  const t = useT();
  const revalidator = useRevalidator();
  const { title, message } = describeError(error, t, useLocale() === "pl");
  const button = "inline-block rounded-full px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <div className={compact ? "space-y-4" : "py-20 text-center"}>
      {withTitle ? <title>{`${title} | Viralne Produkty`}</title> : null}
      <h1 className={compact ? "text-2xl font-extrabold text-slate-900 dark:text-white" : "text-3xl font-bold"}>{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{message}</p>
      {/* Offline: the same page again once the connection is back (its data only, no reload). */}
      {isConnectionFailure(error) ? (
        <button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={revalidator.state !== "idle"}
          className={`${compact ? "" : "mt-8"} mr-3 border border-slate-300 text-slate-800 hover:bg-slate-100 disabled:opacity-70 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ${button}`}
        >
          {t("error.retry")}
        </button>
      ) : null}
      <Link
        to={homeHref}
        className={`${compact ? "" : "mt-8"} bg-brand-600 text-white hover:bg-brand-700 ${button}`}
      >
        {homeLabel ?? t("error.home")}
      </Link>
    </div>
  );
}

/** A drop-in `export { RouteErrorBoundary as ErrorBoundary }` for a route that renders inside a layout. */
export function RouteErrorBoundary() {
  return <ErrorPanel error={useRouteError()} compact />;
}
