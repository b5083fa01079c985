import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { sessionMiddleware, userContext } from "~/features/access/session.server";
import { formGuardMiddleware } from "~/middleware/form-guard.server";
import { pageCacheMiddleware } from "~/features/catalog/page-cache.server";
import { loadTheme } from "~/features/accounts/theme.server";

export const middleware: Route.MiddlewareFunction[] = [formGuardMiddleware, sessionMiddleware, pageCacheMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const theme = user ? await loadTheme(user.id) : "light";
  return data({
    user: user && { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin },
    theme,
  });
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useOptionalUser() {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const theme = rootData?.theme ?? "light";
  return (
    <html lang="pl" className={theme === "light" ? undefined : theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme === "system" ? "light dark" : theme} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="Viralne Produkty – blog" href="/blog/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <SiteHeader />
      <main id="tresc" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Nie znaleziono strony" : "Wystąpił błąd";
  const message = notFound
    ? "Strona, której szukasz, nie istnieje lub została przeniesiona."
    : isRouteErrorResponse(error) && typeof error.data === "string" && error.status < 500
      ? error.data
      : "Coś poszło nie tak. Spróbuj odświeżyć stronę za chwilę.";
  return (
    <>
      <title>{`${title} | Viralne Produkty`}</title>
      <SiteHeader />
      <main id="tresc" className="container-page flex-1 py-20 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">{message}</p>
        <a href="/" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Wróć na stronę główną
        </a>
      </main>
      <SiteFooter />
    </>
  );
}
