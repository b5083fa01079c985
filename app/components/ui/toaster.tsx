// Deep icon imports in the app shell (ADR 099, vite.config.ts appShell), not the "lucide-react" barrel.
import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import X from "lucide-react/icons/x";
import XCircle from "lucide-react/icons/circle-x";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useRouteLoaderData } from "react-router";
import { useMessage, useT } from "~/i18n/i18n";

export type ToastType = "success" | "error" | "info";
/** `showMs`: how long it stays unless the pointer or the focus is on it; null: until it is closed. */
export type ToastMessage = { id: number; type: ToastType; message: string; showMs?: number | null };

const SHOW_MS = 5000;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/**
 * A new attempt supersedes the errors of the last one: a form sent again whose answer leaves the page as it
 * is (a download) would otherwise keep saying it failed (review, session 49).
 */
export function dismissErrorToasts(): void {
  toasts = toasts.filter((t) => t.type !== "error");
  emit();
}

/** Errors stay until closed: only the newest few, so they never grow past the screen (hostile review). */
export const MAX_ERROR_TOASTS = 3;

/** The list with `toast` last; the same message again (a second save) replaces the one on screen. */
export function withToast(list: ToastMessage[], toast: ToastMessage): ToastMessage[] {
  const others = list.filter((t) => t.type !== toast.type || t.message !== toast.message);
  const errors = others.filter((t) => t.type === "error");
  const dropped = toast.type === "error" ? new Set(errors.slice(0, Math.max(0, errors.length - (MAX_ERROR_TOASTS - 1)))) : new Set<ToastMessage>();
  return [...others.filter((t) => !dropped.has(t)), toast];
}

// Session 32 review: an error shown only in a toast that went away after five seconds could be
// missed (and was announced politely, like a success). Errors stay until closed, and are alerts.
function push(type: ToastType, message: string, showMs = SHOW_MS) {
  const id = nextId++;
  toasts = withToast(toasts, { id, type, message, showMs: type === "error" ? null : showMs });
  emit();
}

/** How long a success or info toast stays; default 5 s (the spec's 3 s messages pass `{ showMs: 3000 }`). */
export type ToastOptions = { showMs?: number };

/** Shows a toast from the browser, e.g. after a fetcher finished: `const toast = useToast(); toast.success("Zapisano.")`. */
export function useToast() {
  return {
    success: (m: string, o?: ToastOptions) => push("success", m, o?.showMs),
    error: (m: string, o?: ToastOptions) => push("error", m, o?.showMs),
    info: (m: string, o?: ToastOptions) => push("info", m, o?.showMs),
  };
}

const ICONS = { success: CheckCircle2, error: XCircle, info: Info };
const TONES = {
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
};

/**
 * The topmost open modal <dialog>, or null: everything outside it is inert and drawn beneath it. A dialog
 * marked `data-no-toasts` (the photo viewer, whose close button they covered) leaves them beneath.
 */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll("dialog[open]")].filter((d): d is HTMLDialogElement => d.matches(":modal"));
  const top = open.at(-1) ?? null;
  return top && !top.hasAttribute("data-no-toasts") ? top : null;
}

/**
 * Session 37 review: a save that keeps its dialog open ("Zapisz i zostań", a role taken away) showed
 * its toast beneath the modal, hidden on a phone and, being outside the modal, never announced. While
 * a modal dialog is open the toasts are shown inside it, in live regions made as it opens (empty), so
 * a message that arrives is announced.
 */
function useModalHost(): { host: HTMLDialogElement | null; slot: HTMLElement | null } {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const update = () => {
      const top = topModalDialog();
      setHost(top);
      setSlot(top?.querySelector<HTMLElement>("[data-toast-slot]") ?? null);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);
  return { host, slot };
}

/**
 * Spread on an empty element near a dialog's own buttons (its footer): the toasts shown while the
 * dialog is open go there, in the flow beside what was pressed, instead of over the dialog's top edge,
 * where for 5 s they covered its title and its close button (review, session 42). A dialog without
 * one shows them fixed at the top of the screen.
 */
export const TOAST_SLOT = { "data-toast-slot": "" } as const;

/** The slot's room around a shown toast (slot > region > live region > toast), never hidden: a live region must stay rendered to be read out. */
export const TOAST_SLOT_GAP = { below: "[&:has(>div>div>div)]:mb-3", above: "[&:has(>div>div>div)]:mt-4" } as const;

/** A toast that moves within this time of first being shown (a dialog closing as it saves) is announced again where it lands. */
const MOVE_GRACE_MS = 1000;

/**
 * Whether each toast was already announced in another place: moved with its dialog's opening or closing,
 * it is shown outside the live regions, or screen readers would say it (an error alert) once more on every
 * move. The record of the place it was first shown is kept per toast id.
 */
