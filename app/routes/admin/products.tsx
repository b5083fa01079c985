import { Outlet } from "react-router";
import type { Route } from "./+types/products";
import { requirePermission, requirePermissionMiddleware } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { listAdminProducts, listCategoriesWithProducts, parseAdminProductFilters } from "~/features/catalog/admin-product-list.server";
import { productListAction } from "~/features/catalog/admin-product-actions.server";
import { AdminProductsView } from "~/features/catalog/components/admin/products-view";

// spec: admin §2 Products. The list is the frame of the product form (child routes nowy and :id
// render it as a dialog over the list, and as a page without JavaScript).
export const middleware: Route.MiddlewareFunction[] = [requirePermissionMiddleware(ADMIN_SECTIONS.products.permission)];

export const meta: Route.MetaFunction = () => [{ title: "Produkty | Panel Admin | Viralne Produkty" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseAdminProductFilters(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([listAdminProducts(filters), listCategoriesWithProducts()]);
  return { list, categories, filters };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, "product:delete");
  return productListAction(request);
}

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminProductsView {...loaderData} />
      <Outlet />
    </>
  );
}
