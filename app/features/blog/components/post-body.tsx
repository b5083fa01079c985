import Markdown, { type Components } from "react-markdown";
import { REHYPE_PLUGINS, REMARK_PLUGINS } from "../markdown";

// spec: public §2 — links open in a new tab; images load lazily and keep their alt text.
const components: Components = {
  a: ({ node: _node, href, children, ...props }) => (
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ node: _node, src, alt, ...props }) => <img {...props} src={src} alt={alt ?? ""} loading="lazy" decoding="async" />,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

const prose = [
  "max-w-none text-base leading-7 text-slate-800 dark:text-slate-200 [&>*:first-child]:mt-0",
  "[&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_:is(h1,h2,h3,h4,h5,h6)]:scroll-mt-24 [&_:is(h1,h2,h3,h4,h5,h6)]:text-slate-900 dark:[&_:is(h1,h2,h3,h4,h5,h6)]:text-white",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700 [&_img]:mt-4 [&_img]:rounded-xl",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_pre]:mt-4 [&_pre]:overflow-x-auto",
  "[&_table]:mt-4 [&_table]:w-full [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_td]:border [&_td]:border-slate-300 [&_td]:px-2",
].join(" ");

/** The post body: markdown with GFM, heading ids from rehype-slug, raw HTML never rendered. */
export function PostBody({ content }: { content: string }) {
  return (
    <div className={prose}>
      <Markdown skipHtml remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={components}>
        {content}
      </Markdown>
    </div>
  );
}
