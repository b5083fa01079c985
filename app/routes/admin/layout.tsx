import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUserMiddleware } from "~/features/access/session.server";
import { AdminNav } from "~/features/admin/components/admin-nav";
import { requireAdminAccessMiddleware } from "~/features/admin/guard.server";

// spec: admin §2 Guarded admin route: anonymous → /logowanie?redirectTo=…, without admin:access → /profil.
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, requireAdminAccessMiddleware];

// Admin pages are personal: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Panel Admin | Viralne Produkty" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  return (
    <div className="container-page py-6 sm:py-10">
      <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">Panel Admin</p>
      <div className="flex flex-col gap-6 md:flex-row md:gap-8">
        <aside className="md:w-56 md:shrink-0">
          <AdminNav />
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
