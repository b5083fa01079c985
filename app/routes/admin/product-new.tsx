import type { Route } from "./+types/product-new";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { loadCategoryChoices, productCopyValues } from "~/features/catalog/admin-product-form.server";
import { generateCodeAction, productFormAction } from "~/features/catalog/admin-product-actions.server";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";
import { ProductFormDialog } from "~/features/catalog/components/admin/product-form-dialog";
import { metaTranslator } from "~/i18n/i18n";
import { newSubmissionKey } from "~/utils/submission-key.server";
import { appUrl } from "~/features/seo/urls.server";

// spec: admin §2 Product form (add). OWNERSHIP: /admin/produkty/nowy needs product:create (and the
// list's product:update: this loader runs beside the list's, so it checks both, ADR 144).

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("editor.meta.productNew") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.products.permission);
  requirePermission(request, context, "product:create");
  // ?kopia=<id>: the form starts as a copy of that product ("Utwórz kopię"); an unknown id starts empty, and the form says so.
  const source = new URL(request.url).searchParams.get("kopia");
  const [categories, copy] = await Promise.all([loadCategoryChoices(), source ? productCopyValues(source) : null]);
  return { categories, submissionKey: newSubmissionKey(), copy: copy && source ? { ...copy, sourceId: source.toLowerCase() } : null, copyMissing: Boolean(source) && !copy, appUrl: appUrl() };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The section's permission first, as the loader (ADR 144): product:create alone does not open the panel's catalogue.
  requirePermission(request, context, ADMIN_SECTIONS.products.permission);
  const editor = requirePermission(request, context, "product:create");
  const intent = await postedIntent(request);
  // "Zapisz i zostań" (save-stay): the same save, then the form stays open (session 33).
  if (intent === "save" || intent === "save-stay") return redirectPlainPostOnSuccess(request, await productFormAction(request, null, editor.id));
  if (intent === "generate-code") return generateCodeAction(request, null);
  return unknownIntent();
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductFormDialog key={loaderData.copy?.sourceId ?? "new"} categories={loaderData.categories} product={null} copy={loaderData.copy} copyMissing={loaderData.copyMissing} actionData={actionData} submissionKey={loaderData.submissionKey} appUrl={loaderData.appUrl} />;
}
