// A list of tags typed one at a time (spec: admin §3 Product "Tags are added with an add action or
// Enter"): the product form and the post editor. Enter or the button adds what was typed (a comma
// separates several), each tag is posted as a hidden field of `name`, and the typed-but-not-added text is
// posted too, so a save never loses it (the server normalises and de-duplicates the list). Enter never
// saves the form from here: an editor used to adding tags with Enter would save a half-typed draft.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { errorTextClass, inputClass, labelClass, secondaryButtonClass } from "./classes";
import { useMessage } from "~/i18n/i18n";
import { focusIfLost } from "./use-delete-answer";

export type TagListTexts = { legend: string; newTag: string; add: string; list: string; remove: (tag: string) => string };

type Props = {
  name: string;
  /** The text field's id (the first control a failed save focuses when this list is refused). */
  inputId: string;
  initial: readonly string[];
  /** The list as the server will store it: cleaned, split, de-duplicated. */
  normalize: (tags: readonly string[]) => string[];
  /** The most characters one tag may have, where the rule cuts rather than refuses (products). */
  maxLength?: number;
  texts: TagListTexts;
  onChange: () => void;
  error?: string | null;
};

export function TagListField({ name, inputId, initial, normalize, maxLength, texts, onChange, error }: Props) {
  const message = useMessage();
  const [tags, setTags] = useState<string[]>(() => normalize(initial));
  const [typed, setTyped] = useState("");
  const errorId = `${inputId}-blad`;
  // The removed tag's button is gone with it: the focus goes to the tag now in its place (or the last one,
  // or the text field when none is left), not to <body> (phone review, session 50).
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAfterRemove.current;
    if (at === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll("button") ?? [];
    focusIfLost(buttons[Math.min(at, buttons.length - 1)] ?? document.getElementById(inputId));
  }, [tags, inputId]);

  function add() {
    setTags(normalize([...tags, typed]));
    setTyped("");
    onChange();
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{texts.legend}</legend>
      {tags.map((tag) => (
        <input key={tag} type="hidden" name={name} value={tag} />
      ))}
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {texts.newTag}
        </label>
        <input
          id={inputId}
          name={name}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={onKey}
          className={inputClass}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="button" onClick={add} className={`${secondaryButtonClass} shrink-0 whitespace-nowrap`}>
          {texts.add}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={errorTextClass}>
          {message(error)}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul ref={listRef} className="flex flex-wrap gap-2" aria-label={texts.list}>
          {tags.map((tag, at) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm dark:bg-slate-800">
              {tag}
              <button
                type="button"
                onClick={() => {
                  focusAfterRemove.current = at;
                  setTags(tags.filter((other) => other !== tag));
                  onChange();
                }}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 dark:hover:bg-slate-700"
                aria-label={texts.remove(tag)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
