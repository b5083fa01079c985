import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

// ADR 080: the catalogues are written as ICU strings (readable, typed keys) and compiled to Lingui's
// runtime form at build time, so the browser ships neither the ICU parser nor the compiler (~7 kB gzip).
// In dev and in Vitest Lingui compiles at run time instead (it does so whenever NODE_ENV != production).
const CATALOGUE = /[\\/]app[\\/]i18n[\\/]messages[\\/](?:pl|en)(?:-[a-z]+)*\.ts$/; // pl.ts, en-admin-products.ts, …

export function compileCatalogues(): Plugin {
  return {
    name: "vp:compile-catalogues",
    apply: "build",
    enforce: "post", // after TypeScript is stripped: the module is then plain JS of string constants
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as Record<string, Record<string, string>>;
      const out = Object.entries(module).map(([name, messages]) => {
        const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
        return `export const ${name} = ${JSON.stringify(compiled)};`;
      });
      return { code: out.join("\n"), map: null };
    },
  };
}
