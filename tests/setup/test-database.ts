import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { forgetConfig } from "../../app/config.server";
import { closeDatabase, openDatabase, setDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { mailSettled } from "../../app/features/mail/mailer.server";
import { closePageCacheListener } from "../../app/server/page-cache.server";

// Each test file gets its own database, cloned from the migrated template of its project. The files
// of a worker share one module graph (vitest.config.ts): each also starts from the environment the
// worker started with (a file may point SMTP_URL at its own mail sink) and the configuration read again.
let dropDatabase: (() => Promise<void>) | undefined;
const startingEnvironment = { ...process.env };

function restoreEnvironment() {
  for (const name of Object.keys(process.env)) if (!(name in startingEnvironment)) delete process.env[name];
  Object.assign(process.env, startingEnvironment);
  forgetConfig();
}

beforeAll(async () => {
  restoreEnvironment();
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
  // Nothing of this file's keeps running into the next one's database (or a closed one).
  await mailSettled();
  await closePageCacheListener();
  await closeDatabase();
  await dropDatabase?.();
  restoreEnvironment();
});
