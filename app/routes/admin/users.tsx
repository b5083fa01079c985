import { isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/users";
import { ErrorPanel, isForErrorPanel } from "~/components/ui/error-boundary";
import { MessageBox } from "~/components/ui/message-box";
import { assignRole, revokeRole } from "~/features/access/assignments.server";
import { UsersScreen } from "~/features/access/components/users-screen";
import { roleChoicesFor } from "~/features/access/role-admin.server";
import { endOfWarsawDay, UserRolesActionSchema } from "~/features/access/role-schemas";
import { requirePermission } from "~/features/access/session.server";
import { can } from "~/features/access/permissions";
import { listUsers, parseUserFilters, userStats } from "~/features/access/user-directory.server";
import { blockAction } from "~/features/access/user-block-action.server";
import { postedIntent } from "~/utils/form-intent.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import { invalid, ok, parseForm, runAction, UserError } from "~/utils/action.server";
import { metaTranslator, useT } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// spec: admin §2 User roles, issue #10 §1–2. Viewing needs user:read (ADR 144: in the loader); role
// changes user:read and role:assign.

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requirePermission(request, context, ADMIN_SECTIONS.users.permission);
  const url = new URL(request.url);
  // ADR 203: the e-mail column and search by e-mail only with user:read-contact.
  const filters = { ...parseUserFilters(url.searchParams), contact: can(me, "user:read-contact") };
  const [list, stats, { roles, offered }] = await Promise.all([listUsers(filters), userStats(), roleChoicesFor(me)]);
  return { ...list, stats, roles, offered, meId: me.id, search: url.searchParams.get("q") ?? "", roleFilter: filters.role, blockedOnly: filters.blocked === true };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.users.permission);
  // ADR 158: blocking has a permission of its own (moderators hold it); role changes need role:assign.
  const intent = await postedIntent(request);
  const blocking = intent === "block" || intent === "unblock";
  const actor = requirePermission(request, context, blocking ? "user:block" : "role:assign");
  // ADR 150: a plain form post that succeeded is redirected, so a reload does not send it again.
  const answer = await runAction(request, async () => {
    if (blocking) return blockAction(request, actor);
    const form = await parseForm(request, UserRolesActionSchema, { message: "first" });
    if (!form.ok) return invalid(form);
    const input = form.data;
    switch (input.intent) {
      case "assign": {
        const expiresAt = input.expiresOn ? endOfWarsawDay(input.expiresOn) : null;
        const result = await assignRole(actor, { userId: input.userId, roleName: input.roleName, expiresAt });
        if (!result.ok) throw new UserError(`Błąd przypisywania roli: ${result.message}`, result.httpStatus);
        return ok("Rola została przypisana pomyślnie");
      }
      case "revoke": {
        const result = await revokeRole(actor, { userId: input.userId, roleName: input.roleName });
        if (!result.ok) throw new UserError(`Błąd odbierania roli: ${result.message}`, result.httpStatus);
        return ok("Rola została odebrana pomyślnie");
      }
    }
  });
  return redirectPlainPostOnSuccess(request, answer);
}

// ADR 158: 'already blocked' / 'not blocked' (409) means the list is out of date: read it again; so does
// a role someone else assigned or revoked meanwhile (409, or 404 'not assigned'; code review, session 41).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => (actionStatus === 404 || actionStatus === 409 ? true : defaultShouldRevalidate);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.users") }, { name: "robots", content: "noindex" }];

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  return <UsersScreen {...loaderData} savedViews={<SavedViewsBar list="uzytkownicy" />} />;
}

// spec: admin §8 — a failed load shows 'Błąd ładowania danych użytkowników'; 403/404 keep the panel's own text.
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if ((isRouteErrorResponse(error) && error.status < 500) || isForErrorPanel(error)) return <ErrorPanel error={error} homeHref="/admin" homeLabel={t("admin.backToOverview")} compact />;
  return <MessageBox tone="error">{t("admin.users.loadError")}</MessageBox>;
}
