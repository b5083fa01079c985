import { Plus } from "lucide-react";
import { useRef } from "react";
import { Link, type ShouldRevalidateFunction } from "react-router";
import { ActionResultMessage } from "~/components/ui/action-result-message";
import type { Route } from "./+types/blog";
import { can } from "~/features/access/permissions";
import { requirePermission } from "~/features/access/session.server";
import { useOptionalUser } from "~/features/access/use-optional-user";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import { AdminPostFiltersForm, AdminPostListLoading, AdminPostStatsCards, AdminPostTable, useAdminPostAnswers } from "~/features/blog/components/admin/admin-post-list";
import { blogAdminAction } from "~/features/blog/post-admin-actions.server";
import { BLOG_ERRORS } from "~/features/blog/post-messages";
import { postedIntent } from "~/utils/form-intent.server";
import { invalid } from "~/utils/action.server";
import { listAdminPosts, parseAdminPostFilters } from "~/features/blog/post-admin.server";
import { metaTranslator, useT } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// spec: admin §2 Blog management; OWNERSHIP: the section needs blog:update (ADR 144: checked in the loader).

// A change refused as out of date (409: "Opublikuj teraz" of a post published meanwhile): read the list again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => (actionStatus === 409 ? true : defaultShouldRevalidate);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("editor.meta.blog") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.blog.permission);
  const filters = parseAdminPostFilters(new URL(request.url).searchParams);
  return { filters, ...(await listAdminPosts(filters)) };
}

// The section's permission, then each intent's own (OWNERSHIP: toggles blog:publish, delete blog:delete).
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.blog.permission);
  const intent = await postedIntent(request);
  // ADR 150: a plain form post that succeeded is redirected, so a reload does not send it again.
  if (intent === "delete") return redirectPlainPostOnSuccess(request, await blogAdminAction(request, requirePermission(request, context, "blog:delete")));
  if (intent === "publish" || intent === "publishNow" || intent === "feature") return redirectPlainPostOnSuccess(request, await blogAdminAction(request, requirePermission(request, context, "blog:publish")));
  return invalid({ message: BLOG_ERRORS.update });
}

export default function AdminBlogPage({ loaderData }: Route.ComponentProps) {
  const { rows, stats, filters } = loaderData;
  const user = useOptionalUser();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useAdminPostAnswers(heading);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t("editor.blog.heading")}</h1>
        {can(user, "blog:create") && (
          <Link
            to="/blog/edytor/nowy"
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t("editor.blog.newPost")}
          </Link>
        )}
      </div>
      <ActionResultMessage />
      <AdminPostStatsCards stats={stats} />
      <SavedViewsBar list="blog" />
      <AdminPostFiltersForm filters={filters} />
      <AdminPostListLoading>
        <AdminPostTable rows={rows} permissions={{ canPublish: can(user, "blog:publish"), canDelete: can(user, "blog:delete") }} />
      </AdminPostListLoading>
    </div>
  );
}
