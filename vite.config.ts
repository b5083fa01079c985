import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compileCatalogues } from "./app/i18n/compile-catalogues.vite.ts";
import { precompressAssets } from "./server/precompress-assets.vite.ts";

/**
 * The static import closure of some start modules, collected at the end of the client build's module
 * graph (dynamic imports stay out: they are loaded later, on their own).
 *
 * - Issue #14 (ADR 099), the app shell: every page loads the root route and the client entry with
 *   everything they import statically, so those modules may as well be ONE file. Left to itself the
 *   bundler cut them into ~15 chunks (each shared icon, hook and helper its own file, since other
 *   routes import them too), and each chunk cost a modulepreload link and manifest lines in every
 *   page's HTML and its own import/export glue. The "shell" group below puts it in one chunk.
 * - ADR 139, the public pages' shared bits: what the catalogue, blog and search pages import
 *   and the shell does not. Shared between routes, each icon and helper was its own file of a few
 *   hundred bytes: 25 of a product page's 32 modulepreloads. The "public" group below merges them.
 */
function staticClosure(name: string, isStart: (id: string) => boolean, leaveOut: (id: string) => boolean = () => false): Plugin & { has: (id: string) => boolean } {
  const ids = new Set<string>();
  return {
    name: `vp-closure-${name}`,
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      ids.clear();
      const stack = [...this.getModuleIds()].filter(isStart);
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (ids.has(id)) continue;
        // The barrel imports every icon: as a dependency of the shell it would bring all the icons the
        // app uses anywhere (admin's too) into every page. Shell modules import icons one by one.
        if (/lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id)) {
          this.error(`the ${name} closure imports the "lucide-react" barrel (${[...ids].filter((m) => this.getModuleInfo(m)?.importedIds.includes(id)).join(", ")}); import icons from "lucide-react/icons/<name>" there`);
        }
        ids.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    // Start modules stay their own files (React Router imports route modules and the entry by name).
    has: (id) => ids.has(id) && !isStart(id) && !id.endsWith(".css") && !leaveOut(id),
  };
}

/**
 * Issue #14: React Router's package exports name its "development" build only; the "production" build
 * beside it is the same code with its development warnings switched off (ENABLE_DEV_WARNINGS = false),
 * which the minifier then drops. The browser gets that one.
 */
const reactRouterProductionBuild: Plugin = {
  name: "vp-react-router-production-build",
  // Builds only: the dev server's pre-bundled dependencies keep the package's own resolution.
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(id) {
    if (id === "react-router") return fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url));
    if (id === "react-router/dom") return fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url));
    return null;
  },
};

const isShellStart = (id: string) => /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/.test(id);
const shell = staticClosure("shell", isShellStart);
// Issue #14 (session 30): the catalogue, blog and search routes. The static pages and the 404 are left
// out, and so are the blog's messages and labels: the group's merge of small subgroups put them in the
// chunk every catalogue page loads (the static page frame, the blog chrome's catalogue: ~4 kB gzip on a
// product page that ADR 094 meant to keep off it). Left to the bundler they are shared by their own routes.
const BLOG_ONLY = /[\\/]app[\\/](i18n[\\/](blog-messages|messages[\\/]pl-blog)|features[\\/]blog[\\/](labels|components[\\/]label-badge))\.tsx?$/;
// Session 40: the public profile (/osoby/{id}, session 38) is a public route too, but it draws the account
// area's messages and header; started from it, the group merged them into the product page's chunk
// (+9.6 kB gzip measured). It is left to the bundler, which shares those with the /profil pages.
const PERSON_PAGE = /[\\/]app[\\/]routes[\\/]public[\\/]person\.tsx(\?|$)/;
const publicPages = staticClosure(
  "public",
  (id) => /[\\/]app[\\/]routes[\\/](public|blog[\\/]blog-(list|post)|search)[\\/][^\\/]+\.tsx(\?|$)/.test(id) && !PERSON_PAGE.test(id),
  (id) => shell.has(id) || isShellStart(id) || BLOG_ONLY.test(id),
);

export default defineConfig({
  plugins: [reactRouterProductionBuild, tailwindcss(), reactRouter(), compileCatalogues(), shell, publicPages, precompressAssets()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native and WASM packages stay external: they are loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "nodemailer", "pino"],
    // Issue #14 (session 14): bundled, so the server keeps the ~70 icons the app draws. Loaded from
    // node_modules it was lucide's CommonJS build, every icon: 5.9 MB of the server's heap.
    noExternal: ["lucide-react"],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Issue #14 (ADR 099): shared chunks are named by their hash alone. Every page's HTML lists
            // each chunk it loads up to three times (a modulepreload link, and the imports of its routes
            // in the inline manifest), and every chunk names the chunks it imports: a name such as
            // "createLucideIcon-" was paid for in every page. Route modules and the entry keep their names.
            chunkFileNames: "assets/[hash].js",
            // Issue #14 (ADR 083): React, React DOM and React Router load on every page: one file, one
            // cache entry, compressed as a whole.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                // Session 32: zod (~25 kB gzip) is for forms. Left to the default split it was merged
                // with the small form helpers a product page imports (classes, field), and every
                // product page loaded it again (+6 kB gzip measured). In its own chunk it goes only
                // where a schema is used.
                { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                { name: "shell", test: (id: string) => shell.has(id), priority: 1 },
                // ADR 139: shared by two or more route modules; a module only one route uses stays in it.
                { name: "public", test: (id: string) => publicPages.has(id), minShareCount: 2, maxModuleSize: 1500, entriesAware: true, entriesAwareMergeThreshold: 12000, priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
});
