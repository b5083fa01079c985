import Pencil from "lucide-react/icons/pencil";
import { Link } from "react-router";
import { can, type Permission } from "~/features/access/permissions";
import { useOptionalUser } from "~/features/access/use-optional-user";

/**
 * For staff only: a link from a public page to where it is edited (a review found editors had to
 * find each product in the panel by hand). Rendered from the browser's user (ADR 018 permissions),
 * so a cached visitor page never has it and a member's shared page shows it once their data is in.
 */
export function StaffEditLink({ to, permission, label }: { to: string; permission: Permission; label: string }) {
  const user = useOptionalUser();
  if (!can(user, permission)) return null;
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Pencil aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
