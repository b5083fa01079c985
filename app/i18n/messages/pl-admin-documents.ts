// ADR 172: the Polish messages of the "Dokumenty" admin section (regulamin, polityka prywatności,
// afiliacja: versions with a date from which each applies). Registered by app/i18n/admin-messages.ts
// with the other admin areas; `msg.*` entries are the server's answers, looked up by their Polish wording.

export const plAdminDocuments = {
  "msg.admin.145": "Edycja dokumentów prawnych (regulamin, polityka prywatności, afiliacja)",
};
