import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// Children of the /profil layout for the Bezpieczeństwo tab (password, two-factor, sessions).
export const securityRoutes: RouteConfigEntry[] = [route("bezpieczenstwo", "routes/account/security.tsx")];
