import type { Route } from "./+types/categories";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { listCategoryTree } from "~/features/catalog/category-admin.server";
import { CategoriesActionSchema } from "~/features/catalog/category-schemas";
import { deleteCategory, saveCategory, setCategoryActive } from "~/features/catalog/category-write.server";
import { deleteProductType, saveProductType, setProductTypeActive } from "~/features/catalog/product-type-write.server";
import { CategoriesView } from "~/features/catalog/components/admin/categories-view";
import { invalid, ok, parseForm, runAction } from "~/utils/action.server";
import { metaTranslator } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";
import { appUrl } from "~/features/seo/urls.server";

// spec: admin §3 Category / Product type; ADR 132. Viewing and every change need product:update
// (catalogue editing), checked at the top of the loader (ADR 144) and of the action.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.categories.permission);
  return { categories: await listCategoryTree(), appUrl: appUrl() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.categories.permission);
  // ADR 150: a plain form post that succeeded is redirected, so a reload does not send it again.
  const answer = await runAction(request, async () => {
    const form = await parseForm(request, CategoriesActionSchema);
    if (!form.ok) return invalid(form);
    const input = form.data;
    switch (input.intent) {
      case "save-category": {
        const { created } = await saveCategory(input, undefined, editor.id);
        return ok(created ? "Dodano kategorię." : "Zapisano kategorię.");
      }
      case "save-type": {
        const { created } = await saveProductType(input, undefined, editor.id);
        return ok(created ? "Dodano typ produktu." : "Zapisano typ produktu.");
      }
      case "delete-category":
        await deleteCategory(input.id, undefined, editor.id);
        return ok("Usunięto kategorię.");
      case "delete-type":
        await deleteProductType(input.id, undefined, editor.id);
        return ok("Usunięto typ produktu.");
      case "set-category-active":
        await setCategoryActive(input.id, input.active, undefined, editor.id);
        return ok(input.active ? "Włączono kategorię." : "Wyłączono kategorię.");
      case "set-type-active":
        await setProductTypeActive(input.id, input.active, undefined, editor.id);
        return ok(input.active ? "Włączono typ produktu." : "Wyłączono typ produktu.");
    }
  });
  return redirectPlainPostOnSuccess(request, answer);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.categories") }, { name: "robots", content: "noindex" }];

export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoriesView {...loaderData} />;
}
