import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

// ADR 080: the catalogues are written as ICU strings (readable, typed keys) and compiled to Lingui's
// runtime form at build time, so the browser ships neither the ICU parser nor the compiler (~7 kB gzip).
// In dev and in Vitest Lingui compiles at run time instead (it does so whenever NODE_ENV != production).
const CATALOGUE = /[\\/]app[\\/]i18n[\\/]messages[\\/](?:pl|en)(?:-[a-z]+)?\.ts$/;
// `import { enAdmin } from "./en-admin";` — a catalogue spreading another area's (en.ts spreads the
// English areas); that module is compiled on its own, so here it stays a spread.
const IMPORT = /^import\s*\{\s*(\w+)\s*\}\s*from\s*("[^"]+"|'[^']+');?\s*$/gm;
const SPREAD = "\0spread:";

export function compileCatalogues(): Plugin {
  return {
    name: "vp:compile-catalogues",
    apply: "build",
    enforce: "post", // after TypeScript is stripped: the module is then plain JS of string constants
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const imports = [...code.matchAll(IMPORT)].map(([statement, name]) => ({ statement, name }));
      // Evaluated with each imported area replaced by a marker key, so the spread's place is kept.
      let standalone = code;
      for (const { statement, name } of imports) standalone = standalone.replace(statement, `const ${name} = { ${JSON.stringify(SPREAD + name)}: "" };`);
      const module = (await import(`data:text/javascript;base64,${Buffer.from(standalone).toString("base64")}`)) as Record<string, Record<string, string>>;
      const out = Object.entries(module).map(([name, messages]) => {
        const entries = Object.entries(messages).map(([key, message]) =>
          key.startsWith(SPREAD) ? `...${key.slice(SPREAD.length)}` : `${JSON.stringify(key)}: ${JSON.stringify(compileMessage(message))}`,
        );
        return `export const ${name} = {${entries.join(",")}};`;
      });
      return { code: [...imports.map((i) => i.statement), ...out].join("\n"), map: null };
    },
  };
}
