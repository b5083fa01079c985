// Issue #14 (ADR 085): a post's body is rendered once per save, not per request. The HTML comes from
// the same component as the editor's preview (PostMarkdown: react-markdown with GFM, rehype-slug,
// raw HTML skipped, links opened in a new tab), rendered to a string; the table of contents from the
// same plugin list, so its ids match the headings.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { NOT_FOR_WHO } from "./components/post-article";
import { PostMarkdown } from "./components/post-body";
import { POST_RENDER_VERSION } from "./post-render-version";
import { bodyHasSection } from "./public-post";
import { buildToc } from "~/utils/markdown-toc";
import type { RenderedPostBody } from "./types";

/** The stored columns for a body: set in the same write as the content itself (post-writes.server.ts). */
export function renderedColumns(content: string): { contentHtml: string; contentToc: RenderedPostBody["toc"]; contentHtmlVersion: number } {
  return {
    contentHtml: renderToStaticMarkup(<PostMarkdown content={content} />),
    contentToc: buildToc(content),
    contentHtmlVersion: POST_RENDER_VERSION,
  };
}

/**
 * The public page's body: the stored rendering, or (a row saved before migration 0014, seeded straight
 * into the table, or rendered by an older renderer: ADR 192, getPostBySlug passes null) rendered now
 * and stored, unless the content changed meanwhile or a save stored a current rendering first.
 * The page being rendered carries the new HTML, so no cached page needs dropping: pages cached before
 * the upgrade lived in the old process's memory.
 */
export async function publicPostBody(post: { id: string; content: string; renderedBody: RenderedPostBody | null }) {
  let body = post.renderedBody;
  if (!body) {
    const columns = renderedColumns(post.content);
    await db
      .update(blogPosts)
      .set(columns)
      .where(
        and(
          eq(blogPosts.id, post.id),
          eq(blogPosts.content, post.content),
          or(isNull(blogPosts.contentHtml), lt(blogPosts.contentHtmlVersion, POST_RENDER_VERSION)),
        ),
      );
    body = { html: columns.contentHtml, toc: columns.contentToc };
  }
  return { ...body, notForWhoInBody: bodyHasSection(post.content, NOT_FOR_WHO) };
}
