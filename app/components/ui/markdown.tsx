import Markdown, { type Components } from "react-markdown";
import { REHYPE_PLUGINS, REMARK_PLUGINS, type ExtraMarkdownPlugins } from "~/utils/markdown-plugins";

// THE markdown renderer and sanitiser of the site (DESIGN §2, ADR 085): react-markdown with GFM and
// rehype-slug, raw HTML never rendered (skipHtml), react-markdown's URL filter (no `javascript:`).
// The blog post body and the legal documents (ADR 172) both render through it, on the server once per
// save and in their editors' previews.

// spec: public §2 — a post's links open in a new tab; images load lazily and keep their alt text. A
// link whose address react-markdown refused (`javascript:` and the like become "") is its text alone,
// not a link that opens the page again.
const newTabLinks: Components["a"] = ({ node: _node, href, children, ...props }) =>
  href ? (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );

// A legal document's links stay in the tab (a reader follows "Polityka prywatności" from the terms as
// from any page); another site's address still gets no opener and no referrer.
const inPlaceLinks: Components["a"] = ({ node: _node, href, children, ...props }) =>
  href ? (
    <a {...props} href={href} rel={/^https?:/i.test(href) ? "noopener noreferrer" : undefined}>
      {children}
    </a>
  ) : (
    <>{children}</>
  );

const shared: Components = {
  // An address the sanitiser dropped (data:, javascript:) leaves no src: nothing to show.
  img: ({ node: _node, src, alt, ...props }) => (src ? <img {...props} src={src} alt={alt ?? ""} loading="lazy" decoding="async" /> : null),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};
const POST_COMPONENTS: Components = { ...shared, a: newTabLinks };
// A document's tables come wrapped by its own layout plugin (a labelled, focusable scrolling frame).
const DOCUMENT_COMPONENTS: Components = { img: shared.img, a: inPlaceLinks };

type Props = {
  content: string;
  /** "post" (default): links in a new tab; "document": links in the same tab, tables framed by the plugins. */
  variant?: "post" | "document";
  plugins?: ExtraMarkdownPlugins;
};

export function SafeMarkdown({ content, variant = "post", plugins }: Props) {
  return (
    <Markdown
      skipHtml
      remarkPlugins={plugins?.remark ? [...REMARK_PLUGINS, ...plugins.remark] : REMARK_PLUGINS}
      rehypePlugins={plugins?.rehype ? [...REHYPE_PLUGINS, ...plugins.rehype] : REHYPE_PLUGINS}
      components={variant === "document" ? DOCUMENT_COMPONENTS : POST_COMPONENTS}
    >
      {content}
    </Markdown>
  );
}
