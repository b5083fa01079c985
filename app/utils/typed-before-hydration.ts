// Hydration starts after the first paint (entry.client), and on a slow phone or connection the page
// takes key presses and clicks for a second or more before React owns it. React then resets a
// controlled field to its state: the product form's title, the header's search box, a review's stars
// (a 2-star review was posted as 5) or the rows ticked in an admin table lost what the visitor had
// done, silently. What they changed is read just before hydrating and replayed afterwards as their
// own input, so each field's onChange sees it (state, autosave, dirty marks), controlled or not.
//
// Only fields the visitor touched count (TOUCHED_FIELDS_SCRIPT notes every input and change event
// from the first byte of the page): a value the browser restored on reload or back, or a select
// whose value matches none of its options, differs from the HTML too, and replaying it opened the
// suggestions, marked an untouched form unsaved or submitted a list control (review, session 25).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Changed = { field: Field; locate: string | null; value: string; initial: string; checked: boolean };
type TouchedWindow = Window & { __vpTouched?: WeakSet<EventTarget> };

/** Inline in <head> (root Layout, with the CSP nonce): runs before any field can be typed into. */
export const TOUCHED_FIELDS_SCRIPT =
  "(function(){var s=window.__vpTouched=new WeakSet(),n=function(e){e.target&&s.add(e.target)};document.addEventListener('input',n,true);document.addEventListener('change',n,true)})()";

const TEXT_INPUTS = new Set(["text", "search", "email", "password", "tel", "url", "number"]);
const CHOICES = new Set(["checkbox", "radio"]);
let changed: Changed[] = [];

const serverValue = (field: Field): string =>
  field instanceof HTMLSelectElement ? ([...field.options].find((option) => option.defaultSelected)?.value ?? "") : field.defaultValue;

function changedByVisitor(field: Element, touched: WeakSet<EventTarget>): field is Field {
  if (!touched.has(field)) return false;
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (!(field instanceof HTMLInputElement)) return false;
  if (CHOICES.has(field.type)) return field.checked !== field.defaultChecked;
  return TEXT_INPUTS.has(field.type) && field.value !== field.defaultValue;
}

// A field may be mounted afresh once an earlier replay changed state (the code generator's type list
// is keyed by the category): its successor is found by id, or by form, name and value. Attributes,
// not properties: a form holding <input name="id"> answers `form.id` with that input.
function locatorOf(field: Field): string | null {
  const id = field.getAttribute("id");
  if (id) return `#${CSS.escape(id)}`;
  const name = field.getAttribute("name");
  if (!name) return null;
  const radio = field instanceof HTMLInputElement && CHOICES.has(field.type) ? `[value="${CSS.escape(field.value)}"]` : "";
  const formId = field.form?.getAttribute("id");
  return `${formId ? `#${CSS.escape(formId)} ` : ""}[name="${CSS.escape(name)}"]${radio}`;
}

/** Called just before hydrateRoot: remembers every field the visitor changed from the server's HTML. */
export function rememberTypedValues(doc: Document): void {
  const touched = (doc.defaultView as TouchedWindow | null)?.__vpTouched;
  if (!touched) return;
  changed = [...doc.querySelectorAll("input, textarea, select")]
    .filter((field): field is Field => changedByVisitor(field, touched))
    .map((field) => ({ field, locate: locatorOf(field), value: field.value, initial: serverValue(field), checked: field instanceof HTMLInputElement && field.checked }));
}

// React puts a controlled field back to its state at its next render, not always at hydration: a
// change is replayed whether or not the field still shows it — unless the field shows something
// newer (typed during hydration, which React itself handled: replaying the older text would undo it).
function replay({ field, value, initial, checked }: Changed): void {
  if (field instanceof HTMLSelectElement) {
    if (field.value !== value && field.value !== initial) return;
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && CHOICES.has(field.type)) {
    // A radio is unticked by ticking another: only the ticked one of a group is replayed.
    if (field.type === "radio" && !checked) return;
    // A click is what React listens to; the opposite state first (through the element's own setter,
    // which React watches) so the click lands on the visitor's state and counts as a change. The
    // handlers set the state the box shows (data-table), so a replay on a box already in it is harmless.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field.value !== value && field.value !== initial) return;
  // React keeps the last value it saw on the element itself: through that setter first, so the
  // visitor's value counts as a change, then through the prototype's, as a key press would.
  field.value = "";
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Called once React has committed the first render: gives each remembered change back, in page order. */
export async function replayTypedValues(): Promise<void> {
  const pending = changed;
  changed = [];
  for (const entry of pending) {
    const field = entry.field.isConnected ? entry.field : entry.locate ? document.querySelector<Field>(entry.locate) : null;
    if (!field) continue;
    try {
      replay({ ...entry, field });
    } catch {
      // One field that cannot take its value back (gone, read-only) does not stop the others.
    }
    // React renders the state this change set (in a microtask) before the next field is replayed.
    await Promise.resolve();
  }
}
