import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileCatalogues } from "./app/i18n/compile-catalogues.vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileCatalogues()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // Native and WASM packages stay external: they are loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "nodemailer", "pino"],
  },
});
