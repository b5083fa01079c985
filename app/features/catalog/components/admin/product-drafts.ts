// Product form drafts and the unsaved-changes prompt (spec: admin §4 Product form drafts,
// Unsaved-changes flag). Storage and autosave: ~/components/ui/form-draft (shared with the post editor).
import { useEffect } from "react";
import { useBlocker, useLocation, useNavigate } from "react-router";
import { readStoredDraft, removeStoredDraft, useFormDraftAutosave } from "~/components/ui/form-draft";
import type { ProductFormValues } from "../../admin-product-form.server";

export const DRAFT_PREFIX = "vp.productDraft.";
export const DRAFT_SKIP_FLAG = "vp.productDraft.skip";
export const UNSAVED_CHANGES_MESSAGE = "Masz niezapisane zmiany. Czy na pewno chcesz opuścić stronę?";

/**
 * `expectedUpdatedAt`: the product version the draft was typed on, so a draft restored after someone
 * else saved the product is refused as stale (409) rather than overwriting their change.
 */
export type DraftValues = Omit<ProductFormValues, "id" | "updatedAt"> & { expectedUpdatedAt?: string };

export const draftKeyFor = (productId: string | null) => `${DRAFT_PREFIX}${productId ?? "new"}`;

/** The link fields of the form: input name ↔ stored key (affiliate:temu …). */
export const LINK_FIELDS = [
  { name: "affiliateTemu", key: "affiliate:temu", label: "Link Temu" },
  { name: "affiliateAliexpress", key: "affiliate:aliexpress", label: "Link AliExpress" },
  { name: "affiliateAmazon", key: "affiliate:amazon", label: "Link Amazon" },
  { name: "socialTiktok", key: "social:tiktok", label: "TikTok" },
  { name: "socialInstagram", key: "social:instagram", label: "Instagram" },
  { name: "socialBlog", key: "social:blog", label: "Blog" },
] as const;

/** Issue #13 point 4: the price of each shop link (its offer), kept in `links` under price:{shop}. */
export const SHOP_PRICE_FIELDS = [
  { name: "priceTemu", key: "price:temu", label: "Cena w Temu", linkName: "affiliateTemu" },
  { name: "priceAliexpress", key: "price:aliexpress", label: "Cena w AliExpress", linkName: "affiliateAliexpress" },
  { name: "priceAmazon", key: "price:amazon", label: "Cena w Amazon", linkName: "affiliateAmazon" },
] as const;

export const EMPTY_VALUES: DraftValues = {
  title: "", description: "", categoryCode: "", productType: "", tags: [], images: [], imageAlts: [], priceOriginal: "", priceDiscounted: "",
  priceCurrency: "PLN", links: {}, isVerified: false, isTrending: false, code: "", urlAlias: "",
};

/** Form values from a FormData or an echoed submission (string | string[] per name). */
export function valuesFromEntries(get: (name: string) => string[]): DraftValues {
  const one = (name: string) => get(name)[0] ?? "";
  return {
    title: one("title"),
    description: one("description"),
    categoryCode: one("categoryCode"),
    productType: one("productType"),
    tags: get("tags").filter((t) => t.trim() !== ""),
    images: get("images"),
    imageAlts: get("imageAlts"),
    priceOriginal: one("priceOriginal"),
    priceDiscounted: one("priceDiscounted"),
    priceCurrency: one("priceCurrency") || "PLN",
    links: Object.fromEntries([...LINK_FIELDS, ...SHOP_PRICE_FIELDS].map((f) => [f.key, one(f.name)]).filter(([, v]) => v)),
    isVerified: one("isVerified") === "on",
    isTrending: one("isTrending") === "on",
    isScam: one("isScam") === "on",
    isHidden: one("isHidden") === "on",
    code: one("code"),
    urlAlias: one("urlAlias"),
    seoTitle: one("seoTitle"),
    seoDescription: one("seoDescription"),
    expectedUpdatedAt: one("expectedUpdatedAt"),
  };
}

export function valuesFromForm(form: HTMLFormElement): DraftValues {
  const data = new FormData(form);
  return valuesFromEntries((name) => data.getAll(name).filter((v): v is string => typeof v === "string"));
}

/** The saved draft; `stored` (the product as saved) fills what an older draft did not keep. */
export function readDraft(key: string, stored?: DraftValues): DraftValues | null {
  const parsed = readStoredDraft<DraftValues>(key);
  if (!parsed) return null;
  const values = { ...EMPTY_VALUES, ...parsed };
  // A draft from before image descriptions (ADR 127) would post them empty and erase them:
  // each image keeps the description stored for its address.
  if (!parsed.imageAlts && stored) values.imageAlts = values.images.map((url) => stored.imageAlts[stored.images.indexOf(url)] ?? "");
  // A draft from before the SEO texts (ADR 177) would post them empty and clear them: the stored ones stay.
  if (parsed.seoTitle === undefined) values.seoTitle = stored?.seoTitle ?? "";
  if (parsed.seoDescription === undefined) values.seoDescription = stored?.seoDescription ?? "";
  return values;
}

export const removeDraft = removeStoredDraft;

export function setSkipFlag(): void {
  try {
    window.sessionStorage.setItem(DRAFT_SKIP_FLAG, "1");
  } catch {
    /* storage disabled */
  }
}

/** The product form's autosave (see useFormDraftAutosave): the values of its fields. */
export const useDraftAutosave = (formRef: React.RefObject<HTMLFormElement | null>, key: string, active: boolean) => useFormDraftAutosave(formRef, key, active, valuesFromForm);

/** While `dirty`: the browser's leave/reload prompt, and an in-app navigation blocker to confirm. */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own text; older ones show this one.
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}

/**
 * spec: admin §4 — when the panel loads, a leftover draft reopens its form unless closing a form set
 * the session's skip flag. Used by the products list (its own path) and by the admin layout for the
 * panel's entry, /admin (Przegląd).
 */
export function useLeftoverDraftReopen(from: readonly string[] = ["/admin/produkty"], enabled = true) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!enabled || !from.includes(location.pathname.replace(/\/$/, ""))) return;
    try {
      if (window.sessionStorage.getItem(DRAFT_SKIP_FLAG)) return;
      for (let i = 0; i < window.localStorage.length; i++) {
        const key = window.localStorage.key(i);
        if (!key?.startsWith(DRAFT_PREFIX) || key === DRAFT_SKIP_FLAG) continue;
        const id = key.slice(DRAFT_PREFIX.length);
        if (id !== "new" && !/^[0-9a-f-]{36}$/i.test(id)) continue;
        const search = location.pathname.startsWith("/admin/produkty") ? location.search : "";
        navigate(`/admin/produkty/${id === "new" ? "nowy" : id}${search}`, { replace: true });
        return;
      }
    } catch {
      /* storage disabled */
    }
    // Once per mount (the panel, or the list), not on every navigation inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
