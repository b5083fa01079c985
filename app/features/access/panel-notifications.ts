// ADR 183 (browser-safe): the permissions whose holders are mailed when work waits for them, and so
// see the "Powiadomienia panelu" choice in their account settings.
import { can, type Permission, type PermissionHolder } from "./permissions";

/** blog:publish — a draft submitted for publication; review:moderate — a review's first open report. */
export const PANEL_MAIL_PERMISSIONS = ["blog:publish", "review:moderate"] as const satisfies readonly Permission[];

/** The panel mails this person would get (empty: no choice to show, the setting's action refuses). */
export function panelMailKinds(user: PermissionHolder | null | undefined): (typeof PANEL_MAIL_PERMISSIONS)[number][] {
  return PANEL_MAIL_PERMISSIONS.filter((permission) => can(user, permission));
}
