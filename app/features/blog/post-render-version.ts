// ADR 192: which renderer made a post's stored HTML (ADR 085), so a rendering made before the renderer
// changed is made again at its next read instead of waiting for the post's next save.
// Browser-safe and React-free: the list queries read it without loading the renderer.

/**
 * The version of PostMarkdown's output. Raise it whenever a change to the body's markup should reach
 * posts already saved (a new rehype step, a changed attribute).
 * 1 — ADR 085: GFM, heading ids, raw HTML skipped, links in a new tab.
 * 2 — ADR 189: images in the text list their 320/640 px copies (srcset, sizes, lazy).
 */
export const POST_RENDER_VERSION = 2;

/** Whether a stored rendering can be served as it is: present and made by this renderer or a newer one. */
export function isCurrentRendering(stored: { html: string | null; version: number }): boolean {
  return stored.html !== null && stored.version >= POST_RENDER_VERSION;
}

/** A post row's stored body as the page serves it, or null when it must be rendered (none, or an older renderer's). */
export function storedRendering<Toc>(post: { contentHtml: string | null; contentToc: Toc | null; contentHtmlVersion: number }): { html: string; toc: Toc } | null {
  return post.contentToc !== null && isCurrentRendering({ html: post.contentHtml, version: post.contentHtmlVersion })
    ? { html: post.contentHtml!, toc: post.contentToc }
    : null;
}
