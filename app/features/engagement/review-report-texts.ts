// ADR 162: the texts and limits of reporting a review, without zod (the product page shows the
// form; the rules that use them are in ./review-schemas).

export const REPORT_REASONS = ["spam", "offensive", "misleading", "personal-data", "illegal", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/**
 * The grounds staff state to a person (a removal, a correction, a block): the reporters' reasons but
 * "inny powód", which a reporter describes in words; told alone it said nothing ("Powód: inny powód",
 * session 37 review). A moderator without a listed ground leaves the removal "według zgłoszeń".
 */
export const STAFF_GROUNDS = REPORT_REASONS.filter((reason): reason is Exclude<ReportReason, "other"> => reason !== "other");
export const REPORT_DETAILS_MAX = 500;

export const REPORT_MESSAGES = {
  reason: "Wybierz powód zgłoszenia.",
  detailsNeeded: "Opisz, co jest nie tak z tą opinią.",
  detailsTooLong: `Opis może mieć najwyżej ${REPORT_DETAILS_MAX} znaków.`,
  own: "Nie możesz zgłosić własnej opinii.",
  already: "Ta opinia została już przez Ciebie zgłoszona.",
  // msg.114 (ADR 197): a moderator decided the member's report (kept the review or corrected it).
  decided: "Twoje zgłoszenie tej opinii zostało już rozpatrzone. Nie możesz zgłosić jej ponownie.",
  sent: "Dziękujemy za zgłoszenie. Moderator sprawdzi tę opinię.",
  error: "Nie udało się wysłać zgłoszenia. Spróbuj ponownie.",
  tooMany: "Zbyt wiele zgłoszeń w krótkim czasie. Spróbuj ponownie później.",
} as const;

/** The moderators' side (/admin/opinie). */
export const REPORT_ADMIN_MESSAGES = {
  kept: "Opinia zostaje na stronie; zgłoszenia zamknięto.",
  noneOpen: "Ta opinia nie ma otwartych zgłoszeń.",
  keepError: "Nie udało się zamknąć zgłoszeń. Spróbuj ponownie.",
  // ADR 175: a moderator corrects the text (removes a phone number, an insult) instead of removing it all.
  redacted: "Poprawiono treść opinii; autor dostanie wiadomość.",
  redactUnchanged: "Treść się nie zmieniła. Popraw ją albo zamknij okno.",
  redactStale: "Ta opinia zmieniła się w międzyczasie (autor lub inny moderator). Odśwież listę i sprawdź nową treść.",
  redactReason: "Wybierz, dlaczego poprawiasz opinię.",
  // ADR 175 addendum (session 38): the page says "usunięto fragment" — added words would be the author's in name only.
  redactAdds: "Poprawka może tylko usuwać słowa z tekstu autora (miejsce usunięcia możesz oznaczyć „[…]”). Nie dopisuj ani nie zmieniaj słów.",
  removalGround: "Wybierz powód usunięcia z listy albo zostaw „według zgłoszeń”.",
  redactError: "Nie udało się zapisać poprawionej opinii. Spróbuj ponownie.",
} as const;
