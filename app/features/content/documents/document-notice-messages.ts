// ADR 198: the answers of /akcje/powiadomienie-dokumentu (closing a member's notice of a changed
// document). Browser-safe: the route's no-JavaScript error page names them too.
export const MEMBER_NOTICE_MESSAGES = {
  notFound: "Nie ma takiego powiadomienia o zmianie dokumentu.",
  closeFailed: "Nie udało się zamknąć powiadomienia. Spróbuj ponownie.",
} as const;
