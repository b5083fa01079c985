// spec: public §2 Blog post page, admin §5 — the table of contents takes headings 1–6 except one
// titled 'Spis treści'. It runs the body's own pipeline (react-markdown's processor: remark-parse →
// plugins → remark-rehype with allowDangerousHtml → rehype-slug) so each id is the one in the page.
import type { Element, ElementContent, Root, RootContent } from "hast";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { REHYPE_PLUGINS, REMARK_PLUGINS, type ExtraMarkdownPlugins } from "./markdown-plugins";

export type TocEntry = { id: string; text: string; level: 1 | 2 | 3 | 4 | 5 | 6 };

const TOC_TITLE = "spis treści";
const processorFor = (extra: ExtraMarkdownPlugins) =>
  unified()
    .use(remarkParse)
    .use([...REMARK_PLUGINS, ...(extra.remark ?? [])])
    .use(remarkRehype, { allowDangerousHtml: true })
    .use([...REHYPE_PLUGINS, ...(extra.rehype ?? [])]);
const postProcessor = processorFor({});

/** `extra`: the body's own plugins (the legal documents' explicit heading ids), so the ids match it. */
export function buildToc(markdown: string, extra?: ExtraMarkdownPlugins): TocEntry[] {
  const processor = extra ? processorFor(extra) : postProcessor;
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const entries: TocEntry[] = [];
  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      const level = headingLevel(node);
      if (level) {
        const text = visibleText(node).replace(/\s+/g, " ").trim();
        const id = node.properties.id;
        // The 'Spis treści' heading still took its slug above (as in the body), it is just not listed.
        if (text && typeof id === "string" && text.toLowerCase() !== TOC_TITLE) entries.push({ id, text, level });
      } else {
        walk(node.children);
      }
    }
  };
  walk(tree.children);
  return entries;
}

function headingLevel(node: Element): TocEntry["level"] | null {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? (Number(match[1]) as TocEntry["level"]) : null;
}

/** Text as the reader sees it: raw HTML is skipped in the body, so it is skipped here too. */
function visibleText(node: ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(visibleText).join("");
  return "";
}
