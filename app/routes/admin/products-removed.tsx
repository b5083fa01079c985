import type { Route } from "./+types/products-removed";
import { requirePermission } from "~/features/access/session.server";
import { listRemovedProducts, REPLACEMENT_MESSAGES, setRemovedReplacement } from "~/features/catalog/removed-products.server";
import { RemovedProductsView } from "~/features/catalog/components/admin/removed-products-view";
import { metaTranslator } from "~/i18n/i18n";
import { invalid, ok, runAction } from "~/utils/action.server";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";
import { restoreDeletedProduct } from "~/features/catalog/product-restore.server";
import { redirectWithToast } from "~/utils/toast.server";

// ADR 206: "Usunięte produkty" — deleted products with their former addresses (ADR 174) and where an
// editor sends them (a replacement product, 301) or not (410). product:delete, as deleting itself.
// ADR 209: "Przywróć" brings one back (hidden) within 30 days and opens its edit page with the answer.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, "product:delete");
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get("page")) || 1)));
  return { list: await listRemovedProducts(page) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = requirePermission(request, context, "product:delete");
  const intent = await postedIntent(request);
  // replace: to the product typed; clear: back to 410.
  if (intent === "clear") return redirectPlainPostOnSuccess(request, await replaceAction(request, editor.id, false));
  if (intent === "replace") return redirectPlainPostOnSuccess(request, await replaceAction(request, editor.id, true));
  if (intent === "restore") return restoreAction(request, editor.id);
  return unknownIntent();
}

async function restoreAction(request: Request, editorId: string) {
  return runAction(request, async () => {
    const form = await request.formData();
    const restored = await restoreDeletedProduct(String(form.get("productId") ?? ""), editorId);
    return redirectWithToast(`/admin/produkty/${restored.id}`, { type: "success", message: restored.message }, { status: 303 });
  });
}

async function replaceAction(request: Request, editorId: string, replace: boolean) {
  return runAction(request, async () => {
    const form = await request.formData();
    const productId = String(form.get("productId") ?? "");
    const typed = replace ? String(form.get("replacement") ?? "") : "";
    if (replace && !typed.trim()) return invalid({ message: REPLACEMENT_MESSAGES.missing, fieldErrors: { replacement: REPLACEMENT_MESSAGES.missing } });
    return ok(await setRemovedReplacement(productId, typed, editorId));
  });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.removedProducts") }, { name: "robots", content: "noindex" }];

export default function AdminRemovedProductsPage({ loaderData }: Route.ComponentProps) {
  return <RemovedProductsView {...loaderData} />;
}
