import { roleTone } from "../role-rules";
import { useRoleName } from "./use-role-name";

// spec: admin §2 — roles in colours: admin, moderator, editor, user, and others (custom).
const TONE_CLASSES = {
  admin: "bg-red-100 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800",
  moderator: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800",
  editor: "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800",
  user: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600",
  custom: "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-800",
} as const;

export function RoleBadge({ name, displayName, suffix }: { name: string; displayName: string; suffix?: string }) {
  const roleName = useRoleName();
  const tone = roleTone(name);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONE_CLASSES[tone]}`}
    >
      {roleName({ name, displayName })}
      {suffix && <span className="ml-1 font-normal">{suffix}</span>}
    </span>
  );
}
