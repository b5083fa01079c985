import { SpriteIcon } from "~/components/ui/sprite-icon";
import { imageSrcSet } from "~/features/media/image-variants";
import { formatMoney, keepNumbersTogether } from "~/utils/format";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useNavigate } from "react-router";
import { useLocale, useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { usePageTarget } from "~/utils/use-page-target";
import { useSuggestions, type Suggestion } from "./use-suggestions";
import { SUGGESTION_MIN_CHARS, suggestionKey, truncateSuggestion } from "../suggest-text";

// spec: public §2 Search box, §5, §7, §9 — submit disabled while empty; suggestions after the user
// typed, for 2+ characters, debounced, cached per text, at most 10, text cut at 40 characters.
// ARIA 1.2 combobox (list autocomplete): focus stays in the input, arrows move aria-activedescendant.
// Issue #15 pt 12: each suggestion shows its price, and a last option 'Zobacz wszystkie wyniki' opens
// /szukaj for the text (reachable with the arrows and Enter like the products).
// Issue #14 (ADR 099): the box is in every page's header; its utility lists are named in app.css.
/** `autoFocus`: the phone header's search, opened by its button, takes the cursor at once. */
export function SearchBox({ defaultValue = "", autoFocus = false }: { defaultValue?: string; autoFocus?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(defaultValue);
  const [interacted, setInteracted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const inputId = `${id}-pole`;
  const listId = `${id}-lista`;
  const optionId = (i: number) => `${id}-opcja-${i}`;

  const key = suggestionKey(text);
  const wanted = interacted && Array.from(key).length >= SUGGESTION_MIN_CHARS;
  const results = useSuggestions(wanted ? key : null);
  const items = results?.value ?? [];
  const showList = open && wanted && items.length > 0;
  const showEmpty = open && wanted && results !== null && results.key === key && items.length === 0;
  // The products, then the 'all results' option.
  const optionCount = items.length + 1;
  const allResultsIndex = items.length;

  // A new list starts with nothing highlighted; leaving the page closes the list (not the arrival of
  // the next page: a list typed for while it loads stays).
  const page = usePageTarget();
  useEffect(() => setActive(-1), [results]);
  useEffect(() => setOpen(false), [page]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId depends only on the stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const choose = (item: Suggestion) => {
    setOpen(false);
    navigate(`/produkt/${item.id}`);
  };
  const allResultsUrl = `/szukaj?q=${encodeURIComponent(text.trim())}`;
  const chooseAllResults = () => {
    setOpen(false);
    navigate(allResultsUrl);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0 || !wanted) return;
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : optionCount - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + optionCount + (i < 0 && step < 0 ? 1 : 0)) % optionCount);
    } else if (event.key === "Enter" && showList && active >= 0) {
      event.preventDefault();
      if (active === allResultsIndex) chooseAllResults();
      else if (items[active]) choose(items[active]);
    } else if (event.key === "Escape") {
      if (open && (showList || showEmpty)) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  return (
    <Form
      method="get"
      action="/szukaj"
      role="search"
      className="relative flex w-full max-w-xl items-center"
      onSubmit={(event) => {
        if (text.trim() === "") event.preventDefault();
        setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        autoFocus={autoFocus}
        // Issue #15 point 4: the combobox role is not allowed on type="search" (Nu checker); text + enterKeyHint.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={text}
        maxLength={100}
        onChange={(e) => {
          setText(e.target.value);
          setInteracted(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => interacted && setOpen(true)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        className="vp-search-input"
      />
      <button
        type="submit"
        // Issue #15 point 2: the server HTML submits (no JavaScript, or before hydration); the empty-text
        // rule (spec §5) applies once hydrated.
        disabled={hydrated && text.trim() === ""}
        className="vp-search-submit"
      >
        <SpriteIcon name="search" className="size-4" />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Podpowiedzi"
        hidden={!showList}
        // Keep focus in the input while a pointer picks an option (blur would close the list first).
        onMouseDown={(e) => e.preventDefault()}
        className="vp-suggestions max-h-96 overflow-auto py-1"
      >
        {showList &&
          items.map((item, i) => (
            <li
              key={item.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onClick={() => choose(item)}
              onMouseMove={() => i !== active && setActive(i)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${
                i === active
                  ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100"
                  : "text-slate-800 dark:text-slate-100"
              }`}
            >
              {item.imageUrl ? (
                <img
                  src={item.imageUrl}
                  srcSet={imageSrcSet(item.imageUrl)}
                  sizes="32px"
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-8 shrink-0 rounded object-cover"
                />
              ) : (
                <span aria-hidden className="size-8 shrink-0 rounded bg-slate-100 dark:bg-slate-800" />
              )}
              <span className="min-w-0 flex-1">
                {keepNumbersTogether(truncateSuggestion(item.title))}
                {item.code ? (
                  <span className="block font-mono text-xs text-slate-600 dark:text-slate-300">{item.code}</span>
                ) : null}
              </span>
              {item.price != null ? (
                <span className="shrink-0 whitespace-nowrap font-semibold text-slate-900 dark:text-white">
                  {formatMoney(item.price, item.currency, locale)}
                </span>
              ) : null}
            </li>
          ))}
        {showList ? (
          <li
            id={optionId(allResultsIndex)}
            role="option"
            aria-selected={active === allResultsIndex}
            onClick={chooseAllResults}
            onMouseMove={() => active !== allResultsIndex && setActive(allResultsIndex)}
            className={`cursor-pointer border-t border-slate-200 px-3 py-2 text-sm font-semibold dark:border-slate-700 ${
              active === allResultsIndex
                ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100"
                : "text-brand-700 dark:text-brand-100"
            }`}
          >
            {t("search.allResults")}
          </li>
        ) : null}
      </ul>
      {/* Suggestions match titles and codes; the search itself also reads descriptions and tags, so
          "no suggestion" is not "no product" (review, session 31): the empty box offers the full search.
          Pressing it must not blur the input first (the box would close under the pointer). */}
      <div className={showEmpty ? "vp-suggestions px-4 py-3 text-sm text-slate-700 dark:text-slate-200" : "sr-only"} onMouseDown={(e) => e.preventDefault()}>
        <div role="status">{showEmpty ? t("search.noMatches") : showList ? t("search.suggestions", { count: items.length }) : ""}</div>
        {showEmpty ? (
          <button type="submit" className="mt-2 max-w-full text-left font-semibold text-brand-700 wrap-anywhere underline-offset-2 hover:underline dark:text-brand-100">
            {t("search.searchEverywhere", { q: text.trim() })}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
