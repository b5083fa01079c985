import { useActionData } from "react-router";
import "~/i18n/admin-messages"; // ADR 080: the blog editor's Polish messages (outside the /admin layout)
import "~/i18n/blog-messages"; // ADR 094: the preview renders the post page's own parts (Zalety, Spis treści…)
import type { Route } from "./+types/editor";
import { ErrorPanel } from "~/components/ui/error-boundary";
import { can } from "~/features/access/permissions";
import { useOptionalUser, type ClientUser } from "~/features/access/use-optional-user";
import { DraftedPostEditor } from "~/features/blog/components/editor/post-draft-editor";
import { isReadOnlyPost } from "~/features/blog/components/editor/read-only";
import { RevisionsPanel } from "~/features/blog/components/editor/revisions-panel";
import { SubmissionPanel } from "~/features/blog/components/editor/submission-panel";
import { editorGuardMiddleware, editorPermission, loadEditor, publishAction, restoreAction, returnAction, saveAction } from "~/features/blog/editor.server";
import { requirePermission } from "~/features/access/session.server";
import { postedIntent, unknownIntent } from "~/utils/form-intent.server";
import { ImageUpload } from "~/features/media/components/image-upload";
import { metaTranslator } from "~/i18n/i18n";
import { appUrl } from "~/features/seo/urls.server";

// Issue #9 — the post editor at /blog/edytor/{slug} ('nowy' = a new post). Guard: editor.server.ts.
export const middleware: Route.MiddlewareFunction[] = editorGuardMiddleware;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// ADR 179: a panel screen: no announcement bar above it.
export const handle = { hideAnnouncement: true };

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => [
  { title: metaTranslator(matches)(params.slug === "nowy" ? "editor.meta.postNew" : readOnlyFor(matches, loaderData) ? "editor.meta.postReadOnly" : "editor.meta.postEdit") },
  { name: "robots", content: "noindex" },
];

/** ADR 186: the title says what the screen is, as its heading does (the signed-in user is the root loader's). */
function readOnlyFor(matches: Route.MetaArgs["matches"], loaderData: Route.MetaArgs["loaderData"]) {
  const user = (matches.find((match) => match?.id === "root")?.loaderData as { user?: ClientUser | null } | undefined)?.user ?? null;
  return loaderData?.kind === "editor" && isReadOnlyPost(loaderData.post, can(user, "blog:publish"));
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const loaded = await loadEditor(params.slug, new URL(request.url).searchParams);
  return loaded.kind === "editor" ? { ...loaded, appUrl: appUrl() } : loaded; // ADR 177: the SEO preview's address
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(request, context, editorPermission(params.slug));
  const intent = await postedIntent(request);
  if (intent === "save") return saveAction(request, user, params.slug);
  if (intent === "restore") return restoreAction(request, user, params.slug);
  // ADR 182: handing a submitted draft back is a publisher's decision.
  if (intent === "return") return returnAction(request, requirePermission(request, context, "blog:publish"), params.slug);
  if (intent === "publish") return publishAction(request, requirePermission(request, context, "blog:publish"), params.slug);
  return unknownIntent();
}

export default function EditorPage({ loaderData }: Route.ComponentProps) {
  const user = useOptionalUser();
  const result = useActionData<typeof action>();
  if (loaderData.kind !== "editor") return null;
  const { post, categories, product, revisions, submissionKey, linked, submission, appUrl } = loaderData;
  return (
    <div className="vp-panel container-page space-y-10 py-8">
      <DraftedPostEditor
        key={post ? `${post.id}-${post.updatedAt}` : "new"}
        post={post}
        categories={categories}
        product={product}
        choices={linked}
        result={result}
        authorName={user?.name ?? null}
        canPublish={can(user, "blog:publish")}
        ImageUpload={ImageUpload}
        submissionKey={submissionKey}
        banner={<SubmissionPanel submission={submission} canPublish={can(user, "blog:publish")} version={post?.updatedAt ?? ""} />}
        appUrl={appUrl}
      />
      {post && <RevisionsPanel revisions={revisions} canRestore={can(user, "blog:update") && (!post.isPublished || can(user, "blog:publish"))} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container-page py-10">
      <ErrorPanel error={error} />
    </div>
  );
}
