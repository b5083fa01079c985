// Hydration starts after the first paint (entry.client), and on a slow phone or connection the page
// takes key presses for a second or more before React owns it. React then resets a controlled field
// to its state: the product form's title, the header's search box or a sign-up field lost what had
// been typed, silently (a browser test found a title typed before hydration gone, the save refused).
// What the visitor typed is read just before hydrating and replayed afterwards as their own input,
// so each field's onChange sees it (state, autosave, dirty marks) whether the field is controlled
// or not.

type Typed = { field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };

// Text-like fields only: a replayed click on a checkbox could submit a form (the list's toggles).
const TEXT_INPUTS = new Set(["text", "search", "email", "password", "tel", "url", "number"]);
let typed: Typed[] = [];

function changedByVisitor(field: Element): field is Typed["field"] {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLInputElement) return TEXT_INPUTS.has(field.type) && field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/** Called just before hydrateRoot: remembers every field whose value differs from the server's HTML. */
export function rememberTypedValues(doc: Document): void {
  typed = [...doc.querySelectorAll("input, textarea, select")].filter(changedByVisitor).map((field) => ({ field, value: field.value }));
}

/** Called once React has committed the first render: gives each remembered value back as input. */
export function replayTypedValues(): void {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    // React keeps the last value it saw on the element itself: through that setter first, so the
    // visitor's value counts as a change, then through the prototype's, as a key press would.
    field.value = "";
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed = [];
}
