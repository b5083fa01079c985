import type { Route } from "./+types/product-new";
import { requirePermission, requirePermissionMiddleware } from "~/features/access/session.server";
import { loadCategoryChoices } from "~/features/catalog/admin-product-form.server";
import { generateCodeAction, productFormAction } from "~/features/catalog/admin-product-actions.server";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { ProductFormDialog } from "~/features/catalog/components/admin/product-form-dialog";
import { metaTranslator } from "~/i18n/i18n";

// spec: admin §2 Product form (add). OWNERSHIP: /admin/produkty/nowy needs product:create.
export const middleware: Route.MiddlewareFunction[] = [requirePermissionMiddleware("product:create")];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("editor.meta.productNew") }, { name: "robots", content: "noindex" }];

export async function loader() {
  return { categories: await loadCategoryChoices() };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(request, context, "product:create");
  const intent = await postedIntent(request);
  if (intent === "save") return productFormAction(request, null);
  if (intent === "generate-code") return generateCodeAction(request, null);
  return unknownIntent();
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductFormDialog categories={loaderData.categories} product={null} actionData={actionData} />;
}
