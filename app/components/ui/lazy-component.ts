import { lazy, type ComponentType } from "react";

type Module<Props> = { default: ComponentType<Props> };

/**
 * Issue #14 (session 30; ADR 095 and its addendum): a component whose code the browser fetches only when
 * it is first rendered (React.lazy), for parts of a public page an anonymous visitor never sees. Render
 * it WITHOUT a <Suspense> boundary: React 19's server may send a boundary's content as a hidden block
 * revealed by its streaming script (why ADR 095's lazy form was reverted: no form without JavaScript).
 * Without one, an unsettled part holds the server's shell until its module is there, so the HTML is
 * always whole; a loader that awaits `preload()` makes React get an already-settled thenable and
 * render without suspending at all. In the browser it holds hydration (or the navigation's
 * transition) until the chunk has arrived, so the server's markup stays as it is meanwhile.
 */
export function lazyComponent<Props extends object>(load: () => Promise<Module<Props>>) {
  let loaded: Module<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const settled = (module: Module<Props>) => ({ then: (settle: (m: Module<Props>) => void) => settle(module) }) as unknown as Promise<Module<Props>>;
  const Component = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(Component, { preload });
}
