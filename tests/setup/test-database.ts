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
    const admin = new pg.Client({ connectionString: templateUrl.replace(/\/vp_template$/, "/postgres") });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE vp_template`);
    await admin.end();
    handle = await openDatabase({ url: templateUrl.replace(/\/vp_template$/, `/${name}`), poolSize: 4 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: templateUrl.replace(/\/vp_template$/, "/postgres") });
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
