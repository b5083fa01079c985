import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { suggestionKey } from "~/features/search/suggest-text";
import { useT } from "~/i18n/i18n";
import { PANEL_QUERY_MAX_CHARS, PANEL_SEARCH_PATH, PANEL_SUGGESTION_MIN_CHARS, panelSearchHref } from "../panel-search";
import { GROUP_LABEL, ItemMarks, useItemDetail, useSearchScope } from "./panel-search-parts";
import { useSlashShortcut } from "./use-slash-shortcut";
import { usePanelSuggestions } from "./use-panel-suggestions";

// ADR 208: "Szukaj w panelu" in the panel's header, on every panel page. A plain GET form to
// /admin/szukaj (works without JavaScript); with it, an ARIA 1.2 combobox (list autocomplete, as the
// public SearchBox: focus stays in the field, the arrows move aria-activedescendant) listing each
// group's first rows. Enter on a row opens it, Enter with none chosen opens the results page, Escape
// closes the list; "/" anywhere outside a text field puts the cursor here.
export function PanelSearchBox() {
  const t = useT();
  const scope = useSearchScope();
  const location = useLocation();
  const navigate = useNavigate();
  const onResults = location.pathname === PANEL_SEARCH_PATH;
  const current = onResults ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [text, setText] = useState(current);
  const [interacted, setInteracted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = { input: `${id}-pole`, list: `${id}-lista`, description: `${id}-opis`, option: (i: number) => `${id}-opcja-${i}` };
  useSlashShortcut(inputRef);

  // The results page's own text stays in the field; another page starts empty.
  useEffect(() => {
    setText(current);
    setInteracted(false);
  }, [current]);
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const key = suggestionKey(text);
  const wanted = interacted && Array.from(key).length >= PANEL_SUGGESTION_MIN_CHARS;
  const results = usePanelSuggestions(wanted ? key : null);
  const fresh = results !== null && results.key === key;
  const groups = fresh ? results.value.filter((g) => g.items.length > 0) : [];
  const options = groups.flatMap((g) => g.items.map((item) => ({ group: g.key, item })));
  const allIndex = options.length;
  const optionCount = options.length + 1;
  const showList = open && wanted && options.length > 0;
  const showEmpty = open && wanted && fresh && options.length === 0;
  const detailOf = useItemDetail();

  useEffect(() => setActive(-1), [results]);
  useEffect(() => {
    if (active >= 0) document.getElementById(ids.option(active))?.scrollIntoView({ block: "nearest" });
    // ids.option depends only on the stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    navigate(href);
  };
  const choose = (i: number) => go(i === allIndex ? panelSearchHref(text) : options[i]!.item.href);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!wanted || options.length === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      if (!showList) {
        setOpen(true);
        setActive(down ? 0 : optionCount - 1);
        return;
      }
      setActive((i) => (i < 0 ? (down ? 0 : optionCount - 1) : (i + (down ? 1 : -1) + optionCount) % optionCount));
    } else if (event.key === "Enter" && showList && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && open && (showList || showEmpty)) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let index = -1;
  return (
    <Form method="get" action={PANEL_SEARCH_PATH} role="search" aria-label={t("admin.search.label")} className="relative flex w-full items-center sm:max-w-sm" onSubmit={() => setOpen(false)}>
      <label htmlFor={ids.input} className="sr-only">
        {t("admin.search.label")}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        name="q"
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={ids.list}
        aria-activedescendant={showList && active >= 0 ? ids.option(active) : undefined}
        aria-describedby={ids.description}
        aria-keyshortcuts="/"
        value={text}
        maxLength={PANEL_QUERY_MAX_CHARS}
        onChange={(event) => {
          setText(event.target.value);
          setInteracted(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => interacted && setOpen(true)}
        placeholder={t("admin.search.placeholder")}
        autoComplete="off"
        // ADR 200: 44 px high on a touch screen, as every panel control.
        className="vp-search-input pointer-coarse:min-h-11"
      />
      <span id={ids.description} className="sr-only">
        {t("admin.search.description", { groups: scope.groups })}
      </span>
      <button type="submit" className="vp-search-submit">
        <Search aria-hidden className="size-4" />
        <span className="sr-only">{t("admin.search.submit")}</span>
      </button>
      <div
        id={ids.list}
        role="listbox"
        aria-label={t("admin.search.listLabel")}
        hidden={!showList}
        // Keep focus in the field while a pointer picks a row (a blur would close the list first).
        onMouseDown={(event) => event.preventDefault()}
        className="vp-suggestions max-h-[70vh] overflow-auto py-1"
      >
        {showList
          ? groups.map((group) => (
              <div key={group.key} role="group" aria-labelledby={`${id}-grupa-${group.key}`}>
                <div role="presentation" id={`${id}-grupa-${group.key}`} className="px-3 pt-2 pb-1 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                  {t(GROUP_LABEL[group.key])}
                </div>
                {group.items.map((item) => {
                  index += 1;
                  const i = index;
                  const detail = detailOf(group.key, item);
                  return (
                    <div
                      key={item.id}
                      id={ids.option(i)}
                      role="option"
                      aria-selected={i === active}
                      onClick={() => choose(i)}
                      onMouseMove={() => i !== active && setActive(i)}
                      className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100" : "text-slate-800 dark:text-slate-100"}`}
                    >
                      <span className="wrap-anywhere">{item.title}</span>
                      <ItemMarks marks={item.marks} />
                      {detail ? <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{detail}</span> : null}
                    </div>
                  );
                })}
              </div>
            ))
          : null}
        {showList ? (
          <div
            id={ids.option(allIndex)}
            role="option"
            aria-selected={active === allIndex}
            onClick={() => choose(allIndex)}
            onMouseMove={() => active !== allIndex && setActive(allIndex)}
            className={`cursor-pointer border-t border-slate-200 px-3 py-2 text-sm font-semibold wrap-anywhere dark:border-slate-700 ${active === allIndex ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100" : "text-brand-700 dark:text-brand-100"}`}
          >
            {t("admin.search.allResults", { q: text.trim() })}
          </div>
        ) : null}
      </div>
      <div className={showEmpty ? "vp-suggestions px-4 py-3 text-sm text-slate-700 dark:text-slate-200" : "sr-only"}>
        <div role="status">{showEmpty ? t("admin.search.noMatches") : showList ? t("admin.search.suggestions", { count: options.length }) : ""}</div>
      </div>
    </Form>
  );
}
