import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const resourceRoutes: RouteConfigEntry[] = [
  route("healthz", "routes/resources/healthz.ts"),
  route("api/auth/*", "routes/resources/auth-api.ts"),
  route("api/obrazy", "routes/resources/image-upload.ts"),
  route("motyw", "routes/resources/theme.ts"),
];
