// ADR 172: what a legal document adds to the site's markdown renderer (~/components/ui/markdown) —
// explicit heading ids, the page's structure (a lead, then one labelled <section> per h2, tables with
// row headers in a focusable scrolling frame) and the facts the code owns ({{okres-…}}). Browser-safe:
// the editor's preview runs the same plugins as the save.
import type { Element, ElementContent, Root, RootContent, Text } from "hast";
import type { Heading, Root as MdRoot, RootContent as MdContent } from "mdast";
import type { PluggableList } from "unified";
import type { ExtraMarkdownPlugins } from "~/utils/markdown-plugins";
import { buildToc } from "~/utils/markdown-toc";
import type { TocItem } from "./document-types";

// "## §5. Linki afiliacyjne {#linki-afiliacyjne}": the anchor stays when the title changes, and the
// anchors the pages had before they became documents (/regulamin#linki-afiliacyjne) still work.
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

function remarkHeadingIds() {
  return (tree: MdRoot) => {
    const visit = (nodes: MdContent[]) => {
      for (const node of nodes) {
        if (node.type === "heading") setExplicitId(node);
        else if ("children" in node) visit(node.children as MdContent[]);
      }
    };
    visit(tree.children);
  };
}

function setExplicitId(heading: Heading) {
  const last = heading.children.at(-1);
  if (last?.type !== "text") return;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return;
  last.value = last.value.slice(0, match.index);
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1] } };
}

export type DocumentPart = "intro" | "body";

/** The text before the first h2 (the lead, shown under the title) or the sections from it on. */
function rehypeDocumentLayout({ part }: { part: DocumentPart }) {
  return (tree: Root) => {
    const first = tree.children.findIndex((n) => isHeading(n, "h2"));
    const cut = first === -1 ? tree.children.length : first;
    if (part === "intro") {
      tree.children = tree.children.slice(0, cut);
      return;
    }
    const sections: Element[] = [];
    for (const node of tree.children.slice(cut)) {
      if (isHeading(node, "h2")) sections.push(element("section", { ariaLabelledBy: node.properties.id ? [String(node.properties.id)] : [] }, [node]));
      else sections.at(-1)?.children.push(node as ElementContent);
    }
    for (const section of sections) frameTables(section, `Tabela: ${textOf(section.children[0]!)}`);
    tree.children = sections;
  };
}

// ADR 172: the first cell of a body row names the row (a shop, a purpose), and a table wider than a
// phone scrolls inside a frame the keyboard can reach, named after its section ("Tabela: 3. Cele…":
// the section itself is a region named by its heading, and two landmarks must not share a name).
function frameTables(parent: Element, label: string) {
  parent.children = parent.children.map((child) => {
    if (child.type !== "element") return child;
    if (child.tagName !== "table") {
      frameTables(child, label);
      return child;
    }
    for (const body of child.children) {
      if (body.type !== "element" || body.tagName !== "tbody") continue;
      for (const row of body.children) {
        const cell = row.type === "element" ? row.children.find((c): c is Element => c.type === "element") : undefined;
        if (cell?.tagName === "td") {
          cell.tagName = "th";
          cell.properties = { ...cell.properties, scope: "row" };
        }
      }
    }
    return element("div", { className: ["vp-document-table", "vp-scroll-cue"], role: "region", tabIndex: 0, ariaLabel: label }, [child]);
  });
}

const textOf = (node: ElementContent): string => (node.type === "text" ? node.value : node.type === "element" ? node.children.map(textOf).join("") : "");
const isHeading = (node: RootContent, tag: string): node is Element => node.type === "element" && node.tagName === tag;
const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({ type: "element", tagName, properties, children });

// ADR 172: facts the code owns are written as {{name}} and shown as their value in a marked span, so
// the page can refresh them from the code at display (document-facts.ts).
export const FACT_TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

function rehypeFacts({ facts }: { facts: Readonly<Record<string, string>> }) {
  return (tree: Root) => {
    const visit = (parent: { children: ElementContent[] }) => {
      parent.children = parent.children.flatMap((node) => {
        if (node.type === "text") return withFacts(node, facts);
        if (node.type === "element") visit(node);
        return [node];
      });
    };
    visit(tree as unknown as { children: ElementContent[] }); // the root's doctype never holds text
  };
}

function withFacts(node: Text, facts: Readonly<Record<string, string>>): ElementContent[] {
  const out: ElementContent[] = [];
  let from = 0;
  for (const match of node.value.matchAll(FACT_TOKEN)) {
    const value = facts[match[1]!];
    if (value === undefined) continue; // refused at save; the preview shows it as typed
    out.push({ type: "text", value: node.value.slice(from, match.index) });
    out.push(element("span", { dataFakt: match[1] }, [{ type: "text", value }]));
    from = match.index + match[0].length;
  }
  if (out.length === 0) return [node];
  out.push({ type: "text", value: node.value.slice(from) });
  return out.filter((n) => n.type !== "text" || n.value !== "");
}

/** The plugins of one part of a document, with the facts' values. */
export function documentPlugins(part: DocumentPart, facts: Readonly<Record<string, string>>): ExtraMarkdownPlugins {
  const rehype: PluggableList = [[rehypeFacts, { facts }], [rehypeDocumentLayout, { part }]];
  return { remark: [remarkHeadingIds], rehype };
}

/** What the table of contents needs to see the same heading ids. */
export const DOCUMENT_TOC_PLUGINS: ExtraMarkdownPlugins = { remark: [remarkHeadingIds] };

/**
 * The table of contents' titles with the facts' values, as the headings show them (stored with the
 * markers, filled at display like the HTML: "Sekcja 2 {{obowiazuje-od}}" was listed as typed, session 38).
 */
export function tocWithFacts(toc: readonly TocItem[], facts: Readonly<Record<string, string>>): TocItem[] {
  return toc.map((item) => ({ ...item, title: item.title.replace(FACT_TOKEN, (token, name: string) => facts[name] ?? token) }));
}

/** "Spis treści": the sections (h2), as the pages listed them before they became documents. */
export function documentToc(body: string): TocItem[] {
  return buildToc(body, DOCUMENT_TOC_PLUGINS)
    .filter((e) => e.level === 2)
    .map((e) => ({ id: e.id, title: e.text }));
}
