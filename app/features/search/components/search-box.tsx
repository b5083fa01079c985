import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Form } from "react-router";

// spec: public §2 Search box — submit disabled while the text is empty; goes to /szukaj?q=.
export function SearchBox({ defaultValue = "" }: { defaultValue?: string }) {
  const [text, setText] = useState(defaultValue);
  const id = useId();
  return (
    <Form method="get" action="/szukaj" role="search" className="relative flex w-full max-w-xl items-center">
      <label htmlFor={id} className="sr-only">
        Szukaj produktów
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Szukaj produktów, kodów…"
        autoComplete="off"
        className="w-full rounded-full border border-slate-300 bg-white py-2 pl-4 pr-11 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
      />
      <button
        type="submit"
        disabled={text.trim() === ""}
        className="absolute right-1 rounded-full p-2 text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only">Szukaj</span>
      </button>
    </Form>
  );
}
