// ADR 186: an image in a post's text is read to blind readers by its description (the markdown alt).
// The editor inserts an uploaded image as `![Opis obrazu](/uploads/…)` with the words selected to be
// typed over; saved as they are, the public post said "Opis obrazu" for every picture. A post that is
// or becomes public may not carry such an image, nor one whose description was deleted (`![](…)`).
// Browser-safe: the editor checks before sending, the save and every publishing write check again.
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { SECTION_HEADINGS } from "./sections";

/** The placeholder the editor inserts, in each of its languages (editor.bodyImages.alt, pl and en; a test holds them equal). */
export const IMAGE_ALT_PLACEHOLDERS = ["Opis obrazu", "Image description"] as const;

export const DESCRIBE_IMAGE = "Opisz obraz: zamień „Opis obrazu” na to, co widać na zdjęciu — tak przeczytają go czytelnicy niewidomi.";
export const EMPTY_IMAGE_DESCRIPTION = "Opisz obraz: w nawiasach kwadratowych ![…] wpisz, co widać na zdjęciu — tak przeczytają go czytelnicy niewidomi.";
/** The refusal of a write that publishes the stored text (list toggle, "Opublikuj", a restore): no field to mark. */
export const UNDESCRIBED_IMAGES = "Wpis ma obraz bez opisu (z „Opis obrazu” albo pustym). Opisz obrazy w edytorze przed publikacją — tak przeczytają je czytelnicy niewidomi.";
/** ADR 186: a draft may keep them; the save says what publishing will ask for. */
export const SAVED_WITH_UNDESCRIBED_IMAGES = "Wpis został zapisany. Zanim go opublikujesz, opisz obrazy: zamień „Opis obrazu” na to, co widać na zdjęciu.";

type Node = { type: string; alt?: string | null; children?: Node[] };
const placeholders = new Set(IMAGE_ALT_PLACEHOLDERS.map((text) => text.toLocaleLowerCase("pl-PL")));

/**
 * What is wrong with the descriptions of the images the markdown renders (parsed as the renderer
 * parses it: an image in a code block is text): "placeholder" when one still says "Opis obrazu",
 * else "empty" when one has none, else null.
 */
export function undescribedImage(markdown: string): "placeholder" | "empty" | null {
  if (!markdown.includes("![")) return null; // every image, inline or by reference, starts so
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Node;
  let found: "placeholder" | "empty" | null = null;
  const walk = (node: Node) => {
    if (node.type === "image" || node.type === "imageReference") {
      const alt = (node.alt ?? "").replace(/\s+/g, " ").trim();
      if (placeholders.has(alt.toLocaleLowerCase("pl-PL"))) found = "placeholder";
      else if (!alt) found ??= "empty";
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** The editor's text fields, as the form names them: the body, or each section. */
function contentFields(form: FormData): [string, string][] {
  const names = form.get("contentMode") === "body" ? ["body"] : SECTION_HEADINGS.map(([key]) => `section.${key}`);
  return names.map((name) => [name, String(form.get(name) ?? "")]);
}

/** Each text field of the form with an image that is not described, and what to do about it. */
export function imageDescriptionErrors(form: FormData): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, text] of contentFields(form)) {
    const problem = undescribedImage(text);
    if (problem) errors[name] = problem === "placeholder" ? DESCRIBE_IMAGE : EMPTY_IMAGE_DESCRIPTION;
  }
  return errors;
}
