import { describe, expect, it } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { loadCatalogue, metaTranslator, translateMessage, translator } from "./i18n";
import { FORM_HAS_ERRORS } from "~/utils/form";
import { english } from "./english-catalogue";
import { en as enPublic } from "./messages/en";
import { enAccount } from "./messages/en-account";
import { enAdmin } from "./messages/en-admin";
import { enAdminCategories } from "./messages/en-admin-categories";
import { enAdminProducts } from "./messages/en-admin-products";
import { enBlog } from "./messages/en-blog";
import { enEditor } from "./messages/en-editor";
import { enMail } from "./messages/en-mail";
import { enMessages } from "./messages/en-messages";
import { enProductPage } from "./messages/en-product-page";
import { pl as plPublic } from "./messages/pl";
import { plAccount } from "./messages/pl-account";
import { plAdmin } from "./messages/pl-admin";
import { plAdminCategories } from "./messages/pl-admin-categories";
import { plAdminUsers } from "./messages/pl-admin-users";
import { enAdminUsers } from "./messages/en-admin-users";
import { plAdminActivity } from "./messages/pl-admin-activity";
import { enAdminActivity } from "./messages/en-admin-activity";
import { plAdminTags } from "./messages/pl-admin-tags";
import { plAdminRemoved } from "./messages/pl-admin-removed";
import { enAdminRemoved } from "./messages/en-admin-removed";
import { plAdminSearch } from "./messages/pl-admin-search";
import { enAdminSearch } from "./messages/en-admin-search";
import { enAdminTags } from "./messages/en-admin-tags";
import { plAdminLinks } from "./messages/pl-admin-links";
import { enAdminLinks } from "./messages/en-admin-links";
import { plAdminDocuments } from "./messages/pl-admin-documents";
import { enAdminDocuments } from "./messages/en-admin-documents";
import { plAdminSubmissions } from "./messages/pl-admin-submissions";
import { enAdminSubmissions } from "./messages/en-admin-submissions";
import { plAdminSeo } from "./messages/pl-admin-seo";
import { enAdminSeo } from "./messages/en-admin-seo";
import { plAdminSettings } from "./messages/pl-admin-settings";
import { enAdminSettings } from "./messages/en-admin-settings";
import { plNewsletter } from "./messages/pl-newsletter";
import { enNewsletter } from "./messages/en-newsletter";
import { plAdminViews } from "./messages/pl-admin-views";
import { enAdminViews } from "./messages/en-admin-views";
import { plAdminProducts } from "./messages/pl-admin-products";
import { plBlog } from "./messages/pl-blog";
import { plEditor } from "./messages/pl-editor";
import { plMail } from "./messages/pl-mail";
import { plMessages } from "./messages/pl-messages";
import { plProductPage } from "./messages/pl-product-page";
import { plHome } from "./messages/pl-home";
import { enHome } from "./messages/en-home";
import { plSearch } from "./messages/pl-search";
import { enSearch } from "./messages/en-search";
import { plPassword } from "./messages/pl-password";
import { enPassword } from "./messages/en-password";
import "./account-messages";
import "./blog-messages";
import "./admin-messages";
import "./mail-messages";
import "./home-messages";
import "./search-messages";
import "./password-messages";

// Each area's Polish module and its English twin (ADR 080 areas addendum).
const AREAS = [
  [plPublic, enPublic],
  [plProductPage, enProductPage],
  [plHome, enHome],
  [plSearch, enSearch],
  [plPassword, enPassword],
  [plAccount, enAccount],
  [plBlog, enBlog],
  [plMessages, enMessages],
  [plAdmin, enAdmin],
  [plAdminProducts, enAdminProducts],
  [plAdminCategories, enAdminCategories],
  [plAdminUsers, enAdminUsers],
  [plAdminActivity, enAdminActivity],
  [plAdminTags, enAdminTags],
  [plAdminRemoved, enAdminRemoved],
  [plAdminSearch, enAdminSearch],
  [plAdminLinks, enAdminLinks],
  [plAdminDocuments, enAdminDocuments],
  [plAdminSubmissions, enAdminSubmissions],
  [plAdminSeo, enAdminSeo],
  [plAdminSettings, enAdminSettings],
  [plAdminViews, enAdminViews],
  [plEditor, enEditor],
  [plMail, enMail],
  [plNewsletter, enNewsletter],
] as const;
const pl = Object.assign({}, ...AREAS.map(([polish]) => polish)) as Record<string, string>;
const en = english as Record<string, string>;
const publicKeys = [...Object.keys(plPublic), ...Object.keys(plProductPage)]; // both in the main bundle (i18n.tsx)
import { formatCount, formatDate, formatMoney, formatRating, plural } from "~/utils/format";
import { postCountLine } from "~/features/blog/labels";

