import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";
import { applyReferenceData } from "../../app/db/seed/reference";

// Unique per run so that two test runs on one cluster never drop each other's template.
const TEMPLATE = `vp_template_${process.pid}`;

/** Builds a migrated template database once; each test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: run the suite with `npm test`, which starts PostgreSQL");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  const handle = await openDatabase({ url: templateUrl, poolSize: 2 });
  await handle.migrate();
  await applyReferenceData(handle.db);
  await handle.close();
  project.provide("postgresTemplateUrl", templateUrl);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`).catch(() => {});
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
