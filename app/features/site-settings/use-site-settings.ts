import { useRouteLoaderData } from "react-router";
import { publicSiteSettings } from "./public-settings";
import { DEFAULT_SITE_SETTINGS, type PublicSiteSettings } from "./site-settings-types";

// ADR 179: the settings every page shows (footer, /kontakt, the bar) come with the root loader's data.
// Where that is missing (an error rendered without it) the code's defaults stand in, without a bar.
const FALLBACK: PublicSiteSettings = publicSiteSettings(DEFAULT_SITE_SETTINGS, 0);

export function useSiteSettings(): PublicSiteSettings {
  const root = useRouteLoaderData("root") as { siteSettings?: PublicSiteSettings } | undefined;
  return root?.siteSettings ?? FALLBACK;
}
