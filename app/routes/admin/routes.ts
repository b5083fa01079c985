import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: admin §2 — the guarded panel at /admin (the layout's middleware checks the session).
// Further sections (products, blog, codes, roles) are added as children when they are built.
export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "routes/admin/layout.tsx", [index("routes/admin/overview.tsx")]),
];
