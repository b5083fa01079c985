import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Issue #7 §7, docs/ARCHITECTURE.md — imports point down the layers (routes → features → ui/utils → db).
const BUILD = { group: ["**/build/**"], message: "Do not import build output." };
const NO_ROUTES = { group: ["~/routes/*", "~/routes/**", "**/routes/*"], message: "Features must not import route modules: keep types (e.g. fetcher results) in the feature." };
const features = readdirSync(path.join(import.meta.dirname, "app/features"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureBlocks = features.map((feature) => ({
  files: [`app/features/${feature}/**/*.{ts,tsx}`],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          BUILD,
          NO_ROUTES,
          {
            group: ["~/features/*/components/*", "~/features/*/components/**", `!~/features/${feature}/components/**`],
            message: "Do not reach into another feature's components: move shared UI to ~/components/ui.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "tmp/", "tmp-*/", "test-results/", "playwright-report/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Server-only code must never be imported by browser modules; `.server.ts` files enforce it at build time.
      "no-restricted-imports": ["error", { patterns: [BUILD] }],
      // Environment only through config() (app/config.server.ts), so every setting is validated once.
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through config() from ~/config.server." }],
    },
  },
  ...featureBlocks,
  {
    files: ["app/db/schema/**/*.ts", "app/db/client.server.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [BUILD, { group: ["~/features/**", "**/features/**"], message: "The database layer must not import features." }] }],
    },
  },
  {
    // Where the environment is read on purpose: config itself, the logger (needed before config can
    // report errors), the database's migrations folder, start-up scripts, tests and tooling.
    files: ["app/config.server.ts", "app/utils/logger.server.ts", "app/db/client.server.ts", "server/**", "scripts/**", "bench/**", "tests/**", "**/*.test.ts", "**/*.test.tsx", "*.config.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // The database test files of a worker share one module graph (vitest.config.ts, ADR 214): a module
    // replaced in one file would be the real one in a file that ran before, or leak into the next.
    files: ["**/*.db.test.ts", "**/*.db.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|resetModules)$/]",
          message: "Database tests share their modules: use the real module (a mail sink, a test server), not vi.mock.",
        },
      ],
    },
  },
);
