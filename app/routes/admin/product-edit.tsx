import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import type { Route } from "./+types/product-edit";
import { requirePermission } from "~/features/access/session.server";
import { loadCategoryChoices, loadProductFormValues } from "~/features/catalog/admin-product-form.server";
import { generateCodeAction, productFormAction } from "~/features/catalog/admin-product-actions.server";
import { checkLinksAction } from "~/features/catalog/link-check-action.server";
import { loadLinkChecks } from "~/features/catalog/link-checks.server";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";
import { ProductFormDialog } from "~/features/catalog/components/admin/product-form-dialog";
import { metaTranslator } from "~/i18n/i18n";
import { isUuid } from "~/utils/uuid";
import { resolveProductId } from "~/features/catalog/product-id-prefix.server";
import { recentActivityOf } from "~/features/activity/activity-log.server";
import { RecentActivity } from "~/features/activity/components/recent-activity";
import { appUrl } from "~/features/seo/urls.server";

// spec: admin §2 Product form (edit); product:update, checked here too: this loader runs beside the
// list's (ADR 144).

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: metaTranslator(matches)("editor.meta.productEdit", { title: loaded?.product.title ?? metaTranslator(matches)("editor.meta.productFallback") }) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(request, context, "product:update");
  // The list shows each product's first 8 characters (owner review, session 32: that address was a 404).
  if (!isUuid(params.id)) {
    const resolved = await resolveProductId(db, params.id.slice(0, 36));
    if (typeof resolved === "string" && resolved !== "ambiguous") throw redirect(`/admin/produkty/${resolved}${new URL(request.url).search}`);
  }
  const product = isUuid(params.id) ? await loadProductFormValues(params.id) : null;
  if (!product) throw data("Nie znaleziono produktu.", { status: 404 });
  // ADR 132: a product of a disabled category or type keeps it in the form.
  const [categories, history, linkChecks] = await Promise.all([
    loadCategoryChoices(undefined, { categoryCode: product.categoryCode, typeCode: product.productType }),
    recentActivityOf("product", params.id),
    loadLinkChecks(params.id), // ADR 170: each shop link's last check, beside its field
  ]);
  return { product, categories, history, linkChecks, appUrl: appUrl() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const editor = requirePermission(request, context, "product:update");
  if (!isUuid(params.id)) throw data("Nie znaleziono produktu.", { status: 404 });
  const intent = await postedIntent(request);
  // "Zapisz i zostań" (save-stay): the same save, then the form stays open (session 33).
  if (intent === "save" || intent === "save-stay") return redirectPlainPostOnSuccess(request, await productFormAction(request, params.id, editor.id));
  if (intent === "generate-code") return generateCodeAction(request, params.id);
  if (intent === "check-links") return checkLinksAction(request, params.id, editor.id); // "Sprawdź teraz", ADR 170
  return unknownIntent();
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductFormDialog
      key={loaderData.product.updatedAt}
      categories={loaderData.categories}
      product={loaderData.product}
      linkChecks={loaderData.linkChecks}
      appUrl={loaderData.appUrl}
      actionData={actionData}
      history={<RecentActivity entries={loaderData.history} />}
    />
  );
}
