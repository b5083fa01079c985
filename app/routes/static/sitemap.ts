import type { Route } from "./+types/sitemap";
import { buildSitemap } from "~/features/seo/sitemap.server";
import { appUrl } from "~/features/seo/urls.server";

// /sitemap.xml and /sitemap.xml?page=N (spec: public §2; sitemap index above 45 000 URLs).
export async function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw === null ? null : /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : NaN;
  const xml = Number.isNaN(page) ? null : await buildSitemap(page, { appUrl: appUrl() });
  if (xml === null) {
    return new Response("Nie znaleziono strony mapy witryny", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
