// ADR 080: THE Polish message catalogue (the default language). Texts come from the spec
// (/work/shared/spec): keep them byte-identical. ICU MessageFormat: {name} inserts a value, plural
// picks Polish forms (one: 1 produkt, few: 2 produkty, many: 5 produktów, other: 1,5 gwiazdki).
// Keys are grouped by screen; en.ts must have every key (tsc fails otherwise). The product page's group
// is in ./pl-product-page, loaded with this one (i18n.tsx); the other areas are listed at the end.

import type { plAccount } from "./pl-account";
import type { plAdmin } from "./pl-admin";
import type { plAdminCategories } from "./pl-admin-categories";
import type { plAdminProducts } from "./pl-admin-products";
import type { plAdminUsers } from "./pl-admin-users";
import type { plAdminActivity } from "./pl-admin-activity";
import type { plAdminTags } from "./pl-admin-tags";
import type { plAdminRemoved } from "./pl-admin-removed";
import type { plAdminSearch } from "./pl-admin-search";
import type { plAdminLinks } from "./pl-admin-links";
import type { plAdminDocuments } from "./pl-admin-documents";
import type { plAdminSubmissions } from "./pl-admin-submissions";
import type { plAdminSeo } from "./pl-admin-seo";
import type { plAdminSettings } from "./pl-admin-settings";
import type { plAdminViews } from "./pl-admin-views";
import type { plBlog } from "./pl-blog";
import type { plEditor } from "./pl-editor";
import type { plMail } from "./pl-mail";
import type { plNewsletter } from "./pl-newsletter";
import type { plMessages } from "./pl-messages";
import type { plProductPage } from "./pl-product-page";
import type { plHome } from "./pl-home";
import type { plSearch } from "./pl-search";
import type { plPassword } from "./pl-password";

