// One schema per form, used in the browser (live messages) and again in the action (STYLE §4).
// Messages are the spec's Polish texts (public §5, §8). Where the spec lists checks "in this order",
// a schema reports only the first failing check, so both sides show the same single message.
import { z } from "zod";
import {
  meetsPasswordRules,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MESSAGE,
} from "./password-rules";
import { NAME_LINK_MESSAGE, nameHasLink } from "./profile-schema";
import { cleanLine } from "~/utils/text";

export const MESSAGES = {
  emailRequired: "Wprowadź adres email",
  emailInvalid: "Nieprawidłowy format adresu email",
  passwordRequired: "Wprowadź hasło",
  termsRequired: "Musisz zaakceptować regulamin i politykę prywatności",
  passwordsDiffer: "Hasła nie są identyczne",
  newPasswordsDiffer: "Nowe hasła nie są identyczne",
  passwordRule: PASSWORD_RULE_MESSAGE,
  passwordLength: PASSWORD_LENGTH_MESSAGE,
  allFieldsRequired: "Wszystkie pola są wymagane",
  samePassword: "Nowe hasło musi różnić się od poprzedniego",
  nameTooLong: "Imię i nazwisko może mieć najwyżej 100 znaków",
  codeRequired: "Wprowadź kod",
  totpFormat: "Kod musi składać się z 6 cyfr",
  backupFormat: "Nieprawidłowy format kodu zapasowego",
  currentPasswordRequired: "Wprowadź aktualne hasło",
} as const;

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
// HTML checkboxes send "on" when ticked and nothing otherwise.
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

/** spec: public §5 — e-mail is trimmed and lower-cased before it is used. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && z.email().safeParse(email).success;
}

/** Reports the first failing check only: the spec's "checked in this order". */
function ordered<T>(checks: (v: T) => { path: string; message: string } | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const failed = checks(value);
    if (failed) ctx.addIssue({ code: "custom", path: [failed.path], message: failed.message });
  };
}

const emailCheck = (raw: string) => {
  const email = normalizeEmail(raw);
  if (!email) return { path: "email", message: MESSAGES.emailRequired };
  if (!isValidEmail(email)) return { path: "email", message: MESSAGES.emailInvalid };
  return null;
};

// spec: public §5 Login — both fields non-empty after trimming; the password itself is not trimmed.
export const LoginSchema = z
  .object({ email: text, password: text, rememberMe: checkbox, redirectTo: text })
  .superRefine(
    ordered((v) => {
      if (!v.email.trim()) return { path: "email", message: MESSAGES.emailRequired };
      if (!v.password.trim()) return { path: "password", message: MESSAGES.passwordRequired };
      if (!isValidEmail(normalizeEmail(v.email))) return { path: "email", message: MESSAGES.emailInvalid };
      return null;
    }),
  )
  .transform((v) => ({ ...v, email: normalizeEmail(v.email) }));

// spec: public §5 Registration, checked in this order: terms, passwords match, e-mail, password rule.
export const RegisterSchema = z
  .object({
    name: text,
    email: text,
    password: text,
    confirmPassword: text,
    acceptTerms: checkbox,
    marketingConsent: checkbox,
  })
  .superRefine(
    ordered((v) => {
      if (!v.acceptTerms) return { path: "acceptTerms", message: MESSAGES.termsRequired };
      if (v.password !== v.confirmPassword) return { path: "confirmPassword", message: MESSAGES.passwordsDiffer };
      if (!isValidEmail(normalizeEmail(v.email))) return { path: "email", message: MESSAGES.emailInvalid };
      if (!meetsPasswordRules(v.password)) return { path: "password", message: MESSAGES.passwordRule };
      if (cleanLine(v.name).length > 100) return { path: "name", message: MESSAGES.nameTooLong };
      if (nameHasLink(v.name)) return { path: "name", message: NAME_LINK_MESSAGE };
      return null;
    }),
  )
  .transform((v) => ({
    name: cleanLine(v.name),
    email: normalizeEmail(v.email),
    password: v.password,
    marketingConsent: v.marketingConsent,
  }));

// spec: public §5 Reset request.
export const EmailOnlySchema = z
  .object({ email: text })
  .superRefine(ordered((v) => emailCheck(v.email)))
  .transform((v) => ({ email: normalizeEmail(v.email) }));

