import { SpriteIcon, type SpriteIconName } from "~/components/ui/sprite-icon";
import { useFetcher, useFetchers, useLocation, useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/i18n";
import { useHydrated } from "~/utils/use-hydrated";
import { DEFAULT_THEME, isTheme, THEMES, type Theme } from "~/utils/theme";

const THEME_ACTION = "/motyw";
// Drawn from the icon sprite (ADR 099): the switcher is in the header and the footer of every page.
const ICONS: Record<Theme, SpriteIconName> = { light: "sun", dark: "moon", system: "monitor" };

/**
 * The theme being shown: a choice on its way to the server first (so the page switches at once),
 * else the root loader's (cookie or account setting). Used by the root layout for <html>'s class.
 */
export function useShownTheme(): Theme {
  const root = useRouteLoaderData("root") as { theme?: unknown } | undefined;
  const pending = useFetchers().find((f) => f.formAction === THEME_ACTION && f.formData)?.formData?.get("theme");
  if (isTheme(pending)) return pending;
  return isTheme(root?.theme) ? root.theme : DEFAULT_THEME;
}

/**
 * Issue #15 point 14 (ADR 075): light, dark or system for everyone. A plain form (POST /motyw and back
 * to this page) without JavaScript; with it, a fetcher (no navigation, no scroll jump).
 */
export function ThemeSwitcher({ className = "" }: { className?: string }) {
  const t = useT();
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const hydrated = useHydrated();
  const current = useShownTheme();
  return (
    <fetcher.Form method="post" action={THEME_ACTION} className={className}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div role="group" aria-label={t("theme.group")} className="vp-theme">
        {THEMES.map((theme) => {
          const pressed = current === theme;
          return (
            <button
              key={theme}
              type="submit"
              name="theme"
              value={theme}
              aria-pressed={pressed}
              title={t("theme.title", { theme: t(`theme.${theme}`).toLowerCase() })}
              // .vp-theme button: its look pressed and not follows aria-pressed (app.css)
            >
              <SpriteIcon name={ICONS[theme]} className="size-4" />
              <span className="sr-only">{t(`theme.${theme}`)}</span>
            </button>
          );
        })}
      </div>
    </fetcher.Form>
  );
}
