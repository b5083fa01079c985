import type { Page } from "@playwright/test";

// ADR 200 (panel) and session 40 (public pages): controls measured against WCAG 2.5.8 / the touch size.

export type Target = { name: string; width: number; height: number };

/**
 * The controls of the page (an open dialog's when there is one; else `main`, or the whole body with
 * `wholePage`) smaller than `least` px either way. A box's label takes the tap too; a link inside
 * running text is text (WCAG 2.5.8's inline exception).
 */
export async function shortTargets(page: Page, least: number, wholePage = false): Promise<Target[]> {
  return page.evaluate(([least, wholePage]) => {
    const scope = document.querySelector("dialog[open]") ?? (wholePage ? document.body : document.querySelector("main")!);
    const short: Target[] = [];
    for (const el of scope.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]")) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || el.closest("[inert]")) continue;
      const box = el.getBoundingClientRect();
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      if (right - left <= 1 || bottom - top <= 1) continue; // visually hidden
      if (el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type)) {
        for (const label of el.labels ?? []) {
          const l = label.getBoundingClientRect();
          [left, top, right, bottom] = [Math.min(left, l.left), Math.min(top, l.top), Math.max(right, l.right), Math.max(bottom, l.bottom)];
        }
      }
      const ownText = (el.textContent ?? "").trim().length;
      const inRunningText = el.tagName === "A" && getComputedStyle(el).display === "inline" && (el.parentElement?.textContent ?? "").trim().length > ownText + 10;
      if (inRunningText) continue;
      // Half a pixel of rounding (a 43.99 px box) is not a short target.
      if (right - left + 0.5 < least || bottom - top + 0.5 < least) {
        short.push({ name: (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || el.tagName).trim().slice(0, 50), width: Math.round(right - left), height: Math.round(bottom - top) });
      }
    }
    return short;
  }, [least, wholePage] as const);
}
