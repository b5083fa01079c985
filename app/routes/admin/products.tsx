import type { ShouldRevalidateFunction } from "react-router";
import { Outlet } from "react-router";
import type { Route } from "./+types/products";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import {
  listAdminProducts,
  listCategoriesWithProducts,
  parseAdminProductFilters,
} from "~/features/catalog/admin-product-list.server";
import { productListAction } from "~/features/catalog/admin-product-actions.server";
import { loadCategoryChoices } from "~/features/catalog/admin-product-form.server";
import { bulkAction, importProductsAction } from "~/features/catalog/product-list-actions.server";
import { BAD_FORM_MESSAGE, invalid, runAction } from "~/utils/action.server";
import { AdminProductsView } from "~/features/catalog/components/admin/products-view";
import { metaTranslator } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";
import { unreadableForm } from "~/utils/form-refusal.server";

// spec: admin §2 Products. The list is the frame of the product form (child routes nowy and :id
// render it as a dialog over the list, and as a page without JavaScript). ADR 144: each loader checks
// its own permission (they run side by side, so the children check theirs too).

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("editor.meta.products") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.products.permission);
  const filters = parseAdminProductFilters(new URL(request.url).searchParams);
  const [list, categories, allCategories] = await Promise.all([
    listAdminProducts(filters),
    listCategoriesWithProducts(),
    loadCategoryChoices(),
  ]);
  return { list, categories, filters, allCategories: allCategories.map((c) => ({ code: c.code, name: c.name })) };
}

// Intents: delete (one row, product:delete), bulk (issue #11: product:update; product:delete to
// delete), import (CSV, issue #11: product:create and product:update). The section's permission first.
export async function action({ request, context }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.products.permission);
  // ADR 150: a plain form post that succeeded is redirected with its message as a flash toast, so a
  // reload does not send it again (an import of rows without id or code would add them twice).
  return redirectPlainPostOnSuccess(request, await listAction(request, context, editor.id));
}

async function listAction(request: Request, context: Route.ActionArgs["context"], editorId: string) {
  let formData: FormData;
  try {
    formData = await request.clone().formData();
  } catch (error) {
    return unreadableForm(error);
  }
  const intent = formData.get("intent");
  if (intent === "delete") {
    requirePermission(request, context, "product:delete");
    return productListAction(request, editorId);
  }
  if (intent === "bulk") {
    if (formData.get("operation") === "delete") requirePermission(request, context, "product:delete");
    return runAction(request, () => bulkAction(formData, editorId, new URL(request.url).searchParams));
  }
  if (intent === "import") {
    requirePermission(request, context, "product:create");
    return runAction(request, () => importProductsAction(formData, editorId));
  }
  return invalid({ message: BAD_FORM_MESSAGE });
}

// A refused action keeps the list as it is, except a product that was already gone (404, deleted in
// another tab): the list is read again so its row goes too (review, session 28).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 404 || defaultShouldRevalidate;

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminProductsView {...loaderData} savedViews={<SavedViewsBar list="produkty" />} />
      <Outlet />
    </>
  );
}
