// spec: public §9 Policy text — one source for the privacy policy and the cookie policy.
export const RETENTION = {
  technical: "do 12 miesięcy",
  contact: "do 3 lat",
  analyticsCookies: "do 26 miesięcy",
  longTermCookies: "do 2 lat",
} as const;

/** The cookies the site really sets (keep in step with the auth setup and the view counter). */
export const COOKIES: { name: string; purpose: string; kind: string; lifetime: string }[] = [
  {
    name: "better-auth.session_token",
    purpose: "Utrzymuje zalogowanie po wpisaniu hasła. Bez niego nie da się korzystać z Konta.",
    kind: "niezbędny, własny",
    lifetime: "30 dni od ostatniego odnowienia sesji; gdy nie zaznaczysz „Zapamiętaj mnie” – do zamknięcia przeglądarki; usuwany po wylogowaniu",
  },
  {
    name: "better-auth.dont_remember",
    purpose: "Zapamiętuje, że nie chcesz pozostać zalogowany po zamknięciu przeglądarki.",
    kind: "niezbędny, własny",
    lifetime: "do zamknięcia przeglądarki",
  },
  {
    name: "better-auth.two_factor",
    purpose: "Łączy dwa kroki logowania dwuetapowego (hasło i kod z aplikacji).",
    kind: "niezbędny, własny",
    lifetime: "10 minut",
  },
  {
    name: "better-auth.trust_device",
    purpose: "Ustawiany tylko wtedy, gdy przy logowaniu dwuetapowym wybierzesz zaufanie urządzeniu – przez ten czas nie prosimy o kod.",
    kind: "funkcjonalny, własny",
    lifetime: "30 dni",
  },
  {
    name: "vp_vid",
    purpose:
      "Losowy identyfikator, dzięki któremu jedno wyświetlenie strony produktu liczy się raz na 30 minut. Nie zawiera danych o Tobie, nie jest łączony z Kontem i nie służy do reklamy.",
    kind: "statystyczny, własny",
    lifetime: "1 rok",
  },
];
