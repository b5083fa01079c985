// ADR 178: the normal form of a saved view's query, the lists' whitelists and the name rule.
import { describe, expect, it } from "vitest";
import { validateForm } from "~/utils/form";
import {
  isSavedViewList,
  MAX_VIEW_NAME_LENGTH,
  normaliseViewQuery,
  SAVED_VIEW_LIST_KEYS,
  SAVED_VIEW_LISTS,
  savedViewHref,
  savedViewListPath,
  savedViewListPermission,
} from "./saved-view-lists";
import { SAVED_VIEW_MESSAGES, SavedViewActionSchema } from "./saved-view-schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

describe("normaliseViewQuery", () => {
  it("keeps the list's own parameters only: no paging, no empty ones, no dialogs opened by the URL", () => {
    expect(normaliseViewQuery("produkty", "?q=&kategoria=abc&stan=&braki=bez-zdjec&page=3&strona=2&zapisz-widok=1&utm_source=x")).toBe("kategoria=abc&braki=bez-zdjec");
    expect(normaliseViewQuery("tagi", "?q=led&zmien=led&page=2")).toBe("q=led");
    expect(normaliseViewQuery("uzytkownicy", "page=4")).toBe("");
    expect(normaliseViewQuery("produkty", "")).toBe("");
  });

  it("gives one form whatever the order, spacing or repetition in the address", () => {
    const a = normaliseViewQuery("produkty", "?sort=createdAt&dir=desc&kategoria=k1&q=%20czajnik%20");
    const b = normaliseViewQuery("produkty", new URLSearchParams([["kategoria", "k1"], ["q", "czajnik"], ["dir", "desc"], ["sort", "createdAt"], ["kategoria", "k2"]]));
    expect(a).toBe("q=czajnik&kategoria=k1&sort=createdAt&dir=desc");
    expect(b).toBe(a);
    // Whitespace alone is empty; Polish letters and spaces travel encoded, and come back the same.
    expect(normaliseViewQuery("opinie", "?q=%20%20&ocena=1")).toBe("ocena=1");
    const polish = normaliseViewQuery("produkty", "?q=ładowarka samochodowa");
    expect(new URLSearchParams(polish).get("q")).toBe("ładowarka samochodowa");
    expect(normaliseViewQuery("produkty", polish)).toBe(polish);
  });

  it("knows each list's parameters and nothing of another list's", () => {
    expect(normaliseViewQuery("dziennik", "?rodzaj=product&osoba=u1&od=2026-01-01&do=2026-02-01&q=x")).toBe("rodzaj=product&osoba=u1&od=2026-01-01&do=2026-02-01");
    expect(normaliseViewQuery("blog", "?typ=review&status=draft&kategoria=x")).toBe("typ=review&status=draft");
    expect(normaliseViewQuery("kody", "?stan=wszystkie&kategoria=KU&sort=title")).toBe("kategoria=KU&stan=wszystkie");
    expect(normaliseViewQuery("opinie", "?zgloszone=1&autor=a&produkt=p&sort=najstarsze")).toBe("produkt=p&autor=a&zgloszone=1&sort=najstarsze");
    expect(normaliseViewQuery("uzytkownicy", "?rola=editor&zablokowane=1&q=anna")).toBe("q=anna&rola=editor&zablokowane=1");
    for (const list of SAVED_VIEW_LIST_KEYS) expect(SAVED_VIEW_LISTS[list].params).not.toContain("page");
  });
});

describe("the lists", () => {
  it("map to their sections' addresses and permissions", () => {
    expect(savedViewListPath("produkty")).toBe("/admin/produkty");
    expect(savedViewListPermission("produkty")).toBe("product:update");
    expect(savedViewListPermission("opinie")).toBe("review:moderate");
    expect(savedViewListPermission("dziennik")).toBe("log:read");
    expect(savedViewHref("kody", "stan=wszystkie")).toBe("/admin/kody?stan=wszystkie");
    expect(savedViewHref("blog", "")).toBe("/admin/blog");
  });

  it("accept only their own keys (not the object's inherited names)", () => {
    expect(isSavedViewList("produkty")).toBe(true);
    for (const bad of ["toString", "__proto__", "constructor", "Produkty", "", null, 1]) expect(isSavedViewList(bad)).toBe(false);
  });
});

describe("the forms", () => {
  it("clean the name to one line and refuse a blank or over-long one", () => {
    const save = (name: string) => validateForm(form({ intent: "save", list: "produkty", query: "q=x", name }), SavedViewActionSchema, { message: "first" });
    expect(save("  Kuchnia \t bez\nzdjęć ")).toEqual({ ok: true, data: { intent: "save", list: "produkty", query: "q=x", name: "Kuchnia bez zdjęć" } });
    expect(save(" \u200b ")).toMatchObject({ ok: false, message: SAVED_VIEW_MESSAGES.nameRequired });
    expect(save("x".repeat(MAX_VIEW_NAME_LENGTH)).ok).toBe(true);
    expect(save("x".repeat(MAX_VIEW_NAME_LENGTH + 1))).toMatchObject({ ok: false, message: SAVED_VIEW_MESSAGES.nameTooLong });
    // Counted in characters, as the database does: 40 emoji fit (80 UTF-16 units).
    expect(save("🍳".repeat(MAX_VIEW_NAME_LENGTH)).ok).toBe(true);
  });

  it("refuse an unknown list or intent, or a rename without a name", () => {
    const bad: Record<string, string>[] = [
      { intent: "save", list: "zamowienia", query: "", name: "A" },
      { intent: "share", list: "produkty", id: "x", name: "A" },
      { intent: "rename", list: "produkty", id: "x" },
    ];
    for (const fields of bad) expect(validateForm(form(fields), SavedViewActionSchema, { message: "first" }).ok).toBe(false);
  });
});
