import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

export const publicRoutes: RouteConfigEntry[] = [index("routes/public/home.tsx"), route("home", "routes/public/home.tsx", { id: "home-alias" })];
