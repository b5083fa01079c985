import type { Route } from "./+types/product-new";
import { requirePermission, requirePermissionMiddleware } from "~/features/access/session.server";
import { loadCategoryChoices } from "~/features/catalog/admin-product-form.server";
import { productFormAction } from "~/features/catalog/admin-product-actions.server";
import { ProductFormDialog } from "~/features/catalog/components/admin/product-form-dialog";

// spec: admin §2 Product form (add). OWNERSHIP: /admin/produkty/nowy needs product:create.
export const middleware: Route.MiddlewareFunction[] = [requirePermissionMiddleware("product:create")];

export const meta: Route.MetaFunction = () => [{ title: "Nowy produkt | Panel Admin | Viralne Produkty" }, { name: "robots", content: "noindex" }];

export async function loader() {
  return { categories: await loadCategoryChoices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, "product:create");
  return productFormAction(request, null);
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductFormDialog categories={loaderData.categories} product={null} actionData={actionData} />;
}
