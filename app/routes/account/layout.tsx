import { Outlet } from "react-router";
import "~/i18n/account-messages"; // ADR 080: the account area's Polish messages
import type { Route } from "./+types/layout";
import { requireUser, requireUserMiddleware } from "~/features/access/session.server";
import { AccountHeader, AccountTabs } from "~/features/accounts/components/account-header";
import { DeletionPendingBanner } from "~/features/accounts/components/deletion-pending-banner";
import { pendingDeletion } from "~/features/accounts/profile-deletion.server";
import { loadAccountSummary } from "~/features/accounts/profile.server";
import { metaTranslator } from "~/i18n/i18n";

// spec: public §2 Account area (/profil). Anonymous visitors go to /logowanie?redirectTo=… (DESIGN §4).
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  // Issue #12 point 10: during the grace period every tab offers to cancel the deletion.
  const [summary, deletionDueAt] = await Promise.all([loadAccountSummary(user.id), pendingDeletion(user.id)]);
  return { summary, deletionDueAt: deletionDueAt?.toISOString() ?? null };
}

// Personal pages: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("meta.account") },
  { name: "robots", content: "noindex" },
];

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { summary, deletionDueAt } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      {/* Always rendered: after a cancellation it keeps the answer in the banner's place. */}
      <DeletionPendingBanner dueAt={deletionDueAt} />
      <AccountHeader summary={summary} />
      <AccountTabs wishlistCount={summary.wishlistCount} reviewCount={summary.reviewCount} />
      <div className="py-8">
        <Outlet />
      </div>
    </div>
  );
}
