// ADR 114: a signed-in visitor without admin permissions gets the page the cache keeps for every such
// member (rendered without anyone's data), with their own part appended at the end of the HTML as
// a JSON data block: who they are and, on a product page, what they have done with the product.
// The browser reads it before hydrating; components take it from here (useOptionalUser,
// useProductEngagement) until the root loader's data is real again (after any action or revalidation).
import { useEffect, useSyncExternalStore } from "react";
import type { ProductEngagement } from "~/features/engagement/product-engagement.server";
import { cookieValue } from "~/utils/cookie-header";
import type { ClientUser } from "./use-optional-user";

export const PERSONAL_DATA_ID = "vp-personal";

/**
 * Set in the browser while someone is signed in (`useScriptedMark`): this browser runs our JavaScript,
 * so it can apply the member's block. A browser without it (JavaScript off) gets pages rendered for
 * the user. Not "vp.*": visitors' pages stay cached with it (page-cache-keys.server.ts). Removed on
 * sign-out: a visitor's device keeps nothing (ADR 017).
 */
export const SCRIPTED_COOKIE = "vp_js";

function setScripted(doc: Document, signedIn: boolean): void {
  if (hasScriptedCookie(doc.cookie) === signedIn) return;
  const secure = doc.location.protocol === "https:" ? "; secure" : "";
  doc.cookie = `${SCRIPTED_COOKIE}=${signedIn ? "1" : ""}; path=/; max-age=${signedIn ? 31536000 : 0}; samesite=lax${secure}`;
}

/** The root component: marks the browser while a user is signed in, unmarks it once nobody is. */
export function useScriptedMark(signedIn: boolean): void {
  useEffect(() => setScripted(document, signedIn), [signedIn]);
}

export function hasScriptedCookie(cookieHeader: string | null | undefined): boolean {
  return cookieValue(cookieHeader, SCRIPTED_COOKIE) === "1";
}

export type PersonalData = {
  user: ClientUser;
  /** The product page's engagement (heart, like, own review, helpful votes), for that product only. */
  engagement?: ProductEngagement & { productId: string };
};

/**
 * What the shared member page renders where the user goes: an account menu without an e-mail (the
 * menu shows a generic label until the browser has the user) and no permissions.
 */
export const MEMBER_PLACEHOLDER: ClientUser = { id: "", email: "", name: "", permissions: [] };

let personal: PersonalData | null = null;

/**
 * entry.client.tsx, before hydrating: reads the appended block once and removes it, so the document
 * React hydrates has only what it rendered. A page without the block (every other answer) leaves null.
 */
export function takePersonalData(doc: Document): void {
  const element = doc.getElementById(PERSONAL_DATA_ID);
  if (!element) return;
  try {
    personal = JSON.parse(element.textContent ?? "null") as PersonalData | null;
  } catch {
    personal = null;
  }
  element.remove();
}

const unsubscribe = () => {};
const subscribe = () => unsubscribe; // read once before hydration, never changes afterwards

/**
 * The appended data. Null on the server and while hydrating (the server rendered without it), so the
 * first client render matches the HTML; React renders again with it right after.
 */
export function usePersonalData(): PersonalData | null {
  return useSyncExternalStore(
    subscribe,
    () => personal,
    () => null,
  );
}

/**
 * `data-personal` for <html>: "pending" on the shared member page until the member's data is in
 * (app.css hides `.vp-own` controls meanwhile, so no one sees another state's heart or form).
 */
export function usePersonalPending(memberShell: boolean): "pending" | undefined {
  const personal = usePersonalData();
  return memberShell && !personal ? "pending" : undefined;
}

/** `<` escaped: the JSON can never close the script element that carries it. */
export function personalDataScript(data: PersonalData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PERSONAL_DATA_ID}">${json}</script>`;
}
