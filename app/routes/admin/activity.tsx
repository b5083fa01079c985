import type { Route } from "./+types/activity";
import { can } from "~/features/access/permissions";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import { listActivity, parseActivityFilters } from "~/features/activity/activity-log.server";
import { ActivityView } from "~/features/activity/components/activity-view";
import { metaTranslator } from "~/i18n/i18n";

// ADR 160: the change log, read-only (log:read).

export async function loader({ request, context }: Route.LoaderArgs) {
  const reader = requirePermission(request, context, ADMIN_SECTIONS.activity.permission);
  const filters = parseActivityFilters(new URL(request.url).searchParams);
  return { list: await listActivity(filters, { canReadUsers: can(reader, "user:read") }), filters };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.activity") }, { name: "robots", content: "noindex" }];

export default function AdminActivityPage({ loaderData }: Route.ComponentProps) {
  return <ActivityView {...loaderData} savedViews={<SavedViewsBar list="dziennik" />} />;
}
