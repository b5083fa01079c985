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
  route("akcje/wishlist", "routes/account/wishlist-toggle.tsx"),
  route("akcje/polubienie", "routes/account/like-toggle.tsx"),
  route("akcje/opinia", "routes/account/review-create.tsx"),
];
