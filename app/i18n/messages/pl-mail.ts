// ADR 080 (areas addendum), ADR 091: the Polish messages of e-mails (server only) and the price-alert
// unsubscribe page. A separate module so public pages do not carry them; registered by
// app/i18n/mail-messages.ts. Same rules as pl.ts: byte-identical to the texts sent before ADR 091
// (app/features/mail/templates.test.ts and the e2e suites read them). Keys of action messages start
// with "msg." (looked up by their Polish wording, see translateMessage).

export const plMail = {
  // every e-mail (app/features/mail/templates.ts)
  "mail.greeting": "Cześć {name},",
  "mail.greetingNoName": "Cześć,",
  "mail.buttonFallback": "Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:",
  "mail.linkValidHours": "Link jest ważny przez {hours} {hours, plural, =1 {godzinę} few {godziny} other {godzin}} i działa tylko raz.",
  "mail.securityFootnote": "Wiadomość wysłana automatycznie w celu ochrony Twojego konta.",
  "mail.resetButton": "Zresetuj hasło",
  // sign-up: confirm the address
  "mail.verify.subject": "Potwierdź swój adres email – Viralne Produkty",
  "mail.verify.heading": "Potwierdź swój adres email",
  "mail.verify.text": "dziękujemy za rejestrację w serwisie Viralne Produkty. Aby aktywować konto, potwierdź swój adres email.",
  "mail.verify.button": "Potwierdź adres email",
  "mail.verify.footnote": "Jeśli nie zakładałeś konta, zignoruj tę wiadomość – bez potwierdzenia konto pozostanie nieaktywne.",
  // password reset
  "mail.reset.subject": "Resetowanie hasła – Viralne Produkty",
  "mail.reset.heading": "Resetowanie hasła",
  "mail.reset.text": "otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Kliknij przycisk poniżej, aby ustawić nowe hasło.",
  "mail.reset.validity": "Link jest ważny przez {hours} godziny i działa tylko raz. Po zmianie hasła wszystkie inne sesje zostaną wylogowane.",
  "mail.reset.button": "Ustaw nowe hasło",
  "mail.reset.footnote": "Jeśli to nie Ty prosiłeś o reset hasła, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.",
  // password changed
  "mail.passwordChanged.subject": "Twoje hasło zostało zmienione – Viralne Produkty",
  "mail.passwordChanged.heading": "Twoje hasło zostało zmienione",
  "mail.passwordChanged.text": "hasło do Twojego konta zostało zmienione ({when}). Pozostałe sesje zostały wylogowane.",
  "mail.passwordChanged.advice": "Jeśli to nie Ty zmieniłeś hasło, natychmiast ustaw nowe hasło za pomocą przycisku poniżej.",
  // two-factor sign-in changed (review, session 24)
  "mail.twoFactor.enabled.subject": "Włączono weryfikację dwuetapową – Viralne Produkty",
  "mail.twoFactor.enabled.heading": "Weryfikacja dwuetapowa jest włączona",
  "mail.twoFactor.enabled.text": "na Twoim koncie włączono weryfikację dwuetapową ({when}). Przy logowaniu poprosimy odtąd o kod z aplikacji uwierzytelniającej.",
  "mail.twoFactor.disabled.subject": "Wyłączono weryfikację dwuetapową – Viralne Produkty",
  "mail.twoFactor.disabled.heading": "Weryfikacja dwuetapowa została wyłączona",
  "mail.twoFactor.disabled.text": "na Twoim koncie wyłączono weryfikację dwuetapową ({when}). Do logowania wystarczy teraz samo hasło.",
  "mail.twoFactor.backupCodes.subject": "Nowe kody zapasowe – Viralne Produkty",
  "mail.twoFactor.backupCodes.heading": "Wygenerowano nowe kody zapasowe",
  "mail.twoFactor.backupCodes.text": "dla Twojego konta wygenerowano nowe kody zapasowe weryfikacji dwuetapowej ({when}). Dotychczasowe kody przestały działać.",
  "mail.twoFactor.advice": "Jeśli to nie Ty, ktoś zna Twoje hasło: natychmiast ustaw nowe hasło za pomocą przycisku poniżej.",
  // account deletion requested (issue #12 point 10)
  "mail.deletion.subject": "Zgłoszenie usunięcia konta – Viralne Produkty",
  "mail.deletion.heading": "Otrzymaliśmy prośbę o usunięcie konta",
  "mail.deletion.text": "Twoje konto i dane osobowe zostaną usunięte po {days} dniach, {when}. Zostałeś wylogowany na wszystkich urządzeniach.",
  "mail.deletion.cancel": "Jeśli zmienisz zdanie, zaloguj się przed tym terminem i anuluj usunięcie w ustawieniach konta. Twoje opinie pozostaną widoczne jako „Użytkownik usunięty”.",
  "mail.deletion.button": "Zaloguj się, aby anulować",
  "mail.deletion.footnote": "Jeśli to nie Ty prosiłeś o usunięcie konta, zaloguj się i anuluj je, a potem zmień hasło.",
  // e-mail change (issue #15 pt 7): the link to the new address, the notice to the old one
  "mail.emailChange.subject": "Potwierdź nowy adres email – Viralne Produkty",
  "mail.emailChange.heading": "Potwierdź nowy adres email",
  "mail.emailChange.text": "poproszono o zmianę adresu email konta w serwisie Viralne Produkty na ten adres. Adres zmieni się dopiero po kliknięciu przycisku poniżej.",
  "mail.emailChange.button": "Potwierdź nowy adres email",
  "mail.emailChange.footnote": "Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość – adres konta pozostanie bez zmian.",
  "mail.emailChanged.subject": "Adres email Twojego konta został zmieniony – Viralne Produkty",
  "mail.emailChanged.heading": "Adres email został zmieniony",
  "mail.emailChanged.text": "adres email Twojego konta został zmieniony na {email} ({when}). Ten adres nie jest już powiązany z kontem.",
  "mail.emailChanged.advice":
    "Jeśli to nie Ty zmieniłeś adres, kliknij przycisk poniżej (link działa {days} dni): przywrócimy ten adres, wylogujemy wszystkie urządzenia i wyślemy tu link do ustawienia nowego hasła.",
  "mail.emailChanged.later": "Gdy link wygaśnie, napisz do nas z tego adresu: {url}",
  "mail.emailChanged.button": "Cofnij zmianę adresu",
  // price drop (issue #13 point 2, ADR 078)
  "mail.priceDrop.subject": "Cena spadła: {title} – Viralne Produkty",
  "mail.priceDrop.heading": "Cena produktu z Twojej wishlisty spadła",
  "mail.priceDrop.text": "{title} kosztuje teraz {price} (wcześniej {previous}).",
  "mail.priceDrop.button": "Zobacz produkt",
  "mail.priceDrop.footnote": "Dostajesz tę wiadomość, bo włączyłeś powiadomienie o obniżce ceny tego produktu na swojej wishliście.",
  "mail.priceDrop.unsubscribe": "Wyłącz powiadomienia o obniżce ceny tego produktu",

  // the price-alert unsubscribe page (/alert-cenowy/wypisz, ADR 078)
  "mail.unsubscribe.meta": "Wyłączanie powiadomień o obniżce ceny | Viralne Produkty",
  "mail.unsubscribe.title": "Wyłączyć powiadomienie o obniżce ceny?",
  "mail.unsubscribe.text": "Nie będziemy już wysyłać e-maili, gdy spadnie cena produktu „{title}”.",
  "mail.unsubscribe.textNoTitle": "Nie będziemy już wysyłać e-maili o obniżce ceny tego produktu.",
  "mail.unsubscribe.alreadyOff": "To powiadomienie jest już wyłączone.",
  "mail.unsubscribe.pending": "Wyłączanie…",
  "mail.unsubscribe.one": "Wyłącz powiadomienie",
  "mail.unsubscribe.all": "Wyłącz wszystkie powiadomienia o obniżkach cen",
  "mail.unsubscribe.wishlist": "Przejdź do wishlisty",
  "mail.unsubscribe.doneOneTitle": "Powiadomienie wyłączone",
  "mail.unsubscribe.doneAllTitle": "Wyłączono wszystkie powiadomienia o obniżkach cen",
  "mail.unsubscribe.doneOne": "Nie wyślemy już e-maili o obniżce ceny tego produktu.",
  "mail.unsubscribe.doneAll": "Nie wyślemy już żadnych e-maili o obniżkach cen produktów z Twojej wishlisty.",
  "mail.unsubscribe.again": "Możesz je włączyć ponownie na swojej wishliście.",
  "mail.unsubscribe.invalidTitle": "Nieprawidłowy link",
  "mail.unsubscribe.invalidHelp": "Skopiuj cały adres z e-maila albo zaloguj się i wyłącz powiadomienie na swojej wishliście.",
  // a reported review's decision (ADR 162)
  "mail.report.subject": "Twoje zgłoszenie opinii zostało rozpatrzone – Viralne Produkty",
  "mail.report.heading": "Zgłoszenie rozpatrzone",
  "mail.report.removed": "Dziękujemy za zgłoszenie opinii o produkcie „{product}”. Moderator ją sprawdził i usunął.",
  "mail.report.kept": "Dziękujemy za zgłoszenie opinii o produkcie „{product}”. Moderator ją sprawdził i nie znalazł naruszenia regulaminu, dlatego opinia pozostaje na stronie.",
  "mail.report.button": "Zobacz produkt",
  "mail.report.footnote": "Ta wiadomość dotyczy zgłoszenia wysłanego z Twojego konta w serwisie Viralne Produkty.",
  // a role given or taken away (ADR 163 addendum)
  "mail.roles.subject": "Zmiana Twoich uprawnień – Viralne Produkty",
  "mail.roles.heading": "Zmieniono Twoje uprawnienia",
  "mail.roles.assigned": "Przypisano Ci rolę „{role}” bezterminowo.",
  "mail.roles.assignedUntil": "Przypisano Ci rolę „{role}”, ważną do {when}.",
  "mail.roles.revoked": "Odebrano Ci rolę „{role}”.",
  "mail.roles.advice": "Jeśli nie spodziewasz się tej zmiany, skontaktuj się z administratorem serwisu.",
  "mail.roles.button": "Przejdź do serwisu",
  // its action messages (looked up by their Polish wording)
  "msg.mail.1": "Ten link do wyłączenia powiadomień jest nieprawidłowy lub niepełny. Nic nie zostało zmienione.",
  "msg.mail.2": "Powiadomienie wyłączone.",
  "msg.mail.3": "Wyłączono wszystkie powiadomienia o obniżkach cen.",
} satisfies Record<string, string>;
