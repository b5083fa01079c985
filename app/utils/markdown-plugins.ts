// One plugin list for every markdown body and for its table of contents, so heading ids always match.
// DESIGN §2: react-markdown + remark-gfm + rehype-slug; raw HTML is never rendered (skipHtml). The blog
// post body uses these alone; the legal documents add their own structure plugins on top (ADR 172).
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";

export const REMARK_PLUGINS: PluggableList = [remarkGfm];
export const REHYPE_PLUGINS: PluggableList = [rehypeSlug];

/** Plugins a body adds to the shared ones: remark before, rehype after (heading ids exist by then). */
export type ExtraMarkdownPlugins = { remark?: PluggableList; rehype?: PluggableList };
