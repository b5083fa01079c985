import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compileCatalogues } from "./app/i18n/compile-catalogues.vite.ts";

/**
 * Issue #14 (ADR 099): every page loads the root route and the client entry with everything they
 * import statically, so those modules may as well be ONE file. Left to itself the bundler cut them
 * into ~15 chunks (each shared icon, hook and helper its own file, since other routes import them too),
 * and each chunk cost a modulepreload link and manifest lines in every page's HTML and its own
 * import/export glue. This plugin collects that static closure at the end of the client build's module
 * graph; the "shell" group below puts it in one chunk. No waste: a page never loads the root without it.
 */
function appShell(): Plugin & { has: (id: string) => boolean } {
  const ids = new Set<string>();
  const isStart = (id: string) => /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/.test(id);
  return {
    name: "vp-app-shell",
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
          this.error(`the app shell imports the "lucide-react" barrel (${[...ids].filter((m) => this.getModuleInfo(m)?.importedIds.includes(id)).join(", ")}); import icons from "lucide-react/icons/<name>" there`);
        }
        ids.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    // The root route module and the entry stay their own files (React Router imports them by name).
    has: (id) => ids.has(id) && !isStart(id) && !id.endsWith(".css"),
  };
}

const shell = appShell();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileCatalogues(), shell],
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
                { name: "shell", test: (id: string) => shell.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
