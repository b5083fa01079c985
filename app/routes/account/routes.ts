import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { securityRoutes } from "./security-routes";

// spec: public §2 Account area (/profil, guarded by its layout's middleware) and the engagement
// mutations used on product pages (user from the session only).
export const accountRoutes: RouteConfigEntry[] = [
  route("profil", "routes/account/layout.tsx", [
    index("routes/account/profile.tsx"),
    route("wishlist", "routes/account/wishlist.tsx"),
    route("recenzje", "routes/account/reviews.tsx"),
    route("ustawienia", "routes/account/settings.tsx"),
    ...securityRoutes,
  ]),
  // ADR 203: "Pobierz moje dane" (Ustawienia): the JSON file of everything about the signed-in person.
  route("profil/dane", "routes/account/data-export.ts"),
  route("akcje/wishlist", "routes/account/wishlist-toggle.tsx"),
  route("akcje/polubienie", "routes/account/like-toggle.tsx"),
  route("akcje/powiadomienie-dokumentu", "routes/account/document-notice.tsx"),
  route("api/powiadomienie-dokumentu", "routes/account/document-notice-state.ts"),
  route("akcje/opinia", "routes/account/review-create.tsx"),
  // Issue #13 pt 1: edit / delete one's own review, the 'helpful' vote.
  route("akcje/opinia/edycja", "routes/account/review-edit.tsx"),
  route("akcje/opinia/usuwanie", "routes/account/review-delete.tsx"),
  route("akcje/opinia/pomocna", "routes/account/review-helpful.tsx"),
  // ADR 162: a member reports someone else's review to the moderators.
  route("akcje/opinia/zgloszenie", "routes/account/review-report.tsx"),
  // Issue #13 pt 2 (ADR 078): the price-alert e-mail's unsubscribe link (no sign-in, signed token).
  route("alert-cenowy/wypisz", "routes/account/price-alert-unsubscribe.tsx"),
  route("newsletter/wypisz", "routes/account/newsletter-unsubscribe.tsx"),
];
