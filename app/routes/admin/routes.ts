import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: admin §2 — the guarded panel at /admin (the layout's middleware checks admin:access).
// ONE LINE PER SECTION: add your section's routes to this list (its loader guards itself with
// requirePermission, ADR 144 — see docs/ARCHITECTURE.md). Keep the splat last.
const adminSections: RouteConfigEntry[] = [
  index("routes/admin/overview.tsx"),
  route("produkty", "routes/admin/products.tsx", [route("nowy", "routes/admin/product-new.tsx"), route(":id", "routes/admin/product-edit.tsx")]),
  route("produkty/eksport", "routes/admin/products-export.ts"),
  route("produkty/usuniete", "routes/admin/products-removed.tsx"), // ADR 206
  route("kategorie", "routes/admin/categories.tsx"),
  route("tagi", "routes/admin/tags.tsx"),
  route("kody", "routes/admin/codes.tsx"),
  route("kody/eksport", "routes/admin/codes-export.ts"),
  route("blog", "routes/admin/blog.tsx"),
  route("opinie", "routes/admin/reviews.tsx"),
  route("opinie/moderowane", "routes/admin/reviews-moderated.tsx"),
  route("uzytkownicy", "routes/admin/users.tsx"),
  route("uzytkownicy/:userId", "routes/admin/user-detail.tsx"),
  route("uzytkownicy/:userId/historia", "routes/admin/users-history.tsx"),
  route("role", "routes/admin/roles.tsx"),
  route("dziennik", "routes/admin/activity.tsx"),
  route("dokumenty", "routes/admin/documents.tsx"),
  route("dokumenty/:document/nowa", "routes/admin/document-new.tsx"),
  route("dokumenty/:document/szkice/:draftId", "routes/admin/document-draft.tsx"),
  route("ustawienia", "routes/admin/site-settings.tsx"),
  route("newsletter", "routes/admin/newsletter.tsx"),
  // ADR 178: save, rename and delete one's own views of the lists above (the lists' toolbar posts here).
  route("widoki", "routes/admin/saved-views.tsx"),
  // ADR 208: "Szukaj w panelu", the shell's search field's results (each group by its section's permission).
  route("szukaj", "routes/admin/panel-search.tsx"),
  // Any other /admin/… path: 'Ta sekcja jest w trakcie rozwoju.' inside the panel, 404.
  route("*", "routes/admin/not-found.tsx"),
];

export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "routes/admin/layout.tsx", adminSections),
  // Loaded by the delete dialog's fetcher: outside the layout, whose sign-in redirect would take the page away.
  route("admin/produkty/:id/powiazania", "routes/admin/product-impact.ts"),
  // The product form's "similar products already in the catalogue" (ADR 181), a fetcher's JSON as well.
  route("admin/produkty/podobne", "routes/admin/similar-products.ts"),
  // ADR 208: the shell's search field's suggestions while the person types (JSON, as the one above).
  route("admin/szukaj/podpowiedzi", "routes/admin/panel-search-suggestions.ts"),
];
