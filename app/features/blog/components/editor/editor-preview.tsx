import { PreviewRegion } from "~/components/ui/preview-region";
import { useT } from "~/i18n/i18n";
import { parsePostForm } from "../../post-input";
import { buildToc } from "~/utils/markdown-toc";
import type { BlogPostDetail } from "../../types";
import { PostArticle } from "../post-article";
import { PostBody } from "../post-body";

/** The post as the public page will show it, from the editor's current form (same components). */
export function previewDetail(form: FormData, authorName: string | null, untitled = "(bez tytułu)"): BlogPostDetail | null {
  const parsed = parsePostForm(withTitle(form, untitled));
  if (!parsed.ok) return null;
  const input = parsed.value;
  return {
    id: "preview",
    ...input,
    publishedAt: (input.publishedAt ?? new Date()).toISOString(),
    updatedAt: new Date().toISOString(),
    overallRating: input.overallRating,
    authorName,
    countedLinks: {},
  };
}

function withTitle(form: FormData, untitled: string): FormData {
  const copy = new FormData();
  for (const [k, v] of form.entries()) copy.append(k, v);
  if (!String(form.get("title") ?? "").trim()) copy.set("title", untitled);
  return copy;
}

export function EditorPreview({ post }: { post: BlogPostDetail | null }) {
  const t = useT();
  if (!post) return <p role="status">{t("editor.post.previewInvalid")}</p>;
  return (
    <PreviewRegion label={t("editor.post.previewRegion")}>
      <PostArticle post={post} toc={buildToc(post.content)} body={<PostBody content={post.content} />} />
    </PreviewRegion>
  );
}
