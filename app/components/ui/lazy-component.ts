import { lazy, type ComponentType } from "react";

/**
 * ADR 095: a component whose code the browser fetches only when it is first rendered (React.lazy), for
 * parts of a public page an anonymous visitor never sees (the signed-in review form, …). Render it
 * inside <Suspense>. The server loads the module at start-up and then renders it synchronously — the
 * HTML always holds the full markup (no fallback, no layout shift, works without JavaScript), and
 * hydration keeps that markup until the browser has the chunk.
 */
export function lazyComponent<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loadOnce = () => load().then((module) => (loaded = module));
  if (import.meta.env.SSR) void loadOnce();
  // A loaded module is handed over as an already-settled thenable: React then renders without suspending.
  return lazy(() => (loaded ? ({ then: (settle: (m: typeof loaded) => void) => settle(loaded) } as unknown as Promise<typeof loaded & object>) : loadOnce()));
}