// spec: public §5 Set new password (the target of the reset e-mail link).
export const NewPasswordSchema = z
  .object({ token: text, password: text, confirmPassword: text })
  .superRefine(
    ordered((v) => {
      if (!v.password || !v.confirmPassword) return { path: "password", message: MESSAGES.allFieldsRequired };
      if (v.password !== v.confirmPassword) return { path: "confirmPassword", message: MESSAGES.passwordsDiffer };
      if (!meetsPasswordRules(v.password)) return { path: "password", message: MESSAGES.passwordRule };
      return null;
    }),
  );

// spec: public §5 Change password in the account area, plus the shared rule (DESIGN §5: 8 everywhere).
export const ChangePasswordSchema = z
  .object({ currentPassword: text, newPassword: text, confirmPassword: text })
  .superRefine(
    ordered((v) => {
      if (!v.currentPassword || !v.newPassword || !v.confirmPassword) {
        return { path: v.currentPassword ? "newPassword" : "currentPassword", message: MESSAGES.allFieldsRequired };
      }
      if (v.newPassword !== v.confirmPassword) return { path: "confirmPassword", message: MESSAGES.newPasswordsDiffer };
      if ([...v.newPassword].length < PASSWORD_MIN_LENGTH) return { path: "newPassword", message: MESSAGES.passwordLength };
      if (!meetsPasswordRules(v.newPassword)) return { path: "newPassword", message: MESSAGES.passwordRule };
      if (v.newPassword === v.currentPassword) return { path: "newPassword", message: MESSAGES.samePassword };
      return null;
    }),
  );

/** Re-entering the password for a sensitive change (two-factor on/off, new backup codes). */
export const PasswordConfirmSchema = z.object({ password: text }).superRefine(
  ordered((v) => (v.password ? null : { path: "password", message: MESSAGES.passwordRequired })),
);

// Bezpieczeństwo → Zmiana adresu email (issue #15 pt 7): the new address and the current password.
export const ChangeEmailSchema = z
  .object({ newEmail: text, password: text })
  .superRefine(
    ordered((v) => {
      const email = normalizeEmail(v.newEmail);
      if (!email) return { path: "newEmail", message: MESSAGES.emailRequired };
      if (!isValidEmail(email)) return { path: "newEmail", message: MESSAGES.emailInvalid };
      if (!v.password) return { path: "password", message: MESSAGES.currentPasswordRequired };
      return null;
    }),
  )
  .transform((v) => ({ newEmail: normalizeEmail(v.newEmail), password: v.password }));

const TOTP_PATTERN = /^\d{6}$/;
// Backup codes are 10 letters and digits shown as "XXXXX-XXXXX", upper case (backup-codes.ts): what
// is typed is upper-cased, so the case a user types never costs a sign-in attempt.
const BACKUP_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * The second sign-in step takes either a 6-digit code from the authenticator app or a backup code;
 * which one it is follows from its shape, so the user never has to pick.
 */
export const TwoFactorCodeSchema = z
  .object({ code: text })
  .superRefine(
    ordered((v) => {
      const code = v.code.replace(/\s+/g, "");
      if (!code) return { path: "code", message: MESSAGES.codeRequired };
      if (/^\d+$/.test(code) && !TOTP_PATTERN.test(code)) return { path: "code", message: MESSAGES.totpFormat };
      if (!TOTP_PATTERN.test(code) && !BACKUP_PATTERN.test(code)) return { path: "code", message: MESSAGES.backupFormat };
      return null;
    }),
  )
  .transform((v) => {
    const compact = v.code.replace(/\s+/g, "");
    if (TOTP_PATTERN.test(compact)) return { method: "totp" as const, code: compact };
    const plain = compact.replace("-", "").toUpperCase();
    return { method: "backup" as const, code: `${plain.slice(0, 5)}-${plain.slice(5)}` };
  });

/** The confirmation code when switching two-factor on: always the 6-digit code from the app. */
export const TotpConfirmSchema = z
  .object({ code: text })
  .superRefine(
    ordered((v) => {
      const code = v.code.replace(/\s+/g, "");
      if (!code) return { path: "code", message: MESSAGES.codeRequired };
      if (!TOTP_PATTERN.test(code)) return { path: "code", message: MESSAGES.totpFormat };
      return null;
    }),
  )
  .transform((v) => ({ code: v.code.replace(/\s+/g, "") }));

/** FormData to a plain object (the last value wins; files are not expected in these forms). */
export function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

export type FieldError = { field: string; message: string };

/** The first message of a failed parse, with the field it belongs to. */
export function firstError(error: z.ZodError): FieldError {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? ""), message: issue?.message ?? MESSAGES.allFieldsRequired };
}
