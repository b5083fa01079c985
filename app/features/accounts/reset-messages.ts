// Browser-safe: the pages show these too.
import { PASSWORD_RULE_MESSAGE } from "./password-rules";

// spec: public §8 Reset and update password.
export const RESET_MESSAGES = {
  tooMany: "Zbyt wiele próśb resetowania hasła. Spróbuj ponownie za chwilę.",
  expired: "Link resetowania hasła wygasł. Proszę wygenerować nowy link.",
  invalid: "Link resetowania hasła jest nieprawidłowy.",
  missing: "Nieprawidłowy link resetowania hasła",
  samePassword: "Nowe hasło musi różnić się od poprzedniego",
  weakPassword: PASSWORD_RULE_MESSAGE,
  failed: "Nie udało się zaktualizować hasła",
} as const;
