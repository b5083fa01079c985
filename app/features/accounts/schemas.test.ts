import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ProfileUpdateSchema } from "./profile-schema";
import { ChangePasswordSchema, EmailOnlySchema, firstError, LoginSchema, NewPasswordSchema, RegisterSchema, TwoFactorCodeSchema } from "./schemas";

const messageOf = (schema: z.ZodType, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? null : firstError(result.error).message;
};

const valid = { name: "Ala", email: "ala@example.com", password: "Bezpieczne1!", confirmPassword: "Bezpieczne1!", acceptTerms: "on" };

describe("RegisterSchema (spec: public §5, checked in this order)", () => {
  it("checks the terms first, even when everything else is wrong too", () => {
    expect(messageOf(RegisterSchema, { email: "zly", password: "a", confirmPassword: "b" })).toBe("Musisz zaakceptować regulamin i politykę prywatności");
  });

  it("refuses a name with a link or markup (it opens e-mails and signs reviews), and keeps ordinary names", () => {
    for (const name of ["<b>Wygrałeś iPhone!</b>", "Odbierz: http://evil.example/odbierz", "www.promocja", "Wejdź na nagrody.pl", "sklep.com.pl", "Odbierz na bit.ly/wygrana", "Zobacz evil.tk/x", "Odbierz: evil。com/x", "nagroda.nowa/odbierz"]) {
      expect(messageOf(RegisterSchema, { ...valid, name })).toBe("Imię i nazwisko nie może zawierać linków ani znaków < >");
    }
    for (const name of ["Łukasz Jankowski", "J. Kowalska", "Anna Nowak-Wiśniewska", "O'Brien", "Jan K. (redakcja)"]) {
      expect(messageOf(RegisterSchema, { ...valid, name })).toBeNull();
    }
    expect(ProfileUpdateSchema.safeParse({ fullName: "<script>", theme: "light", language: "pl" }).success).toBe(false);
  });

  it("then that the passwords match", () => {
    expect(messageOf(RegisterSchema, { ...valid, email: "zly", password: "a", confirmPassword: "b" })).toBe("Hasła nie są identyczne");
  });

  it("then the e-mail format", () => {
    expect(messageOf(RegisterSchema, { ...valid, email: "zly@", password: "a", confirmPassword: "a" })).toBe("Nieprawidłowy format adresu email");
    expect(messageOf(RegisterSchema, { ...valid, email: "" })).toBe("Nieprawidłowy format adresu email");
  });

  it("then the shared password rule, with the 8-character minimum", () => {
    expect(messageOf(RegisterSchema, { ...valid, password: "Ab1!xyz", confirmPassword: "Ab1!xyz" })).toBe("Hasło nie spełnia wymagań bezpieczeństwa");
    expect(messageOf(RegisterSchema, { ...valid, password: "bezpieczne1!", confirmPassword: "bezpieczne1!" })).toBe("Hasło nie spełnia wymagań bezpieczeństwa");
  });

  it("trims and lower-cases the e-mail and keeps the marketing consent", () => {
    const result = RegisterSchema.parse({ ...valid, email: "  Ala@Example.COM ", marketingConsent: "on" });
    expect(result).toEqual({ name: "Ala", email: "ala@example.com", password: "Bezpieczne1!", marketingConsent: true });
    expect(RegisterSchema.parse(valid).marketingConsent).toBe(false);
  });

  it("names the field each message belongs to", () => {
    const result = RegisterSchema.safeParse({ ...valid, confirmPassword: "x" });
    expect(result.success || firstError(result.error)).toEqual({ field: "confirmPassword", message: "Hasła nie są identyczne" });
  });
});

describe("LoginSchema (spec: public §5)", () => {
  it("asks for the e-mail, then the password, both after trimming", () => {
    expect(messageOf(LoginSchema, { email: "  ", password: "" })).toBe("Wprowadź adres email");
    expect(messageOf(LoginSchema, { email: "a@b.pl", password: "   " })).toBe("Wprowadź hasło");
    expect(messageOf(LoginSchema, { email: "a@", password: "x" })).toBe("Nieprawidłowy format adresu email");
  });

  it("normalises the e-mail but never the password", () => {
    expect(LoginSchema.parse({ email: " Jan@Viralne.Local ", password: " Haslo1! ", rememberMe: "on" })).toEqual({
      email: "jan@viralne.local",
      password: " Haslo1! ",
      rememberMe: true,
      redirectTo: "",
    });
  });
});

describe("reset and new-password schemas (spec: public §5)", () => {
  it("asks for an e-mail and checks its format", () => {
    expect(messageOf(EmailOnlySchema, {})).toBe("Wprowadź adres email");
    expect(messageOf(EmailOnlySchema, { email: "nie-email" })).toBe("Nieprawidłowy format adresu email");
  });

  it("wants both fields, equal, and strong", () => {
    expect(messageOf(NewPasswordSchema, { token: "t", password: "Abcdef1!" })).toBe("Wszystkie pola są wymagane");
    expect(messageOf(NewPasswordSchema, { token: "t", password: "Abcdef1!", confirmPassword: "Abcdef1?" })).toBe("Hasła nie są identyczne");
    expect(messageOf(NewPasswordSchema, { token: "t", password: "abcdefgh", confirmPassword: "abcdefgh" })).toBe("Hasło nie spełnia wymagań bezpieczeństwa");
  });
});

describe("ChangePasswordSchema (account area)", () => {
  const base = { currentPassword: "Stare-haslo1", newPassword: "Nowe-haslo1", confirmPassword: "Nowe-haslo1" };
  it("uses the account area's messages and 8 characters", () => {
    expect(messageOf(ChangePasswordSchema, { ...base, confirmPassword: "inne" })).toBe("Nowe hasła nie są identyczne");
    expect(messageOf(ChangePasswordSchema, { ...base, newPassword: "Ab1!", confirmPassword: "Ab1!" })).toBe("Hasło musi mieć co najmniej 8 znaków");
    expect(messageOf(ChangePasswordSchema, { ...base, newPassword: "abcdefgh", confirmPassword: "abcdefgh" })).toBe("Hasło nie spełnia wymagań bezpieczeństwa");
    expect(messageOf(ChangePasswordSchema, { ...base, newPassword: base.currentPassword, confirmPassword: base.currentPassword })).toBe(
      "Nowe hasło musi różnić się od poprzedniego",
    );
    expect(messageOf(ChangePasswordSchema, base)).toBeNull();
  });
});

describe("TwoFactorCodeSchema", () => {
  it("tells an app code from a backup code by its shape", () => {
    expect(TwoFactorCodeSchema.parse({ code: " 123 456 " })).toEqual({ method: "totp", code: "123456" });
    expect(TwoFactorCodeSchema.parse({ code: "aB3dE-fG7hJ" })).toEqual({ method: "backup", code: "AB3DE-FG7HJ" });
    expect(TwoFactorCodeSchema.parse({ code: "aB3dEfG7hJ" })).toEqual({ method: "backup", code: "AB3DE-FG7HJ" });
    expect(messageOf(TwoFactorCodeSchema, { code: "12345" })).toBe("Kod musi składać się z 6 cyfr");
    expect(messageOf(TwoFactorCodeSchema, { code: "" })).toBe("Wprowadź kod");
  });
});
