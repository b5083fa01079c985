import type { Permission } from "./permissions";

/** One row of "what this user's active assignments grant": a role, and one of its permissions if any. */
export type GrantRow = { role: string; permission: string | null; permissionActive: boolean | null };

export type Access = { roles: string[]; permissions: Permission[] };

/** ADR 018: the roles a user holds and the active permissions those roles grant, each named once. */
export function accessOf(rows: Iterable<GrantRow>): Access {
  const roleNames = new Set<string>();
  const granted = new Set<Permission>();
  for (const r of rows) {
    roleNames.add(r.role);
    if (r.permission && r.permissionActive) granted.add(r.permission as Permission);
  }
  return { roles: [...roleNames], permissions: [...granted] };
}
