import { route, type RouteConfigEntry } from "@react-router/dev/routes";

// spec: public §2 Static pages, plus the SEO resource routes (sitemap, robots).
export const staticRoutes: RouteConfigEntry[] = [
  route("o-nas", "routes/static/about.tsx"),
  route("jak-to-dziala", "routes/static/how-it-works.tsx"),
  route("kontakt", "routes/static/contact.tsx"),
  route("regulamin", "routes/static/terms.tsx"),
  route("polityka-prywatnosci", "routes/static/privacy.tsx"),
  route("cookies", "routes/static/cookies.tsx"),
  route("afiliacja", "routes/static/affiliate.tsx"),
  // ADR 172: each published version of the three documents at its own address (noindex).
  route("regulamin/wersje/:numer", "routes/static/document-version.tsx", { id: "document-version-terms" }),
  route("polityka-prywatnosci/wersje/:numer", "routes/static/document-version.tsx", { id: "document-version-privacy" }),
  route("afiliacja/wersje/:numer", "routes/static/document-version.tsx", { id: "document-version-affiliate" }),
  route("verification-required", "routes/static/verification-required.tsx"),
  route("sitemap.xml", "routes/static/sitemap.ts"),
  route("robots.txt", "routes/static/robots.ts"),
];
