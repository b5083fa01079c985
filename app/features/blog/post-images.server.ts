// Review (session 31): a post's images come from this site's storage, put there by the editor's
// upload. An image linked from another site loads from there for every reader (a tracker) and can
// change after the post was checked. Every image that is rendered is checked as the renderer sees it:
// the parsed markdown's image nodes and reference definitions (entities decoded), the main image and
// the collection's item images, each resolved against the site's address.
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { config } from "~/config.server";
import { storage } from "~/features/media/storage.server";

type Node = { type: string; url?: string; identifier?: string; children?: Node[] };

/** The URLs of the images the markdown renders (inline, and by reference to a definition). */
export function markdownImageUrls(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Node;
  const definitions = new Map<string, string>();
  const images: Node[] = [];
  const walk = (node: Node) => {
    if (node.type === "definition" && node.identifier && node.url !== undefined) definitions.set(node.identifier, node.url);
    if (node.type === "image" || node.type === "imageReference") images.push(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return images.map((node) => (node.type === "image" ? (node.url ?? "") : (definitions.get(node.identifier ?? "") ?? "")));
}

/** True when the image would load from this site or its storage (a path, or an address of either). */
export function isOwnImage(url: string): boolean {
  const site = new URL(`${config().appUrl}/`);
  let resolved: URL;
  try {
    resolved = new URL(url.trim(), site);
  } catch {
    return false;
  }
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") return false;
  if (resolved.origin === site.origin) return true;
  const bucket = storage().publicUrl("");
  return /^https?:\/\//i.test(bucket) && resolved.href.startsWith(new URL(bucket).href);
}

/** Whether any image of the post would load from elsewhere. */
export function hasForeignImages(post: { content: string; featuredImage: string | null; products?: readonly { image?: string | null }[] }): boolean {
  const urls = [...markdownImageUrls(post.content), post.featuredImage ?? "", ...(post.products ?? []).map((item) => item.image ?? "")];
  return urls.some((url) => url.trim() !== "" && !isOwnImage(url));
}
