import { useEffect } from "react";
import { useReloadWarningForMarkedForms } from "~/components/ui/reload-warning";
import { data, Links, Meta, Outlet, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
// Issue #14: linked by hand as the first thing in <head>: through <Links /> it came after some forty
// modulepreload links, so the one render-blocking file was requested last (Lighthouse, slow 4G).
import appCss from "./app.css?url";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { RouteFocus } from "~/components/layout/route-focus";
import { AnnouncementBar, closedAnnouncementScript } from "~/components/layout/announcement-bar";
import { DocumentChangeNotice } from "~/components/layout/document-change-notice";
import { documentChangeScheduled, memberDocumentNotice } from "~/features/content/documents/document-member-notice.server";
import { siteSettingsForPage } from "~/features/site-settings/site-settings.server";
import { useSiteSettings } from "~/features/site-settings/use-site-settings";
import { IconSprite } from "~/components/ui/sprite-icon";
import { ErrorPanel } from "~/components/ui/error-boundary";
import { Toaster } from "~/components/ui/toaster";
import { readToast } from "~/utils/toast.server";
import { clientUserOf, sessionMiddleware, userContext } from "~/features/access/session.server";
import { MEMBER_PLACEHOLDER, usePersonalPending, useScriptedMark } from "~/features/access/personal-data";
import { useOptionalUser, type ClientUser } from "~/features/access/use-optional-user";
import { memberShellContext } from "~/server/member-pages.server";
import { requestMiddleware } from "~/middleware/request.server";
import { pageCacheMiddleware } from "~/server/page-cache.server";
import { redirectCacheControlMiddleware } from "~/server/page-cache-control.server";
import { loadPageSettings } from "~/features/accounts/theme.server";
import { colorSchemeOf, DEFAULT_THEME, htmlThemeClass, themeFromCookieHeader } from "~/utils/theme";
import { useShownTheme } from "~/components/layout/theme-switcher";
import { DEFAULT_LOCALE, I18nProvider, isLocale } from "~/i18n/i18n";
import { prepareLocale } from "~/i18n/locale.server";
import { usePageLocale } from "~/i18n/page-locale";
import { NavigationProgress, PostPageSkeleton, ProductPageSkeleton, usePendingPageKind } from "~/components/layout/navigation-feedback";
import { PageScripts } from "~/components/layout/page-scripts";
import { replayTypedValues, TOUCHED_FIELDS_SCRIPT } from "~/utils/typed-before-hydration";
import { useNonce } from "~/features/security/nonce";
import { keepPageWhenSubmissionFails } from "~/utils/submission-failure";

// redirectCacheControlMiddleware (ADR 194): a loader's redirect gets the pages' Cache-Control rule.
export const middleware: Route.MiddlewareFunction[] = [...requestMiddleware, sessionMiddleware, redirectCacheControlMiddleware, pageCacheMiddleware];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepPageWhenSubmissionFails];

