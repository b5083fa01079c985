// One plugin list for the post body and for its table of contents, so heading ids always match.
// DESIGN §2: react-markdown + remark-gfm + rehype-slug; raw HTML is never rendered (skipHtml).
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import type { PluggableList } from "unified";

export const REMARK_PLUGINS: PluggableList = [remarkGfm];
export const REHYPE_PLUGINS: PluggableList = [rehypeSlug];
