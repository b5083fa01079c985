import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** What `db.execute()` returns on both drivers: node-postgres' QueryResult and PGlite's Results share `rows`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
type RowsResult<Row> = { rows: Row[]; rowCount?: number | null; affectedRows?: number };
export type Database = PgDatabase<RowsResultHKT, Schema>;
/** Either the database itself or an open transaction: feature functions accept both. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute" | "transaction" | "query" | "selectDistinct">;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Subscribe to a NOTIFY channel (cache invalidation across processes, DESIGN §7). */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Applies the committed SQL migrations (same files and hashes on both kinds). */
  migrate: () => Promise<void>;
  /** Runs `work` while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite has one process). */
  exclusive: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /** PGlite only: the data folder as a tarball (the test suites clone a migrated template from it). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

export type OpenOptions =
  | { url: string; poolSize?: number }
  | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on("error", () => {}); // idle-client errors surface on the next query instead
  const listeners = new Set<pg.Client>();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async listen(channel, onMessage) {
      // A dedicated connection, not a pooled one: LISTEN holds it for the process lifetime, and
      // close() must not wait for it.
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      listeners.add(client);
      client.on("notification", (msg) => msg.channel === channel && onMessage(msg.payload ?? ""));
      await client.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async migrate() {
      // A session-level advisory lock so that several app processes starting at once migrate once.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock(727274)");
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    async exclusive(key, work) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        return await work();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (_key, work) => work(),
    dump: async () => (await client.dumpDataDir("none")) as Blob,
    close: () => client.close(),
  };
}

// The one process-wide handle. Tests swap it per file through `setDatabase`. It is also kept on
// globalThis so that a development module reload finds the open database instead of `undefined`.
const shared = globalThis as unknown as { __vpDatabase?: DatabaseHandle };
let current: DatabaseHandle | undefined = shared.__vpDatabase;
export let db: Database = current?.db as Database;

export function setDatabase(handle: DatabaseHandle): void {
  current = handle;
  shared.__vpDatabase = handle;
  db = handle.db;
}

export function databaseHandle(): DatabaseHandle {
  if (!current) throw new Error("Database not initialised: call initDatabase() first");
  return current;
}

export async function closeDatabase(): Promise<void> {
  const handle = current;
  current = undefined;
  if (shared.__vpDatabase === handle) shared.__vpDatabase = undefined;
  await handle?.close();
}