export const pl = {
  // shell: header, menus, footer (spec: public §2 Header/Footer)
  "header.skipToContent": "Przejdź do treści",
  "a11y.pageLoaded": "Wczytano stronę: {title}",
  "header.homeLink": "Viralne Produkty – strona główna",
  "header.mainNav": "Główna nawigacja",
  "header.mobileNav": "Menu mobilne",
  "header.products": "Produkty",
  "header.blog": "Blog",
  "header.search": "Szukaj",
  "header.login": "Logowanie",
  "header.register": "Rejestracja",
  "header.account": "Moje konto",
  "userMenu.account": "Menu konta: ",
  "userMenu.signedInAs": "Zalogowano jako",
  "userMenu.profile": "Mój profil",
  "userMenu.admin": "Panel Admin",
  "userMenu.logout": "Wyloguj się",
  "theme.group": "Motyw strony",
  "theme.title": "Motyw: {theme}",
  "theme.light": "Jasny",
  "theme.dark": "Ciemny",
  "theme.system": "Systemowy",
  "footer.catalogue": "Katalog",
  "footer.allProducts": "Wszystkie produkty",
  "footer.trending": "Na topie",
  "footer.newest": "Nowości",
  "footer.site": "Serwis",
  "footer.about": "O nas",
  "footer.howItWorks": "Jak to działa",
  "footer.contact": "Kontakt",
  "footer.affiliate": "Program afiliacyjny",
  "footer.legal": "Informacje prawne",
  "footer.terms": "Regulamin",
  "footer.privacy": "Polityka prywatności",
  "footer.cookies": "Polityka cookies",
  "footer.about.text":
    "Sprawdzamy produkty, które podbijają TikToka i Instagrama, zanim wydasz na nie pieniądze. Uczciwe recenzje, ostrzeżenia przed oszustwami i linki do sprawdzonych sklepów.",
  "footer.rights": "Viralne Produkty. Wszelkie prawa zastrzeżone.",
  "footer.affiliateNote": "Serwis zawiera linki afiliacyjne: za zakupy przez nie możemy otrzymać prowizję, bez dodatkowych kosztów dla Ciebie.",
  // ADR 198: a signed-in member's notice of a scheduled version of the terms or the privacy policy.
  "documentNotice.label": "Zmiana dokumentu",
  "documentNotice.terms": "Od {date} r. obowiązuje nowy regulamin.",
  "documentNotice.privacy": "Od {date} r. obowiązuje nowa polityka prywatności.",
  "documentNotice.link": "Zobacz, co się zmienia.",
  "documentNotice.close": "Zamknij powiadomienie o zmianie dokumentu",
  // ADR 179: the announcement bar above the header.
  "announcement.label": "Ogłoszenie",
  "announcement.close": "Zamknij ogłoszenie",
  "footer.learnMore": "Dowiedz się więcej",
  // the product list and search results (spec: public §2 Lista produktów, §5)
  "list.none": "Brak produktów",
  "list.found": "Znaleziono {count} {count, plural, one {produkt} few {produkty} many {produktów} other {produkty}}",
  // search box (spec: public §5)
  "search.label": "Szukaj produktów",
  "search.placeholder": "Szukaj produktów, kodów…",
  "search.submit": "Szukaj",
  "search.allResults": "Zobacz wszystkie wyniki",
  "search.searchEverywhere": "Szukaj „{q}” także w opisach i tagach",
  "search.noMatches": "Brak pasujących produktów",
  "search.suggestions": "Podpowiedzi: {count}",
  // errors and 404 (DESIGN §5)
  "error.notFound.title": "Nie znaleziono strony",
  "error.notFound.text": "Strona, której szukasz, nie istnieje lub została przeniesiona.",
  "error.forbidden.title": "Brak dostępu",
  "error.forbidden.text": "Brak uprawnień do wykonania tej operacji.",
  "error.title": "Wystąpił błąd",
  "error.failed": "Nie udało się wykonać tej operacji.",
  "error.server": "Coś poszło nie tak. Spróbuj odświeżyć stronę za chwilę.",
  "error.home": "Wróć na stronę główną",
  "error.offline.title": "Brak połączenia",
  "error.offline.text": "Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.",
  "error.retry": "Spróbuj ponownie",
  "notFound.text": "Ta strona nie istnieje albo została przeniesiona. Poszukaj produktu lub zajrzyj niżej.",
  "notFound.searchLabel": "Szukaj w katalogu",
  "notFound.question": "Czego szukasz?",
  "notFound.placeholder": "Np. lampa albo kod EL-SM-001",
  "notFound.popular": "Popularne strony",
  "notFound.allProducts": "Wszystkie produkty",
  "notFound.trending": "Produkty na topie",
  "notFound.newest": "Najnowsze produkty",
  "notFound.blog": "Blog: recenzje i ostrzeżenia",
  "notFound.didYouMean": "Czy chodziło o",
  "notFound.sitePages": "Strony serwisu",
  // shared controls (breadcrumbs, new-tab note, dialogs, pagination, toasts)
  "crumbs.home": "Strona główna",
  "crumbs.label": "Ścieżka nawigacji",
  "common.newTab": "(otwiera się w nowej karcie)",
  "common.tableScrolls": "Tabela jest szersza niż ekran: przesuń ją w bok, aby zobaczyć wszystkie kolumny.",
  "common.delete": "Usuń",
  "common.cancel": "Anuluj",
  "common.close": "Zamknij",
  "common.copied": "Skopiowano!",
  "common.copyFailed": "Nie udało się skopiować",
  "common.saving": "Zapisywanie...",
  "common.saveChanges": "Zapisz zmiany",
  "form.reloadPrompt": "Czy na pewno chcesz odświeżyć stronę? Niezapisane zmiany zostaną utracone.",
  "pagination.label": "Stronicowanie wyników",
  "pagination.prev": "Poprzednia",
  "pagination.next": "Następna",
  "pagination.page": "Strona ",
  "toast.close": "Zamknij powiadomienie",
  // product list /produkty: cards, sorting, filters (spec: public §2 Lista produktów, §9)
  "list.title": "Viralne Produkty",
  "list.resultsFor": "Wyniki dla „{q}”",
  "list.pageOf": " · strona {page} z {pages}",
  "list.label": "Lista produktów",
  "list.empty": "Nie znaleziono produktów",
  "list.emptyHint": "Spróbuj zmienić filtry lub wybrać inną kategorię.",
  "list.showAll": "Pokaż wszystkie produkty",
  "list.noSuchCategory": "Nie ma kategorii „{name}”.",
  "list.noSuchShop": "Nie ma sklepu „{name}”.",
  "list.withoutCategory": "Pokaż produkty ze wszystkich kategorii",
  "list.withoutShop": "Pokaż produkty ze wszystkich sklepów",
  "list.loadError": "Błąd ładowania produktów",
  "list.loadErrorText": "Nie udało się pobrać listy produktów. Spróbuj odświeżyć stronę za chwilę.",
  "list.retry": "Spróbuj ponownie",
  "card.discount": "Rabat ",
  "card.views": " {count, plural, one {wyświetlenie} few {wyświetlenia} many {wyświetleń} other {wyświetlenia}} w serwisie",
  "card.rating": "Ocena {rating} na 5, {count} {count, plural, one {opinia} few {opinie} many {opinii} other {opinie}}",
  "sort.label": "Sortuj",
  "sort.relevance": "Trafność",
  "sort.popularity": "Popularność",
  "sort.newest": "Najnowsze",
  "sort.rating": "Najwyżej oceniane",
  "sort.price-low": "Cena: od najniższej",
  "sort.price-high": "Cena: od najwyższej",
  "controls.label": "Sortowanie i filtr",
  "controls.trendingOnly": "Tylko na topie",
  "controls.apply": "Zastosuj",
  "filters.title": "Filtry",
  "filters.active": " aktywne",
  "filters.form": "Filtry produktów",
  "filters.price": "Cena (zł)",
  "filters.from": "Od",
  "filters.to": "Do",
  "filters.noLimit": "bez limitu",
  "filters.minRating": "Minimalna ocena",
  "filters.anyRating": "Dowolna",
  "filters.stars": " gwiazdki",
  "filters.shop": "Sklep",
  "filters.allShops": "Wszystkie sklepy",
  "filters.discounted": "Tylko z rabatem",
  "filters.verified": "Tylko zweryfikowane",
  "filters.apply": "Zastosuj filtry",
  "filters.clear": "Wyczyść filtry",
  "categories.label": "Kategorie",
  "categories.all": "Wszystkie",
  // blog chrome: the rest is in ./pl-blog (registered by the blog and search routes); "blog.labels" is on home's teaser cards
  "blog.labels": "Etykiety",
  // page titles and descriptions (route meta) of the translated pages
  "meta.home.title": "Viralne Produkty – sprawdzone hity TikToka i Instagrama",
  "meta.home.description": "Katalog viralowych produktów z TikToka i Instagrama: recenzje, ostrzeżenia przed oszustwami i linki do sklepów.",
  "meta.products.error": "Błąd ładowania produktów | Viralne Produkty",
  "meta.products.results": "Wyniki dla „{q}”",
  "meta.products.category": "{category} – viralne produkty",
  "meta.products.title": "Viralne Produkty – katalog",
  "meta.products.description": "Viralne produkty z TikToka i Instagrama: ceny, opinie, oznaczenia zweryfikowanych hitów i ostrzeżenia przed oszustwami.",
  "meta.product.notFound": "Produkt nie znaleziony",
  "meta.product.description": "{title} – opinie, ceny i sprawdzone sklepy.",
  "meta.search.results": "Wyniki dla „{q}” | Viralne Produkty",
  "meta.search.title": "Szukaj produktów | Viralne Produkty",
  "meta.blog.description": "Recenzje viralowych produktów z TikToka i Instagrama, zestawienia i ostrzeżenia przed oszustwami. Sprawdź, co jest warte pieniędzy.",
  "meta.titled": "{title} | Viralne Produkty",
  // ADR 080 addendum: the Polish messages of the shared schemas and actions are in ./pl-messages (ADR 094)
};

