// The static pages (spec: public §2 Static pages): address, SEO title and description, breadcrumb name.
// Browser-safe data; the sitemap lists the indexable ones.
export type StaticPageInfo = {
  path: string;
  /** Short title: <title>, og:title and the breadcrumb's last item. */
  title: string;
  /** The visible h1 when it differs from the title. */
  heading?: string;
  description: string;
  indexable: boolean;
};

export const STATIC_PAGES = {
  about: {
    path: "/o-nas",
    title: "O nas",
    heading: "Sprawdzamy hity z TikToka, zanim wydasz na nie pieniądze",
    description:
      "Poznaj zespół Viralne Produkty: sprawdzamy produkty popularne na TikToku i Instagramie, zanim wydasz na nie pieniądze. Nasza misja, wartości i ludzie.",
    indexable: true,
  },
  howItWorks: {
    path: "/jak-to-dziala",
    title: "Jak to działa",
    heading: "Jak sprawdzamy viralowe produkty",
    description:
      "Jak wybieramy i weryfikujemy viralowe produkty, co oznaczają odznaki Zweryfikowany, Trending, Wysoko oceniany i Scam Alert oraz jak korzystać z katalogu.",
    indexable: true,
  },
  contact: {
    path: "/kontakt",
    title: "Kontakt",
    heading: "Skontaktuj się z nami",
    description: "Skontaktuj się z zespołem Viralne Produkty: napisz do nas e-mail albo znajdź nas w mediach społecznościowych.",
    indexable: true,
  },
  terms: {
    path: "/regulamin",
    title: "Regulamin",
    heading: "Regulamin serwisu Viralne Produkty",
    description:
      "Regulamin serwisu Viralne Produkty: zasady korzystania, konto, linki afiliacyjne, odpowiedzialność i prawa autorskie. Obowiązuje od 13 lipca 2025 r.",
    indexable: true,
  },
  privacy: {
    path: "/polityka-prywatnosci",
    title: "Polityka prywatności",
    description:
      "Jak Viralne Produkty przetwarza dane osobowe: administrator, cele i podstawy prawne (RODO), odbiorcy, okresy przechowywania, Twoje prawa i skarga do PUODO.",
    indexable: true,
  },
  cookies: {
    path: "/cookies",
    title: "Polityka cookies",
    description:
      "Jakie pliki cookies ustawia serwis Viralne Produkty, w jakim celu i na jak długo. Nie używamy reklamowych plików cookies podmiotów trzecich.",
    indexable: true,
  },
  affiliate: {
    path: "/afiliacja",
    title: "Program afiliacyjny",
    heading: "Program afiliacyjny i linki partnerskie",
    description:
      "Jak działają linki afiliacyjne w serwisie Viralne Produkty: sklepy partnerskie, prowizje, okna decyzyjne, oznaczanie linków i wpływ na nasze recenzje.",
    indexable: true,
  },
  verificationRequired: {
    path: "/verification-required",
    title: "Potwierdź adres e-mail",
    description:
      "Wysłaliśmy link weryfikacyjny na Twój adres e-mail. Kliknij go, aby aktywować konto w serwisie Viralne Produkty i się zalogować.",
    indexable: false,
  },
} as const satisfies Record<string, StaticPageInfo>;

export type StaticPageKey = keyof typeof STATIC_PAGES;

/** spec: public §9 Legal pages effective — 13 July 2025. */
export const LEGAL_EFFECTIVE_DATE = "2025-07-13";
export const LEGAL_EFFECTIVE_TEXT = "13 lipca 2025 r.";
