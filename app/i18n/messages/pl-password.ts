// ADR 080, 094: the Polish messages of the password fields (spec: public §5); also on registration and
// reset, which stay Polish (ADR 080). An area of the public catalogue kept off the pages that do not show
// it (issue #14, session 30: every page's shell carried them); registered by ../password-messages.ts: the
// password field, its strength meter and the new-password field. Same rules as pl.ts: the spec's texts,
// byte-identical.

export const plPassword = {
  "password.strength": "Siła hasła: {level}",
  "password.level.red": "Słabe",
  "password.level.orange": "Średnie",
  "password.level.yellow": "Dobre",
  "password.level.green": "Silne",
  "password.rules": "Wymagania dotyczące hasła",
  "password.met": " – spełnione",
  "password.unmet": " – niespełnione",
  "password.rule.length": "Co najmniej {min} znaków",
  "password.rule.uppercase": "Jedna wielka litera",
  "password.rule.digit": "Jedna cyfra",
  "password.rule.special": "Jeden znak specjalny (np. ! @ # ?)",
  "password.placeholder": "Minimum 8 znaków",
  "password.show": "Pokaż hasło: {field}",
  "password.hide": "Ukryj hasło: {field}",
  "password.field": "hasło",
};
