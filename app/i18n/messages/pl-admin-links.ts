// ADR 170: the Polish messages of the shops' link checks — the product form's line under each shop
// link, "Sprawdź teraz" and its answers, the list's filter and badge, the Overview's to-do item.
// Registered by app/i18n/admin-messages.ts with the other admin areas.

export const plAdminLinks = {
  "admin.todo.brokenLinks": "Niedziałające linki do sklepów",
  "admin.linkCheck.badge": "Link nie działa",
  "admin.linkCheck.checkNow": "Sprawdź teraz",
  "admin.linkCheck.checking": "Sprawdzanie…",
  "admin.linkCheck.checkNowHint": "Sprawdza zapisane linki do sklepów. Zmieniony adres zostanie sprawdzony po zapisaniu.",
  "admin.linkCheck.notChecked": "Jeszcze nie sprawdzono.",
  "admin.linkCheck.changed": "Adres zmieniony: zostanie sprawdzony po zapisaniu.",
  "admin.linkCheck.ok": "Sprawdzono {when}: działa.",
  "admin.linkCheck.okRedirected": "Sprawdzono {when}: działa, prowadzi do {address}",
  "admin.linkCheck.notFound": "Sprawdzono {when}: nie znaleziono ({status}).",
  "admin.linkCheck.address": "Sprawdzono {when}: adres nie prowadzi do sklepu w internecie (sieć wewnętrzna).",
  "admin.linkCheck.failingSince": "Nie działa od {since}.",
  "admin.linkCheck.refused": "Sprawdzono {when}: sklep blokuje automatyczne sprawdzanie ({status}). Otwórz link, aby sprawdzić go samodzielnie.",
  "admin.linkCheck.unreachableOnce": "Sprawdzono {when}: sklep nie odpowiada ({reason}). Jeśli tak zostanie przy następnym sprawdzeniu, link trafi na listę niedziałających.",
  "admin.linkCheck.unreachable": "Sklep nie odpowiada od {since} ({reason}); ostatnio sprawdzono {when}.",
  "admin.linkCheck.reason.timeout": "brak odpowiedzi w wyznaczonym czasie",
  "admin.linkCheck.reason.network": "brak połączenia",
  "admin.linkCheck.reason.redirects": "za dużo przekierowań",
  "admin.linkCheck.reason.status": "błąd {status}",
  // "Sprawdź teraz": the action's answers (looked up by their Polish wording)
  "msg.admin.116": "Sprawdzono linki do sklepów.",
  "msg.admin.117": "Ten produkt nie ma zapisanych linków do sklepów.",
  "msg.admin.118": "Linki tego produktu są właśnie sprawdzane. Wyniki pojawią się za chwilę – odśwież stronę.",
  "msg.admin.119": "Za dużo sprawdzeń linków w krótkim czasie. Spróbuj ponownie za kilka minut.",
} as const;
