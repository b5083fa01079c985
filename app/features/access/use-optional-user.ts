import { useRouteLoaderData } from "react-router";
import { usePersonalData } from "./personal-data";
import type { Permission } from "./permissions";

/** What the root loader sends about the signed-in user (ADR 018: permissions, never role names). */
export type ClientUser = { id: string; email: string; name: string; permissions: Permission[] };

type RootUserData = { user: ClientUser | null; memberShell?: boolean };

/**
 * The signed-in user from the root loader, or null. Lives here (not in root.tsx) so no component imports root.
 * ADR 114: on a shared member page the root loader has only a placeholder; the user appended to the
 * page replaces it once hydrated (the root's next revalidation brings the real one).
 */
export function useOptionalUser(): ClientUser | null {
  const root = useRouteLoaderData<RootUserData>("root");
  const personal = usePersonalData();
  if (root?.memberShell) return personal?.user ?? root.user;
  return root?.user ?? null;
}

