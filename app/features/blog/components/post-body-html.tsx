// The post body's typography, and the public page's body: HTML rendered once per save on the server
// (post-render.server.tsx, ADR 085), so the post page ships no markdown renderer to the browser.

export const POST_PROSE = [
  "max-w-none text-base leading-7 text-slate-800 dark:text-slate-200 [&>*:first-child]:mt-0",
  "[&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_:is(h1,h2,h3,h4,h5,h6)]:scroll-mt-4 [&_:is(h1,h2,h3,h4,h5,h6)]:text-slate-900 dark:[&_:is(h1,h2,h3,h4,h5,h6)]:text-white",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  // A pasted link or a long word wraps inside the column instead of widening a phone's page.
  "[&_:is(p,li,blockquote,h1,h2,h3,h4,h5,h6)]:wrap-anywhere [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700 [&_img]:mt-4 [&_img]:rounded-xl",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_pre]:mt-4 [&_pre]:overflow-x-auto",
  "[&_table]:mt-4 [&_table]:w-full [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_td]:border [&_td]:border-slate-300 [&_td]:px-2",
].join(" ");


/** Stored HTML of the body, produced by PostMarkdown (react-markdown, raw HTML skipped) at save time. */
export function PostBodyHtml({ html }: { html: string }) {
  return <div className={POST_PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
