import Markdown, { type Components } from "react-markdown";
import { REHYPE_PLUGINS, REMARK_PLUGINS } from "../markdown";
import { POST_PROSE } from "./post-body-html";

// spec: public §2 — links open in a new tab; images load lazily and keep their alt text. A link whose
// address react-markdown refused (`javascript:` and the like become "") is its text alone, not a link
// that opens the post again in a new tab.
const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  // An address the sanitiser dropped (data:, javascript:) leaves no src: nothing to show.
  img: ({ node: _node, src, alt, ...props }) => (src ? <img {...props} src={src} alt={alt ?? ""} loading="lazy" decoding="async" /> : null),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

/**
 * The post body: markdown with GFM, heading ids from rehype-slug, raw HTML never rendered. Rendered
 * to HTML on the server once per save (post-render.server.tsx, ADR 085); the browser runs it only
 * in the editor's live preview.
 */
export function PostMarkdown({ content }: { content: string }) {
  return (
    <Markdown skipHtml remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={components}>
      {content}
    </Markdown>
  );
}

/** The editor's preview: the body rendered in the browser as it is typed. */
export function PostBody({ content }: { content: string }) {
  return (
    <div className={POST_PROSE}>
      <PostMarkdown content={content} />
    </div>
  );
}
