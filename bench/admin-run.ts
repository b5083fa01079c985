// npm run bench:admin -- [--import-rows 10000] [--products 100000] [--clicks 1000000]
// Only the admin data rows of `npm run bench` (issue #11), without the HTTP part.
import { parseArgs } from "node:util";
import { adminBench, formatAdminTable } from "./admin";

const { values } = parseArgs({
  options: {
    "import-rows": { type: "string", default: "10000" },
    products: { type: "string", default: "100000" },
    clicks: { type: "string", default: "1000000" },
  },
});
const options = { importRows: Number(values["import-rows"]), products: Number(values.products), clicks: Number(values.clicks) };
console.log(`Admin data benchmark: ${options.importRows} import rows, ${options.products} products, ${options.clicks} clicks (PGlite in-process).`);
const rows = await adminBench(options);
console.log(`\n${formatAdminTable(rows)}`);
process.exit(0);
