// ADR 158: the Polish messages of blocking accounts on the users screen. Registered by
// app/i18n/admin-messages.ts with the other admin areas; `msg.*` entries are the server's answers,
// looked up by their Polish wording.

export const plAdminUsers = {
  "admin.users.block": "Zablokuj",
  "admin.users.unblock": "Odblokuj",
  "admin.users.blockOf": "Zablokuj konto: {name}",
  "admin.users.unblockOf": "Odblokuj konto: {name}",
  "admin.users.blockedBadge": "Zablokowane",
  "admin.users.statBlocked": "Zablokowane konta",
  "admin.users.blockedOnly": "Tylko zablokowane",
  "admin.users.blockExplained": "Zablokowane konto nie może się zalogować, a jego otwarte sesje zostaną zakończone. Opinie tej osoby zostają – usuniesz je w sekcji Opinie.",
  "admin.users.reviewsOf": "Opinie tej osoby ({name}) w sekcji Opinie",
  "admin.users.blockReason": "Powód (opcjonalnie)",
  "admin.users.blockReasonHint": "Widzą go tylko osoby z dostępem do panelu.",
  "admin.users.blockedSince": "Konto jest zablokowane od {date}.",
  "admin.users.blockedReason": "Powód: {reason}",
  "admin.users.unblockExplained": "Po odblokowaniu osoba znów może się zalogować.",
  "msg.admin.95": "Konto zostało zablokowane, a jego sesje zakończone.",
  "msg.admin.96": "Konto zostało odblokowane.",
  "msg.admin.97": "Nie możesz zablokować własnego konta.",
  "msg.admin.98": "Nie można zablokować osoby z rolą w panelu. Najpierw odbierz jej role.",
  "msg.admin.99": "To konto jest już zablokowane.",
  "msg.admin.100": "To konto nie jest zablokowane.",
  "msg.admin.101": "Powód może mieć najwyżej 500 znaków.",
  "msg.admin.102": "Blokowanie kont użytkowników",
  "msg.admin.103": "To konto jest zablokowane. Najpierw je odblokuj.",
} satisfies Record<string, string>;
