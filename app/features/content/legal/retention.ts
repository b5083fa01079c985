// spec: public §9 Policy text — one source for the privacy policy and the cookie policy.

/**
 * ADR 201: the periods the code applies, and the texts the privacy policy states from them
 * ({{okres-…}}, ADR 172). "Dane techniczne" (shop-click rows, sessions) are kept at most this many
 * months: the hourly maintenance deletes click rows older than it, and sessions a day after they
 * expire or once they were signed in this long ago (a remembered session is renewed by visits).
 * Change a number here and the policy's text follows.
 */
export const TECHNICAL_DATA_MONTHS = 12;
/** ADR 017: the view-counting hash rows are deleted once they are this old (clicks' keys sooner, ADR 201). */
export const VIEW_HASH_HOURS = 24;
/** ADR 197: RETENTION.moderatedReviews in months (the sweep's and the restore's window). */
export const MODERATED_REVIEW_RETENTION_MONTHS = 6;

export const RETENTION = {
  technical: `do ${TECHNICAL_DATA_MONTHS} miesięcy`,
  contact: "do 3 lat",
  analyticsCookies: "do 26 miesięcy",
  longTermCookies: "do 2 lat",
  // ADR 017: the view-counting hash rows are deleted once they are a day old ("przez 24 godziny").
  viewHashes: `${VIEW_HASH_HOURS} godziny`,
  // ADR 197: a review as it was before a moderator removed or corrected it, kept for the author's appeal
  // (DSA art. 20: the complaint window is at least six months), then deleted by the hourly sweep.
  moderatedReviews: `${MODERATED_REVIEW_RETENTION_MONTHS} miesięcy`,
} as const;

/**
 * The cookies the site really sets: Better Auth's, prefix "vp." (ADR 005), `vp_js` (ADR 114) and
 * `vp_device` (ADR 205), around signing in; `vp_theme` when anyone picks a colour theme (ADR 075) and
 * `vp.toast`, a one-time message after some actions. Views are counted without a cookie (ADR 017).
 * Keep in step with the auth setup, personal-data.ts, accounts/device-proof.server.ts, utils/theme.ts
 * and utils/toast.server.ts (retention.test.ts).
 */
export const COOKIES: { name: string; purpose: string; kind: string; lifetime: string }[] = [
  {
    name: "vp.session_token",
    purpose: "Utrzymuje zalogowanie po wpisaniu hasła. Bez niego nie da się korzystać z Konta.",
    kind: "niezbędny, własny",
    lifetime: "30 dni od ostatniego odnowienia sesji; gdy nie zaznaczysz „Zapamiętaj mnie” (także po zalogowaniu linkiem z e-maila aktywacyjnego) – do zamknięcia przeglądarki; usuwany po wylogowaniu",
  },
  {
    name: "vp.dont_remember",
    purpose: "Zapamiętuje, że sesja ma się skończyć po zamknięciu przeglądarki.",
    kind: "niezbędny, własny",
    lifetime: "do zamknięcia przeglądarki",
  },
  {
    name: "vp.two_factor",
    purpose: "Łączy dwa kroki logowania dwuetapowego (hasło i kod z aplikacji).",
    kind: "niezbędny, własny",
    lifetime: "10 minut",
  },
  {
    name: "vp.trust_device",
    purpose: "Ustawiany tylko wtedy, gdy przy logowaniu dwuetapowym wybierzesz zaufanie urządzeniu – przez ten czas nie prosimy o kod.",
    kind: "niezbędny, własny – tylko na Twoje życzenie",
    lifetime: "30 dni",
  },
  {
    name: "vp_device",
    purpose:
      "Ustawiany po zalogowaniu: potwierdza, że z tej przeglądarki logowano się już do Konta, więc cudze nieudane próby odgadnięcia hasła nie zablokują Ci logowania. Zawiera losowy kod i podpis, bez adresu email.",
    kind: "niezbędny, własny",
    lifetime: "12 miesięcy od ostatniego logowania, także po wylogowaniu; nieważny po zmianie hasła lub usunięciu Konta",
  },
  {
    name: "vp_js",
    purpose:
      "Zapisywany przez przeglądarkę po zalogowaniu: mówi tylko, że działa w niej JavaScript, więc możemy wysłać Ci szybciej stronę wspólną dla zalogowanych, uzupełnianą w przeglądarce Twoimi danymi. Nie zawiera żadnego identyfikatora.",
    kind: "funkcjonalny, własny",
    lifetime: "do 12 miesięcy; usuwany po wylogowaniu",
  },
  {
    name: "vp_theme",
    purpose: "Zapisywany tylko wtedy, gdy wybierzesz motyw kolorów (jasny, ciemny, systemowy): pamięta Twój wybór. Nie zawiera żadnego identyfikatora.",
    kind: "funkcjonalny, własny – tylko na Twoje życzenie",
    lifetime: "12 miesięcy",
  },
  {
    name: "vp.toast",
    purpose: "Przenosi na następną stronę jednorazowy komunikat o wykonanej akcji (np. „Zapisano zmiany”); usuwany zaraz po wyświetleniu.",
    kind: "niezbędny, własny",
    lifetime: "do 60 sekund",
  },
];
