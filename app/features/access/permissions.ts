// Browser-safe: shared by server checks (requirePermission) and UI that hides what a user cannot do.
// STYLE §3: permissions are typed `resource:action` strings, stored in the permissions table.

export const ADMIN_ROLE_NAME = "admin";

export const PERMISSIONS = [
  "product:create",
  "product:update",
  "product:delete",
  "product-code:manage",
  "blog:create",
  "blog:update",
  "blog:publish",
  "blog:delete",
  "role:read",
  "role:assign",
  "role:manage",
  "review:moderate",
  "user:read",
  "user:block",
  "user:read-contact",
  "log:read",
  "legal-document:update",
  "site-settings:update",
  "newsletter:send",
  "admin:access",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  "product:create": "Dodawanie produktów",
  "product:update": "Edycja produktów",
  "product:delete": "Usuwanie produktów",
  "product-code:manage": "Zarządzanie kodami produktów (generowanie, import, eksport)",
  "blog:create": "Tworzenie wpisów na blogu",
  "blog:update": "Edycja wpisów na blogu",
  "blog:publish": "Publikowanie i wyróżnianie wpisów",
  "blog:delete": "Usuwanie wpisów na blogu",
  "role:read": "Podgląd ról i uprawnień",
  "role:assign": "Przypisywanie i odbieranie ról",
  "role:manage": "Tworzenie ról i zmiana ich uprawnień",
  "review:moderate": "Moderowanie opinii",
  "user:read": "Podgląd listy użytkowników",
  "user:block": "Blokowanie kont użytkowników",
  // ADR 203 (RODO art. 5(1)(c)): e-mail, consents, 2FA and sessions; the administrators' only among the system roles.
  "user:read-contact": "Podgląd danych kontaktowych użytkowników (e-mail, zgody, logowanie dwuetapowe, sesje)",
  "log:read": "Podgląd dziennika zmian",
  // ADR 172: the administrators' by default (the system roles below); a custom role can be given it.
  "legal-document:update": "Edycja dokumentów prawnych (regulamin, polityka prywatności, afiliacja)",
  // ADR 179: likewise the administrators' only among the system roles.
  "site-settings:update": "Edycja ustawień strony (stopka, adresy kontaktowe, pasek ogłoszeń)",
  // ADR 185: the editors' (and the administrators') among the system roles.
  "newsletter:send": "Wysyłanie newslettera z trendami",
  "admin:access": "Dostęp do panelu administracyjnego",
};

export type SystemRoleName = "admin" | "moderator" | "editor" | "user";

export type SystemRole = { name: SystemRoleName; displayName: string; description: string; permissions: readonly Permission[] };

export const SYSTEM_ROLES: readonly SystemRole[] = [
  {
    name: ADMIN_ROLE_NAME,
    displayName: "Administrator",
    description: "Pełny dostęp do panelu, katalogu, bloga i ról.",
    permissions: PERMISSIONS,
  },
  {
    name: "moderator",
    displayName: "Moderator",
    description: "Moderuje opinie użytkowników.",
    permissions: ["review:moderate", "user:read", "user:block", "admin:access"],
  },
  {
    name: "editor",
    displayName: "Redaktor",
    description: "Prowadzi katalog produktów, kody produktów i bloga.",
    permissions: PERMISSIONS.filter((p) => p.startsWith("product:") || p.startsWith("blog:")).concat([
      "product-code:manage",
      "newsletter:send",
      "admin:access",
    ]),
  },
  { name: "user", displayName: "Użytkownik", description: "Zarejestrowany użytkownik serwisu.", permissions: [] },
];

/** The part of a user that access decisions need; the root loader sends exactly this to the browser. */
export type PermissionHolder = { permissions: readonly string[] };

/**
 * ADR 018: the one question every screen asks — "may this user do X?". Browser-safe, so the UI hides
 * what the server would refuse; the server asks the same question in `requirePermission`.
 * Role names are never checked: a role matters only through the permissions it grants.
 */
export function can(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  return Boolean(user && user.permissions.includes(permission));
}
