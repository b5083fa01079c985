// The shared password rule (spec: public §5; DESIGN §5: 8+ characters everywhere, also in hints
// and server messages). Browser-safe: the strength bar and the server use the same functions.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_MESSAGE = "Hasło nie spełnia wymagań bezpieczeństwa";
export const PASSWORD_LENGTH_MESSAGE = `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`;
export const PASSWORD_HINT = `Minimum ${PASSWORD_MIN_LENGTH} znaków, wielka litera, cyfra i znak specjalny`;

export type PasswordRuleId = "length" | "uppercase" | "digit" | "special";
export type PasswordRule = { id: PasswordRuleId; label: string; test: (password: string) => boolean };

// \p{Lu} / \p{L}\p{N}: Polish letters count as letters, so "Ł" is an uppercase letter and "ą" is
// not a special character.
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: "length", label: `Co najmniej ${PASSWORD_MIN_LENGTH} znaków`, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", label: "Jedna wielka litera", test: (p) => /\p{Lu}/u.test(p) },
  { id: "digit", label: "Jedna cyfra", test: (p) => /\p{Nd}/u.test(p) },
  { id: "special", label: "Jeden znak specjalny (np. ! @ # ?)", test: (p) => /[^\p{L}\p{N}]/u.test(p) },
];

export function passwordChecklist(password: string): { id: PasswordRuleId; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((r) => ({ id: r.id, label: r.label, met: r.test(password) }));
}

/** Number of rules met, 0–4 (spec: public §5 strength bar in quarters). */
export function passwordStrength(password: string): number {
  return PASSWORD_RULES.filter((r) => r.test(password)).length;
}

export function meetsPasswordRules(password: string): boolean {
  return passwordStrength(password) === PASSWORD_RULES.length && password.length <= PASSWORD_MAX_LENGTH;
}

export type StrengthColor = "red" | "orange" | "yellow" | "green";

/** spec: public §5 — red at 1 or fewer rules met, orange at 2, yellow at 3, green at 4. */
export function strengthColor(strength: number): StrengthColor {
  if (strength >= 4) return "green";
  if (strength === 3) return "yellow";
  if (strength === 2) return "orange";
  return "red";
}
