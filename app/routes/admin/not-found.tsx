import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { metaTranslator, useT } from "~/i18n/i18n";

// spec: admin §2 — any other section shows 'Ta sekcja jest w trakcie rozwoju.' inside the panel (404).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("admin.meta.panel") }, { name: "robots", content: "noindex" }];

export default function AdminSectionNotFound() {
  const t = useT(); // spec: admin §2 SECTION_IN_PROGRESS (~/features/admin/sections) in the user's language
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{t("admin.panel")}</h1>
      <p className="text-slate-700 dark:text-slate-200">{t("admin.sectionInProgress")}</p>
    </div>
  );
}