// ADR 080: the product page's messages are in ./pl-product-page (in the main bundle with these); the account
// area's in ./pl-account (loaded with the /profil routes only); the admin panel's in ./pl-admin,
// ./pl-admin-products and ./pl-editor, the e-mails' in ./pl-mail (each registered by its area);
// ADR 094: the blog chrome in ./pl-blog, the schema/action messages in ./pl-messages; the home page's,
// the search page's and the password fields' in ./pl-home, ./pl-search and ./pl-password (issue #14).
export type MessageKey =
  | keyof typeof pl
  | keyof typeof plProductPage
  | keyof typeof plHome
  | keyof typeof plSearch
  | keyof typeof plPassword
  | keyof typeof plBlog
  | keyof typeof plMessages
  | keyof typeof plAccount
  | keyof typeof plAdmin
  | keyof typeof plAdminProducts
  | keyof typeof plAdminCategories
  | keyof typeof plAdminUsers
  | keyof typeof plAdminActivity
  | keyof typeof plAdminTags
  | keyof typeof plAdminRemoved
  | keyof typeof plAdminSearch
  | keyof typeof plAdminLinks
  | keyof typeof plAdminDocuments
  | keyof typeof plAdminSubmissions
  | keyof typeof plAdminSeo
  | keyof typeof plAdminSettings
  | keyof typeof plAdminViews
  | keyof typeof plEditor
  | keyof typeof plMail
  | keyof typeof plNewsletter;