// ADR 080: one catalogue per language, the same keys in both, every message valid ICU.
describe("message catalogues", () => {
  it("have exactly the same keys in Polish and English, area by area", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const [polish, inEnglish] of AREAS) expect(Object.keys(inEnglish).sort()).toEqual(Object.keys(polish).sort());
  });

  it("hold only valid ICU messages with the same placeholders in both languages", () => {
    // The names of the values a compiled message uses (its placeholders, also inside plural branches).
    const namesIn = (compiled: unknown, out = new Set<string>()): Set<string> => {
      if (!Array.isArray(compiled)) return out;
      for (const part of compiled) {
        if (!Array.isArray(part)) continue;
        out.add(String(part[0]));
        if (part[2] && typeof part[2] === "object") for (const branch of Object.values(part[2])) namesIn(branch, out);
      }
      return out;
    };
    const placeholders = (message: string) => namesIn(compileMessage(message));
    for (const key of Object.keys(pl) as (keyof typeof pl)[]) {
      expect(() => compileMessage(pl[key]), key).not.toThrow();
      expect(() => compileMessage(en[key]), key).not.toThrow();
      expect(placeholders(en[key]), key).toEqual(placeholders(pl[key]));
    }
  });

  it("use the Polish plural forms: 1 produkt, 2 produkty, 5 produktów, 22 produkty, 25 produktów", () => {
    const t = translator("pl");
    expect([1, 2, 5, 22, 25, 112, 0, 12345].map((count) => t("list.found", { count }))).toEqual([
      "Znaleziono 1 produkt",
      "Znaleziono 2 produkty",
      "Znaleziono 5 produktów",
      "Znaleziono 22 produkty",
      "Znaleziono 25 produktów",
      "Znaleziono 112 produktów",
      "Znaleziono 0 produktów",
      "Znaleziono 12345 produktów", // as before: the count is not regrouped
    ]);
  });

  it("keep the account area's messages out of the public module, registered with the account routes", () => {
    expect(Object.keys(plPublic).filter((k) => k in plAccount)).toEqual([]);
    const modules = AREAS.map(([polish]) => Object.keys(polish));
    expect(modules.flat().length).toBe(new Set(modules.flat()).size); // no key in two modules
    expect(publicKeys.some((k) => /^(account|security|settings|deletion)\./.test(k))).toBe(false);
    expect(translator("pl")("account.tab.settings")).toBe("Ustawienia");
    expect(translator("pl")("header.products")).toBe("Produkty");
    expect(translator("pl")("offers.heading")).toBe("Gdzie kupić"); // the product page's group, with the public module
  });

  it("put a value in as typed: no escape sequence in it is decoded (review, session 49)", () => {
    const t = translator("pl");
    expect(t("list.resultsFor", { q: "\\x41" })).toBe(t("list.resultsFor", { q: "X" }).replace("X", "\\x41"));
    expect(t("list.resultsFor", { q: "\\u0141adowarka \\\\x00" })).toContain("\\u0141adowarka \\\\x00");
    expect(t("list.resultsFor", { q: "\\x41" })).not.toContain("„A”");
  });

  it("name every account tab's page as part of the account area (a11y review, session 49)", () => {
    const tabTitles = ["meta.account.wishlist", "meta.account.reviews", "meta.account.settings", "meta.security"] as const;
    for (const key of tabTitles) {
      expect(plAccount[key], key).toMatch(/ – Mój profil \| Viralne Produkty$/);
      expect(enAccount[key], key).toMatch(/ – My profile \| Viralne Produkty$/);
    }
  });

  it("keep the blog chrome and the schema/action wordings out of the public module (ADR 094)", () => {
    expect(publicKeys.filter((k) => k.startsWith("msg.") || k.startsWith("post."))).toEqual([]);
    expect(publicKeys.filter((k) => k.startsWith("blog."))).toEqual(["blog.labels"]); // on home's teaser cards
    expect(translator("pl")("post.back")).toBe("Wróć do bloga");
  });

  it("give the same Polish counts as the plural code they replaced (0–250)", () => {
    const t = translator("pl");
    for (let n = 0; n <= 250; n++) {
      expect(t("list.found", { count: n })).toBe(`Znaleziono ${n} ${plural(n, "produkt", "produkty", "produktów")}`);
      expect(t("blog.count", { count: n })).toBe(postCountLine(n));
      expect(t("card.rating", { rating: "4,5", count: n })).toBe(`Ocena 4,5 na 5, ${n} ${plural(n, "opinia", "opinie", "opinii")}`);
      expect(t("like.count", { n })).toBe(plural(n, "polubienie", "polubienia", "polubień"));
    }
  });

  it("translate to English once its catalogue is loaded, with English plurals", async () => {
    await loadCatalogue("en");
    const t = translator("en");
    expect(t("header.products")).toBe("Products");
    expect([1, 2, 5].map((count) => t("list.found", { count }))).toEqual(["Found 1 product", "Found 2 products", "Found 5 products"]);
    expect(translator("pl")("header.products")).toBe("Produkty");
  });
});

