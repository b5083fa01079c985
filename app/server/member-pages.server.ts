// ADR 114: pages for signed-in members from the page cache. A member without admin permissions sees
// the same catalogue and blog pages as every other such member, apart from who they are (the account
// menu) and, on a product page, what they did with the product. So the page is rendered once per
// language and theme WITHOUT the user (the loaders see no user: nothing of theirs can end up in it),
// kept in the page cache under a member key, and each answer puts that member's own data in it as a
// JSON block (before </body>) the browser reads before hydrating (app/features/access/personal-data.ts).
import { createContext } from "react-router";
import { clientUserOf, type SessionUser } from "~/features/access/session.server";
import { hasScriptedCookie, personalDataScript } from "~/features/access/personal-data";
import { loadPageSettings } from "~/features/accounts/theme.server";
import { loadProductEngagement } from "~/features/engagement/product-engagement.server";
import { LOCALES, type Locale } from "~/i18n/i18n";
import { THEMES, type Theme } from "~/utils/theme";
import { TOAST_COOKIE_NAME } from "~/utils/toast.server";
import { productOfTags } from "./page-cache-tags.server";
import { isDataRequestUrl } from "~/utils/page-address";

/** The variant of the shared member page being rendered: the member's language and theme. */
export type MemberShell = { theme: Theme; locale: Locale };

/** Set by pageCacheMiddleware while it renders a shared member page (the root and product loaders read it). */
export const memberShellContext = createContext<MemberShell | null>(null);

/**
 * Whether this signed-in request may be answered with the shared member page, and its variant.
 * Not for holders of any permission (editors see drafts, moderators other controls: their pages are
 * rendered for them), not for `.data` requests (the client's navigations and revalidations bring the
 * user's own data), not with a pending toast (read once, by the render that shows it), not for a
 * browser that has not run our JavaScript (`SCRIPTED_COOKIE`).
 */
export async function memberShellFor(request: Request, url: URL, user: SessionUser): Promise<MemberShell | null> {
  if (!mayShareMemberPage(request.headers.get("cookie"), url, user.permissions)) return null;
  return user.pageSettings ?? loadPageSettings(user.id); // GETs only: the session read's settings hold (ADR 138)
}

/** The rules above without the read (also for answers before Express, member-hit.server.ts). */
export function mayShareMemberPage(cookie: string | null | undefined, url: URL, permissions: readonly string[]): boolean {
  if (permissions.length > 0 || isDataRequestUrl(url)) return false;
  // Without JavaScript the member's block would never be applied: such a browser gets its own render.
  return hasScriptedCookie(cookie) && !cookie?.includes(TOAST_COOKIE_NAME);
}

/** Apart from the anonymous keys ("light:/…"): the member variants never meet a visitor's page. */
export function memberCacheKey(shell: MemberShell, url: URL): string {
  return `member:${shell.locale}:${shell.theme}:${url.pathname}${url.search}`;
}

/** The keys of every variant of `url` (each language and theme), for the peek before any read. */
export function memberCacheKeys(url: URL): string[] {
  return LOCALES.flatMap((locale) => THEMES.map((theme) => memberCacheKey({ locale, theme }, url)));
}

/** The member's own data for the page that carries `tags`, as the block that goes before `</body>`. */
export async function personalBlock(user: SessionUser, tags: Iterable<string> | undefined): Promise<Buffer> {
  const productId = productOfTags(tags);
  const engagement = productId ? { productId, ...(await loadProductEngagement(productId, user)) } : undefined;
  return Buffer.from(personalDataScript({ user: clientUserOf(user), engagement }), "utf8");
}
