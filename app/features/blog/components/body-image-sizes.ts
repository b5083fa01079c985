import type { Element, Root, RootContent } from "hast";
import { imageSrcSet } from "~/features/media/image-variants";

// ADR 189: a stored image in a post's text column (at most 48rem wide) takes the copy its width needs
// (ADR 086) instead of the original. A rehype step, so the once-per-save rendering (ADR 085) carries it.
export const BODY_IMAGE_SIZES = "(min-width: 1024px) 48rem, 100vw";

function visit(node: Root | RootContent): void {
  if (node.type === "element") {
    const image = node as Element;
    const src = image.tagName === "img" ? image.properties.src : undefined;
    const srcSet = typeof src === "string" ? imageSrcSet(src, { withOriginal: true }) : undefined;
    if (srcSet) Object.assign(image.properties, { srcSet, sizes: BODY_IMAGE_SIZES });
  }
  if ("children" in node) node.children.forEach(visit);
}

export function rehypeBodyImageSizes() {
  return (tree: Root) => visit(tree);
}
