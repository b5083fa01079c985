import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, openDatabase, setDatabase, type DatabaseHandle } from "../../app/db/client.server";

// Each test file gets its own database, cloned from the migrated template of its project.
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  let handle: DatabaseHandle;
  if (process.env.TEST_DB === "postgres") {
    const templateUrl = inject("postgresTemplateUrl");
    const name = `vp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const template = new URL(templateUrl).pathname.slice(1);
    const urlFor = (database: string) => Object.assign(new URL(templateUrl), { pathname: `/${database}` }).toString();
    const admin = new pg.Client({ connectionString: urlFor("postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    handle = await openDatabase({ url: urlFor(name), poolSize: 4 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: urlFor("postgres") });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const bytes = await readFile(inject("pgliteTemplate"));
    handle = await openDatabase({ loadDataDir: new Blob([bytes]) });
  }
  setDatabase(handle);
});

afterAll(async () => {
  await closeDatabase();
  await dropDatabase?.();
});
