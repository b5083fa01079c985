import { useEffect } from "react";
import { useT } from "~/i18n/i18n";

// spec: public §8 Other, admin §8 Confirmations — inside a form with unsaved text, F5 or Ctrl/Cmd+R
// asks 'Czy na pewno chcesz odświeżyć stronę? Niezapisane zmiany zostaną utracone.' A reload from
// the browser's own button (or closing the tab) can only get the browser's prompt: browsers no
// longer show a page's text there.

/** Spread on a <form> whose typed text a reload would lose (a review, the profile). */
export const WARN_ON_RELOAD = { "data-warn-reload": "" } as const;

/**
 * While `dirty`: F5 / Ctrl+R / Cmd+R ask the reload prompt; the browser's reload button or closing
 * the tab its own prompt. `returnValue`: the text older browsers show.
 */
export function useReloadWarning(isDirty: () => boolean, returnValue: string) {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const reload = event.key === "F5" || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "r");
      if (!reload || !isDirty()) return;
      event.preventDefault();
      if (window.confirm(t("form.reloadPrompt"))) {
        window.removeEventListener("beforeunload", onBeforeUnload);
        window.location.reload();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = returnValue;
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [isDirty, returnValue, t]);
}

/**
 * Once, in the root: every form marked WARN_ON_RELOAD is unsaved from the visitor's first change until
 * it is reset or leaves the page, as the review and profile forms do once saved. Not at sending: a
 * check in the browser may stop the sending, and the text is lost until the answer has come.
 */
export function useReloadWarningForMarkedForms() {
  const t = useT();
  useEffect(() => {
    const changed = new Set<HTMLFormElement>();
    const onInput = (event: Event) => {
      const form = (event.target as Element | null)?.closest?.("form[data-warn-reload]");
      if (event.isTrusted && form instanceof HTMLFormElement) changed.add(form);
    };
    const onReset = (event: Event) => {
      if (event.target instanceof HTMLFormElement) changed.delete(event.target);
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("reset", onReset, true);
    dirtyForms = () => {
      for (const form of changed) if (!form.isConnected) changed.delete(form);
      return changed.size > 0;
    };
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("reset", onReset, true);
      dirtyForms = () => false;
    };
  }, []);
  useReloadWarning(anyMarkedFormDirty, t("form.reloadPrompt"));
}

let dirtyForms: () => boolean = () => false;
const anyMarkedFormDirty = () => dirtyForms();
