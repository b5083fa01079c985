import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { translator, useLocale, useT } from "~/i18n/i18n";

/** Title and Polish message for a thrown error; never a stack trace or a server message of a 500. */
// ADR 080: a thrown response's own text is Polish (server messages); other languages show the catalogue's.
export function describeError(error: unknown, t = translator("pl"), serverText = true): { status: number; title: string; message: string } {
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
  const { title, message } = describeError(error, t, useLocale() === "pl");
  return (
    <div className={compact ? "space-y-4" : "py-20 text-center"}>
      {withTitle ? <title>{`${title} | Viralne Produkty`}</title> : null}
      <h1 className={compact ? "text-2xl font-extrabold text-slate-900 dark:text-white" : "text-3xl font-bold"}>{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{message}</p>
      <Link
        to={homeHref}
        className={`${compact ? "" : "mt-8"} inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
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
