import { renderRobots } from "~/features/seo/sitemap-xml";
import { appUrl } from "~/features/seo/urls.server";

// /robots.txt: allow all but the account, admin, auth and redirect URLs; name the sitemap.
export function loader() {
  return new Response(renderRobots(appUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}

// Anything but GET: a Polish 405, not React Router's English one.
export { readOnlyAction as action } from "~/utils/method-not-allowed";