function useAnnouncedElsewhere(host: HTMLDialogElement | null, shown: ToastMessage[]) {
  const seen = useRef(new Map<number, { host: HTMLDialogElement | null; at: number }>());
  const ids = new Set(shown.map((toast) => toast.id));
  for (const id of seen.current.keys()) if (!ids.has(id)) seen.current.delete(id);
  // A dialog opened after a success was shown and read elsewhere does not take it along: "Rola została
  // przypisana" stood in the next "Odebranie roli" question (spec review, session 39). Errors still follow.
  useEffect(() => {
    if (!host) return;
    const now = Date.now();
    for (const toast of toasts) {
      const first = seen.current.get(toast.id);
      if (toast.type !== "error" && first && first.host !== host && now - first.at >= MOVE_GRACE_MS) dismiss(toast.id);
    }
  }, [host]);
  return (toast: ToastMessage): boolean => {
    const first = seen.current.get(toast.id);
    const now = Date.now();
    if (!first) seen.current.set(toast.id, { host, at: now });
    else if (first.host !== host) {
      if (now - first.at >= MOVE_GRACE_MS) return true;
      seen.current.set(toast.id, { host, at: first.at });
    }
    return false;
  };
}

// Where toasts are drawn: the page's bottom edge; in a dialog its slot (in the flow: the slot makes
// room only while one is shown, TOAST_SLOT_GAP) or else its top edge, as its save buttons sit at the bottom.
const PLACES = {
  page: "fixed inset-x-0 bottom-4 z-50 items-center px-4 sm:items-end",
  dialog: "fixed inset-x-0 top-4 z-50 items-center px-4 sm:items-end",
  slot: "items-end",
};

/**
 * Rendered once in root: shows the server's flash toast (root loader `toast`, from
 * `redirectWithToast`) and those from `useToast`. The page's polite live region is always present;
 * an open modal dialog gets its own (ADR 196).
 */
export function Toaster() {
  const flash = useRouteLoaderData<{ toast: { type: ToastType; message: string } | null }>("root")?.toast ?? null;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (flash) push(flash.type, flash.message);
  }, [flash]);
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => [] as ToastMessage[],
  );
  // While the pointer or the focus is on a toast, none of them goes away (WCAG 2.2.1).
  const [held, setHeld] = useState(false);
  // Server-rendered toasts are visible even before hydration (no JavaScript needed).
  const shown = !hydrated && flash ? [{ id: 0, ...flash }] : list;
  const { host, slot } = useModalHost();
  const announcedElsewhere = useAnnouncedElsewhere(host, shown);
  const moved = new Set(shown.filter(announcedElsewhere).map((toast) => toast.id));
  const item = (toast: ToastMessage) => <ToastItem key={toast.id} toast={toast} held={held} />;
  const region = (place: keyof typeof PLACES, here: ToastMessage[]) => (
    <div
      data-in-dialog={place === "page" ? undefined : ""}
      className={`vp-toaster pointer-events-none flex flex-col gap-2 ${PLACES[place]}`}
      onMouseOver={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {/* Toasts already read out where they were first shown: a status that stays silent, so they are
          still inside a live region (axe's "region" rule) without being announced twice. */}
      {here.some((toast) => moved.has(toast.id)) ? (
        <div role="status" aria-live="off" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {here.filter((toast) => moved.has(toast.id)).map(item)}
        </div>
      ) : null}
      {/* Successes in a polite region that is always present; errors as an alert, added with its text. */}
      {here.some((toast) => toast.type === "error" && !moved.has(toast.id)) ? (
        <div role="alert" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {here.filter((toast) => toast.type === "error" && !moved.has(toast.id)).map(item)}
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {here.filter((toast) => toast.type !== "error" && !moved.has(toast.id)).map(item)}
      </div>
    </div>
  );
  // The page's region stays in place (emptied while a dialog holds the toasts), so its live region is
  // never made anew with a message already in it.
  return (
    <>
      {region("page", host ? [] : shown)}
      {host ? createPortal(region(slot ? "slot" : "dialog", shown), slot ?? host) : null}
    </>
  );
}

function ToastItem({ toast, held }: { toast: ToastMessage; held: boolean }) {
  const t = useT();
  const message = useMessage();
  const Icon = ICONS[toast.type];
  const { id, showMs = SHOW_MS } = toast;
  useEffect(() => {
    if (held || showMs === null || id === 0) return;
    const timer = setTimeout(() => dismiss(id), showMs);
    return () => clearTimeout(timer);
  }, [held, showMs, id]);
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-xl border px-4 py-3 text-sm shadow-lg ${TONES[toast.type]}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 font-medium">{message(toast.message)}</p>
      {toast.id !== 0 && (
        <button
          type="button"
          onClick={() => dismiss(toast.id)}
          className="-my-1 rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="size-4" />
          <span className="sr-only">{t("toast.close")}</span>
        </button>
      )}
    </div>
  );
}
