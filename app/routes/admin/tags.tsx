import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/tags";
import { requirePermission } from "~/features/access/session.server";
import { ADMIN_SECTIONS } from "~/features/admin/sections";
import { SavedViewsBar } from "~/features/admin/components/saved-views-bar";
import { TagsActionSchema } from "~/features/catalog/tag-admin";
import { listTags, parseTagFilters, tagUsage } from "~/features/catalog/tag-admin.server";
import { TAG_MESSAGES } from "~/features/catalog/tag-messages";
import { removeTag, renameTag } from "~/features/catalog/tag-write.server";
import { TagsView } from "~/features/catalog/components/admin/tags-view";
import { invalid, ok, parseForm, runAction } from "~/utils/action.server";
import { metaTranslator } from "~/i18n/i18n";
import { redirectPlainPostOnSuccess } from "~/utils/plain-post.server";

// ADR 171: every product tag with its counts; rename (a merge when the name exists) and remove, each on
// all products at once. Viewing and every change need product:update (catalogue editing, as Kategorie),
// checked at the top of the loader (ADR 144) and of the action.

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(request, context, ADMIN_SECTIONS.tags.permission);
  const params = new URL(request.url).searchParams;
  const filters = parseTagFilters(params);
  // ?zmien=<tag>: the rename form as part of the page (the row's button without JavaScript, ADR 150).
  const [list, renaming] = await Promise.all([listTags(filters), tagUsage(params.get("zmien") ?? "")]);
  return { list, filters, renaming };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editor = requirePermission(request, context, ADMIN_SECTIONS.tags.permission);
  // ADR 150: a plain form post that succeeded is redirected, so a reload does not send it again.
  const answer = await runAction(request, async () => {
    const form = await parseForm(request, TagsActionSchema, { message: "first" });
    if (!form.ok) return invalid(form);
    const input = form.data;
    switch (input.intent) {
      case "rename": {
        const done = await renameTag(input, editor.id);
        if (done.outcome === "merge-needed") {
          const { question } = done;
          return invalid({ message: TAG_MESSAGES.mergeQuestion(question.existing, question.products), data: question }, 409);
        }
        const say = done.outcome === "merged" ? TAG_MESSAGES.merged : TAG_MESSAGES.renamed;
        return ok(say(done.from, done.to, done.products), { intent: "rename", tag: done.from, to: done.to });
      }
      case "remove": {
        const done = await removeTag(input, editor.id);
        return ok(TAG_MESSAGES.removed(done.tag, done.products), { intent: "remove", tag: done.tag });
      }
    }
  });
  return redirectPlainPostOnSuccess(request, answer);
}

// A refused change reloads the list when the tag is gone or its count moved (404/409: someone else's
// change), so the rows say what is true now; a bad name (400) keeps it as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 404 || actionStatus === 409 || defaultShouldRevalidate;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.tags") }, { name: "robots", content: "noindex" }];

export default function AdminTagsPage({ loaderData }: Route.ComponentProps) {
  return <TagsView {...loaderData} savedViews={<SavedViewsBar list="tagi" />} />;
}