export async function loader({ request, context }: Route.LoaderArgs) {
  // ADR 114: the shared page for signed-in members: their language and theme, a placeholder user
  // (each answer appends the member's own), no toast (a request with one is rendered for the user).
  const shell = context.get(memberShellContext);
  // ADR 179: the footer's texts, the mailboxes and the bar, from memory (no query on most renders).
  const siteSettings = await siteSettingsForPage();
  if (shell) {
    await prepareLocale(shell.locale);
    // ADR 198: the shared page asks for the member's notice only while some version waits for its day.
    const documentNotice = (await documentChangeScheduled()) ? "ask" : null;
    return data({ user: MEMBER_PLACEHOLDER, memberShell: true, theme: shell.theme, toast: null, locale: shell.locale, siteSettings, documentNotice });
  }
  const user = context.get(userContext);
  // ADR 075: a signed-in user's account setting wins (the switcher keeps it and the cookie in step);
  // a visitor's comes from the cookie. Either way the server renders the class: no flash.
  // ADR 080: the user's interface language, Polish by default. ADR 103: theme and language are one read.
  // ADR 138: a GET uses what the session read brought; a POST's loaders run after its action (a theme
  // switched without JavaScript), so they read again.
  const settings = user ? ((request.method === "GET" && user.pageSettings) || (await loadPageSettings(user.id))) : null;
  const theme = settings?.theme ?? themeFromCookieHeader(request.headers.get("cookie")) ?? DEFAULT_THEME;
  const locale = settings?.locale ?? DEFAULT_LOCALE;
  await prepareLocale(locale);
  const { toast, headers } = await readToast(request);
  // ADR 018: the browser gets the user's permissions (for `can`), never role names.
  const clientUser: ClientUser | null = user && clientUserOf(user);
  // ADR 198: a page rendered for this member (never a shared or cached one) carries their notice of a changed document.
  const documentNotice = user ? await memberDocumentNotice(user.id) : null;
  return data({ user: clientUser, memberShell: false, theme, toast, locale, siteSettings, documentNotice }, { headers });
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: React.ReactNode }) {
  const theme = useShownTheme();
  const root = useRouteLoaderData("root") as { locale?: unknown; memberShell?: boolean } | undefined;
  const rootLocale = root?.locale;
  const personalPending = usePersonalPending(root?.memberShell === true);
  // ADR 091: a page may name its own language (the unsubscribe page: its token's user's); lang follows it.
  const locale = usePageLocale(isLocale(rootLocale) ? rootLocale : "pl");
  useHydratedMark();
  const nonce = useNonce();
  const bar = useSiteSettings().announcement;
  return (
    <html lang={locale} className={htmlThemeClass(theme)} data-personal={personalPending}>
      <head>
        <meta charSet="utf-8" />
        {/* ADR 151: notes the fields a visitor types into before the scripts have loaded. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TOUCHED_FIELDS_SCRIPT }} />
        {/* ADR 179: a bar this browser closed before is hidden before the first paint. */}
        {bar && <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: closedAnnouncementScript(bar.version) }} />}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="color-scheme" content={colorSchemeOf(theme)} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="Viralne Produkty – blog" href="/blog/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <IconSprite />
        <I18nProvider locale={locale}>{children}</I18nProvider>
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React has committed the first render in the browser: from then on
 * every control runs its own code (before, a click is the no-JavaScript path). Browser tests wait
 * for it (tests/e2e/support/hydration.ts) instead of guessing from React Router's globals, which
 * exist while hydration is still under way. What was typed before then is given back to the fields.
 */
function useHydratedMark(): void {
  useEffect(() => {
    // After the replay: a test waiting for the mark sees the fields as the visitor left them.
    void replayTypedValues()
      .catch(() => undefined)
      .finally(() => document.documentElement.setAttribute("data-hydrated", ""));
  }, []);
}

export default function App() {
  const pending = usePendingPageKind();
  useScriptedMark(useOptionalUser() !== null);
  useReloadWarningForMarkedForms();
  return (
    <>
      <NavigationProgress />
      <SiteHeader before={<SiteAnnouncement />} />
      <SiteDocumentNotice />
      <main id="tresc" className="flex-1 outline-none" aria-busy={pending ? true : undefined}>
        {/* Issue #15 point 11: the next page's outline while a product or post page loads. */}
        {pending === "product" ? <ProductPageSkeleton /> : pending === "post" ? <PostPageSkeleton /> : <Outlet />}
      </main>
      <SiteFooter />
      <Toaster />
      <RouteFocus />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData("root");
  return (
    <>
      <SiteHeader before={<SiteAnnouncement />} accountKnown={rootData !== undefined} />
      <main id="tresc" className="container-page flex-1">
        <ErrorPanel error={error} />
      </main>
      <SiteFooter />
    </>
  );
}

/** ADR 198: a member's notice of a changed document, on the site's pages (not the panel's screens, as the bar). */
function SiteDocumentNotice() {
  const matches = useMatches();
  if (matches.some((m) => (m.handle as { hideAnnouncement?: boolean } | undefined)?.hideAnnouncement)) return null;
  return <DocumentChangeNotice />;
}

/** ADR 179: the bar on the site's pages; the panel's screens (`handle = { hideAnnouncement: true }`) go without it. */
function SiteAnnouncement() {
  const bar = useSiteSettings().announcement;
  const matches = useMatches();
  if (!bar || matches.some((m) => (m.handle as { hideAnnouncement?: boolean } | undefined)?.hideAnnouncement)) return null;
  return <AnnouncementBar announcement={bar} />;
}
