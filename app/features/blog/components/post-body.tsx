import { SafeMarkdown } from "~/components/ui/markdown";
import type { ExtraMarkdownPlugins } from "~/utils/markdown-plugins";
import { rehypeBodyImageSizes } from "./body-image-sizes";
import { POST_PROSE } from "./post-body-html";

/**
 * The post body: the site's markdown renderer (~/components/ui/markdown: GFM, heading ids from
 * rehype-slug, raw HTML never rendered, links in a new tab). Rendered to HTML on the server once per
 * save (post-render.server.tsx, ADR 085); the browser runs it only in the editor's live preview.
 */
const POST_PLUGINS: ExtraMarkdownPlugins = { rehype: [rehypeBodyImageSizes] };

export function PostMarkdown({ content }: { content: string }) {
  return <SafeMarkdown content={content} plugins={POST_PLUGINS} />;
}

/** The editor's preview: the body rendered in the browser as it is typed. */
export function PostBody({ content }: { content: string }) {
  return (
    <div className={POST_PROSE}>
      <PostMarkdown content={content} />
    </div>
  );
}
