// A long form's draft in localStorage (spec: admin §4 Product form drafts; §9 debounce 500 ms): the
// product form and the post editor keep theirs the same way. Browser-only: every function guards against SSR.
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

export const DRAFT_DEBOUNCE_MS = 500;

/** The stored draft as written, or null (none, unreadable, or storage disabled). */
export function readStoredDraft<T>(key: string): Partial<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function writeStoredDraft(key: string, values: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: drafts are a convenience, the form still works.
  }
}

export function removeStoredDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}

/**
 * Saves `capture(form)` 500 ms after the last change, when the tab is hidden and before unload —
 * once the user has changed something: a form only opened and left leaves no draft behind. Changes
 * made without an input event (a row added with a button, an uploaded image) are reported with `markChanged`.
 * `capture` returning null means the form holds nothing to keep (changed back as it opened): no draft.
 */
export function useFormDraftAutosave(formRef: React.RefObject<HTMLFormElement | null>, key: string, active: boolean, capture: (form: HTMLFormElement) => unknown) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changed = useRef(false);
  const save = () => {
    clearTimeout(timer.current);
    if (!changed.current || !formRef.current) return;
    const values = capture(formRef.current);
    if (values === null) removeStoredDraft(key);
    else writeStoredDraft(key, values);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  const schedule = () => {
    changed.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveRef.current(), DRAFT_DEBOUNCE_MS);
  };
  useEffect(() => {
    const form = formRef.current;
    if (!form || !active) return;
    const saveNow = () => saveRef.current();
    const onVisibility = () => document.visibilityState === "hidden" && saveNow();
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("beforeunload", saveNow);
    return () => {
      clearTimeout(timer.current);
      form.removeEventListener("input", schedule);
      form.removeEventListener("change", schedule);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("beforeunload", saveNow);
    };
  }, [formRef, key, active]);
  return {
    /** A change without an input event: the draft is saved after the same 500 ms. */
    markChanged: schedule,
    /**
     * On submitting: the draft is written now (not 500 ms later) and nothing again until the next
     * change. The form removes it once the save went through; a save lost on the way keeps it.
     */
    flush: () => {
      save();
      changed.current = false;
    },
    /** The draft was removed (saved or discarded): nothing is written until the next change. */
    forget: () => {
      clearTimeout(timer.current);
      changed.current = false;
    },
  };
}

/**
 * The draft goes only once its save went through: the action redirected, so the form is left (its
 * route unmounts, or the version-keyed form is replaced) while a sent save is still unanswered — or
 * the page itself is left once the address changed, before React got to render that (a test went on
 * the moment it did). A save refused, lost on the way or met by an ended session answers `result`
 * instead and keeps it. Not read from the navigation's short "loading" state: a slow browser never
 * rendered it (CI, session 43), and the product list reopened "Nowy produkt" with the product already
 * added. Returns what the form calls when it sends a save.
 */
export function useDraftGoesWithSave(draftKey: string, result: { ok: boolean } | null | undefined): () => void {
  const sent = useRef(false);
  const navigation = useNavigation();
  useEffect(() => {
    if (result && !result.ok) sent.current = false;
  }, [result]);
  // A link followed while the save was on its way cancels it (the draft stays).
  const leftUnsaved = navigation.state === "loading" && !navigation.formData;
  useEffect(() => {
    if (leftUnsaved) sent.current = false;
  }, [leftUnsaved]);
  useEffect(() => {
    const formPath = window.location.pathname;
    const removeIfSaved = () => {
      if (sent.current && window.location.pathname !== formPath) removeStoredDraft(draftKey);
    };
    window.addEventListener("pagehide", removeIfSaved);
    return () => {
      window.removeEventListener("pagehide", removeIfSaved);
      if (sent.current) removeStoredDraft(draftKey);
    };
  }, [draftKey]);
  return () => {
    sent.current = true;
  };
}
