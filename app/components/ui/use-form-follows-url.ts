import { useEffect, useRef } from "react";

/**
 * A GET filter form's inputs are uncontrolled (the form works before hydration and without
 * JavaScript); after a link ('Wyczyść filtry') or the back button changes the URL, the route stays
 * mounted and the inputs would keep the old values, re-applied by the next 'Filtruj'. This sets
 * each named field to the value the URL now holds, without remounting (focus stays put).
 * `values`: field name → the loader's value; a list names the ticked checkboxes of that name.
 * A select takes its option regardless of case (a URL may carry 'Recenzja' for 'recenzja').
 */
export function useFormFollowsUrl(values: Record<string, string | readonly string[]>) {
  const ref = useRef<HTMLFormElement>(null);
  const key = JSON.stringify(values);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string | string[]>)) {
      if (Array.isArray(value)) {
        form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((box) => (box.checked = value.includes(box.value)));
        continue;
      }
      const element = form.elements.namedItem(name);
      if (element instanceof HTMLInputElement) element.value = value;
      if (element instanceof HTMLSelectElement) {
        element.value = [...element.options].find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? "";
      }
    }
  }, [key]);
  return ref;
}
