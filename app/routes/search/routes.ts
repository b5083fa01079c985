import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const searchRoutes: RouteConfigEntry[] = [
  route("szukaj", "routes/search/search.tsx"),
  route("api/podpowiedzi", "routes/search/suggestions.ts"),
];
