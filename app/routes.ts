import { route, type RouteConfig } from "@react-router/dev/routes";
import { accountRoutes } from "./routes/account/routes";
import { adminRoutes } from "./routes/admin/routes";
import { authRoutes } from "./routes/auth/routes";
import { blogRoutes } from "./routes/blog/routes";
import { publicRoutes } from "./routes/public/routes";
import { resourceRoutes } from "./routes/resources/routes";
import { searchRoutes } from "./routes/search/routes";
import { staticRoutes } from "./routes/static/routes";

// Polish URLs map to English file names (DESIGN §4). Each area lists its own routes.
export default [
  ...resourceRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...blogRoutes,
  ...searchRoutes,
  ...staticRoutes,
  ...adminRoutes,
  // Catalogue routes last: they end with the /{codeOrAlias} catch-all for product codes and aliases.
  ...publicRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