describe("schema and action messages (ADR 080 addendum)", () => {
  it("show a known Polish message in English, and leave Polish and unknown texts as they are", async () => {
    await loadCatalogue("en");
    const polish = Object.entries(pl).filter(([key]) => key.startsWith("msg.")).map(([, text]) => text);
    expect(new Set(polish).size).toBe(polish.length); // one English text per Polish wording
    expect(translateMessage("en", "Nowe hasła nie są identyczne")).toBe("The new passwords do not match");
    expect(translateMessage("en", FORM_HAS_ERRORS)).toBe("The form has errors. Please correct the marked fields.");
    expect(translateMessage("pl", "Nowe hasła nie są identyczne")).toBe("Nowe hasła nie są identyczne");
    expect(translateMessage("en", "Profile saved")).toBe("Profile saved");
  });
});

describe("page titles", () => {
  it("follow the root loader's language, Polish when it is missing", async () => {
    await loadCatalogue("en");
    expect(metaTranslator([{ id: "root", loaderData: { locale: "en" } }, undefined])("meta.account")).toBe("My profile | Viralne Produkty");
    expect(metaTranslator([{ id: "root", loaderData: { locale: "pl" } }])("meta.account")).toBe("Mój profil | Viralne Produkty");
    expect(metaTranslator([{ id: "root", loaderData: { locale: "xx" } }])("meta.search.results", { q: "lampa" })).toBe("Wyniki dla „lampa” | Viralne Produkty");
    expect(metaTranslator([])("meta.home.title")).toBe("Viralne Produkty – sprawdzone hity TikToka i Instagrama");
  });
});

describe("formats per language", () => {
  it("keeps the Polish formats byte-identical and gives en-GB ones in English", () => {
    expect(formatMoney(1299.99)).toBe("1\u00A0299,99\u00A0zł");
    expect(formatMoney(1299.99, "PLN", "pl")).toBe("1\u00A0299,99\u00A0zł");
    expect(formatMoney(1299.99, "PLN", "en")).toBe("PLN\u00A01,299.99");
    expect(formatMoney(19.5, "EUR", "en")).toBe("€19.50");
    expect(formatRating(4.5, "en")).toBe("4.5");
    expect(formatRating(4.5)).toBe("4,5");
    expect(formatCount(12345, "en")).toBe("12,345");
    expect(formatDate("2026-03-14T12:00:00Z", "en")).toBe("14 March 2026");
    expect(formatDate("2026-03-14T12:00:00Z")).toBe("14 marca 2026");
  });
});
