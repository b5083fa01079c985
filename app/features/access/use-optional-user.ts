import { useRouteLoaderData } from "react-router";
import type { Permission } from "./permissions";

/** What the root loader sends about the signed-in user (ADR 018: permissions, never role names). */
export type ClientUser = { id: string; email: string; name: string; permissions: Permission[] };

/** The signed-in user from the root loader, or null. Lives here (not in root.tsx) so no component imports root. */
export function useOptionalUser(): ClientUser | null {
  return useRouteLoaderData<{ user: ClientUser | null }>("root")?.user ?? null;
}
