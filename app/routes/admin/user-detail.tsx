import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/user-detail";
import { PersonView } from "~/features/access/components/person-view";
import { loadPerson } from "~/features/access/person-admin.server";
import { roleChoicesFor } from "~/features/access/role-admin.server";
import { ROLE_MESSAGES } from "~/features/access/role-rules";
import { requirePermission } from "~/features/access/session.server";
import { can } from "~/features/access/permissions";
import { RecentActivity } from "~/features/activity/components/recent-activity";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { metaTranslator } from "~/i18n/i18n";

// Session 33: one account's page (user:read, as the list). Its block and unblock, and its roles dialog,
// post to the list's action (/admin/uzytkownicy), which checks user:block or role:assign again.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = requirePermission(request, context, ADMIN_SECTIONS.users.permission);
  // ADR 203: e-mail, consents, 2FA and sessions only for a holder of user:read-contact.
  const [person, roleChoices] = await Promise.all([
    loadPerson(params.userId, { contact: can(me, "user:read-contact") }),
    // The roles dialog of the list, here too, for whoever may hand roles on (the action checks again).
    can(me, "role:assign") ? roleChoicesFor(me) : null,
  ]);
  if (!person) throw data(ROLE_MESSAGES.userNotFound, { status: 404 });
  return { ...person, roleChoices };
}

// A block or a role change refused as out of date (409, or 404 for a role revoked meanwhile): read the person again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => (actionStatus === 404 || actionStatus === 409 ? true : defaultShouldRevalidate);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: metaTranslator(matches)("admin.person.meta", { name: loaderData?.row.name ?? "" }) },
  { name: "robots", content: "noindex" },
];

export default function AdminPersonPage({ loaderData }: Route.ComponentProps) {
  return <PersonView row={loaderData.row} details={loaderData.details} roleChoices={loaderData.roleChoices} changes={<RecentActivity entries={loaderData.changes} open />} />;
}
