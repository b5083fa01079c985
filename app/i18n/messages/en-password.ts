import type { plPassword } from "./pl-password";

// ADR 080: the English twin of ./pl-password (tsc fails on a missing key).

export const enPassword = {
  "password.strength": "Password strength: {level}",
  "password.level.red": "Weak",
  "password.level.orange": "Fair",
  "password.level.yellow": "Good",
  "password.level.green": "Strong",
  "password.rules": "Password requirements",
  "password.met": " – met",
  "password.unmet": " – not met",
  "password.rule.length": "At least {min} characters",
  "password.rule.uppercase": "One capital letter",
  "password.rule.digit": "One digit",
  "password.rule.special": "One special character (e.g. ! @ # ?)",
  "password.placeholder": "At least 8 characters",
  "password.show": "Show password: {field}",
  "password.hide": "Hide password: {field}",
  "password.field": "password",
} satisfies Record<keyof typeof plPassword, string>;
