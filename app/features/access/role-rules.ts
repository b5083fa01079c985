// Browser-safe rules and messages of role management (issue #10 §5, admin spec §8).
import { ADMIN_ROLE_NAME, type Permission } from "./permissions";

/** Who asks for a change: identity and permissions come from the session (SessionUser fits). */
export type Actor = { id: string; permissions: readonly Permission[] };

export type ChangeResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string; httpStatus: 400 | 403 | 404 | 409 };

export const ROLE_MESSAGES = {
  userNotFound: "Nie znaleziono użytkownika.",
  roleNotFound: "Nie znaleziono roli.",
  roleInactive: "Ta rola jest nieaktywna.",
  escalationAssign: "Nie możesz przypisać roli z uprawnieniami, których nie masz.",
  escalationRevoke: "Nie możesz odebrać roli z uprawnieniami, których nie masz.",
  escalationPermission: "Nie możesz nadać ani odebrać uprawnienia, którego nie masz.",
  escalationDeactivate: "Nie możesz wyłączyć roli z uprawnieniami, których nie masz.",
  escalationActivate: "Nie możesz włączyć roli z uprawnieniami, których nie masz.",
  roleAlreadyActive: "Ta rola jest już włączona.",
  // A review found the old wording ("…ostatniemu administratorowi bez daty wygaśnięcia") hard to parse:
  // say why, then what to do.
  lastAdminRevoke: "Nie można odebrać tej roli: to jedyny administrator bez daty wygaśnięcia. Najpierw nadaj rolę administratora bezterminowo innej osobie.",
  lastAdminExpiry: "Nie można ustawić daty wygaśnięcia: to jedyny administrator bez daty wygaśnięcia. Najpierw nadaj rolę administratora bezterminowo innej osobie.",
  expiryInPast: "Data wygaśnięcia musi być w przyszłości.",
  notAssigned: "Użytkownik nie ma tej roli.",
  // Review (session 31): a temporary role's holder made it permanent by assigning it to themselves.
  selfAssign: "Nie możesz przypisywać ról samemu sobie. Poproś o to innego administratora.",
  grantOutlasts: "Masz uprawnienia tej roli tylko czasowo: ustaw „Ważna do” nie później niż wygasa Twoja rola.",
  // …and a role's holders keep what it grants for good: only what the editor holds for good goes in.
  temporaryPermission: "Masz te uprawnienia tylko czasowo, więc nie możesz dodać ich do roli ani jej włączyć.",
  // ADR 158: staff cannot be blocked, so a blocked account gets no panel role either.
  blockedAccount: "To konto jest zablokowane. Najpierw je odblokuj.",
  // Review (session 27): the base role could be given an expiry date and taken away.
  baseRole: "Rola „Użytkownik” należy do każdego konta bezterminowo: nie można jej przypisać ani odebrać.",
  systemRoleLocked: "Uprawnienia ról systemowych są określone w kodzie i nie można ich zmieniać w panelu.",
  adminRoleLocked: "Uprawnień roli administratora nie można zmieniać.",
  systemRoleDeactivate: "Roli systemowej nie można wyłączyć.",
  roleNameTaken: "Rola o tej nazwie już istnieje.",
  displayNameTaken: "Rola o tej nazwie wyświetlanej już istnieje.",
  roleNameInvalid: "Nazwa roli: 2–40 znaków, małe litery bez polskich znaków, cyfry i myślniki, zaczyna się literą.",
  displayNameInvalid: "Nazwa wyświetlana: od 2 do 60 znaków.",
  descriptionTooLong: "Opis może mieć najwyżej 300 znaków.",
  noPermissions: "Wybierz co najmniej jedno uprawnienie.",
  // Concurrency review (session 32): creating an empty role was refused, emptying one was not.
  lastPermission: "Rola musi mieć co najmniej jedno uprawnienie. Jeśli nie ma już nic dawać, wyłącz ją.",
  unknownPermission: "Nieznane uprawnienie.",
  alreadyHasPermission: "Rola ma już to uprawnienie.",
  lacksPermission: "Rola nie ma tego uprawnienia.",
} as const;

/** Everything the actor may pass on: exactly the permissions its roles grant now (ADR 018; admin holds all). */
export function heldPermissions(actor: Actor): Set<Permission> {
  return new Set<Permission>(actor.permissions);
}

/** Permissions in `wanted` the actor does not hold; empty means no escalation. */
export function missingPermissions(actor: Actor, wanted: readonly string[]): string[] {
  const held = heldPermissions(actor) as Set<string>;
  return wanted.filter((p) => !held.has(p));
}

export const isAdminRole = (roleName: string) => roleName === ADMIN_ROLE_NAME;

/** Badge colour per role (spec §2: admin, moderator, editor, user, others = custom). */
export function roleTone(roleName: string): "admin" | "moderator" | "editor" | "user" | "custom" {
  return roleName === "admin" || roleName === "moderator" || roleName === "editor" || roleName === "user" ? roleName : "custom";
}

export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
