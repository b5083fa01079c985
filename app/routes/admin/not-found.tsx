import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { SECTION_IN_PROGRESS } from "~/features/admin/sections";

// spec: admin §2 — any other section shows 'Ta sekcja jest w trakcie rozwoju.' inside the panel (404).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Panel Admin | Viralne Produkty" }, { name: "robots", content: "noindex" }];

export default function AdminSectionNotFound() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">Panel Admin</h1>
      <p className="text-slate-700 dark:text-slate-200">{SECTION_IN_PROGRESS}</p>
    </div>
  );
}
