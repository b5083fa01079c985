import type { Route } from "./+types/codes";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import { loadCategoryChoices } from "~/features/catalog/admin-product-form.server";
import { assignCodeAction, editCodeAction, generateCodeAction, importCodesAction } from "~/features/catalog/product-codes-actions.server";
import { codeStatistics, listCodes, parseCodeFilters } from "~/features/catalog/product-codes.server";
import { CodesView } from "~/features/catalog/components/admin/codes-view";
import { BAD_FORM_MESSAGE, invalid, runAction } from "~/utils/action.server";
import { metaTranslator } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";
import { unreadableForm } from "~/utils/form-refusal.server";
import { newSubmissionKey } from "~/utils/submission-key.server";

// spec: admin §2 Product codes; issue #11 point 1–2. Every intent needs product-code:manage.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.productCodes.permission);
  const filters = parseCodeFilters(new URL(request.url).searchParams);
  const [list, stats, categories] = await Promise.all([listCodes(filters), codeStatistics(), loadCategoryChoices()]);
  // The generator's one-time key (ADR 220): a form sent twice reserves one code. Every load gives a new one,
  // and the list is loaded again after each generation, so the next generation has its own.
  return { list, stats, categories, filters, generatorKey: newSubmissionKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.productCodes.permission);
  // ADR 150: a plain form post that succeeded is redirected (a reload must not generate or import again).
  const answer = await runAction(request, async () => {
    let formData: FormData;
    try {
      formData = await request.formData();
    } catch (error) {
      return unreadableForm(error);
    }
    const intent = formData.get("intent");
    if (intent === "generate") return generateCodeAction(formData, editor.id);
    if (intent === "edit") return editCodeAction(formData, editor.id);
    if (intent === "assign") return assignCodeAction(formData, editor.id);
    if (intent === "import") return importCodesAction(formData, editor.id);
    return invalid({ message: BAD_FORM_MESSAGE });
  });
  return redirectPlainPostOnSuccess(request, answer);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.codes") }, { name: "robots", content: "noindex" }];

export default function AdminCodesPage({ loaderData }: Route.ComponentProps) {
  return <CodesView {...loaderData} savedViews={<SavedViewsBar list="kody" />} />;
}
