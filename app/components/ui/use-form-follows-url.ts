import { useEffect, useRef } from "react";

/**
 * A GET filter form's inputs are uncontrolled (the form works before hydration and without
 * JavaScript); after a link ('Wyczyść filtry') or the back button changes the URL, the route stays
 * mounted and the inputs would keep the old values, re-applied by the next 'Filtruj'. This sets
 * each named field to the value the URL now holds. `values`: field name → value from the loader.
 */
export function useFormFollowsUrl(values: Record<string, string>) {
  const ref = useRef<HTMLFormElement>(null);
  const key = JSON.stringify(values);
  useEffect(() => {
    const elements = ref.current?.elements;
    if (!elements) return;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      const element = elements.namedItem(name);
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) element.value = value;
    }
  }, [key]);
  return ref;
}
