import { useMessage } from "~/i18n/i18n";
import { roleTone } from "../role-rules";

/**
 * A role's name on screen: a system role's display name is ours and has an English twin (msg.admin.*);
 * a custom role's is the admin's own text and stays as written.
 */
export function useRoleName(): (role: { name: string; displayName: string }) => string {
  const message = useMessage();
  return (role) => (roleTone(role.name) === "custom" ? role.displayName : message(role.displayName));
}
