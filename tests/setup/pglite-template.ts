import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";
import { applyReferenceData } from "../../app/db/seed/reference";

// Migrate once, dump the data folder, and let every test file start from a copy (much faster
// than replaying migrations per file).
export default async function setup(project: TestProject) {
  const handle = await openDatabase({});
  await handle.migrate();
  await applyReferenceData(handle.db);
  const dump = await handle.dump!();
  const file = path.join(os.tmpdir(), `vp-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  // 42 MB per run: removed at the end instead of piling up in the temp folder.
  return () => rm(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplateUrl: string;
  }
}
