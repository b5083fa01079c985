import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileCatalogues } from "./app/i18n/compile-catalogues.vite.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileCatalogues()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native and WASM packages stay external: they are loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "nodemailer", "pino"],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Issue #14 (ADR 083): React, React DOM and React Router load on every page: one file, one
            // cache entry, compressed as a whole.
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
              ],
            },
          },
        },
      },
    },
  },
});
