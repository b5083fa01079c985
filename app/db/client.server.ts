import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";

type PgModule = typeof pg;
import { logger } from "~/utils/logger.server";
import { lockDataDir } from "./data-dir-lock.server";
import { NamedStatementClient } from "./pglite-named-statements.server";
import { watchMemory } from "./memory-report.server";
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
  listen: (channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;
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
  | { dataDir?: string; loadDataDir?: Blob | File; settings?: string[] };

/**
 * Diagnostics for issue #14 (bench/explain.ts): DB_QUERY_LOG=<file> appends every query Drizzle sends,
 * with its parameters, as one JSON line — the list of what a page really runs, never copied by hand.
 * Unset (always, outside that script) there is no logger at all.
 */
function queryLogger(): Logger | undefined {
  const file = process.env.DB_QUERY_LOG;
  if (!file) return undefined;
  return {
    logQuery(query, params) {
      appendFileSync(file, JSON.stringify({ query, params }) + "\n");
    },
  };
}

// Issue #14 (ADR 104): each engine's driver is imported when a database of that kind is opened, so a
// PGlite process never loads node-postgres (and a PostgreSQL one never loads PGlite's module).
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

/** Every pooled connection runs each query in its own backend (ADR 135). */
export const NO_PARALLEL_QUERY = "SET max_parallel_workers_per_gather = 0";

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  // connectionTimeoutMillis: while the server is down a request fails in seconds (503), not never.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // ADR 135: a request is one core's work. A parallel plan (the full-text id list of a common word)
    // started two workers per query: 75–120 ms instead of 22 ms warm, and under concurrent requests
    // those workers take the cores of other requests. pg-pool awaits this before handing a new
    // connection out (a failure fails that checkout).
    onConnect: async (client) => {
      await client.query(NO_PARALLEL_QUERY);
    },
  });
  // Issue #12 point 1: a server restart kills every connection. pg-pool only listens for 'error' on
  // IDLE clients; a checked-out client (a transaction, an advisory lock) without a listener crashed
  // the whole process with "Unhandled 'error' event". The failed query itself still rejects.
  pool.on("error", (error) => logger.warn({ err: error.message }, "PostgreSQL: połączenie w puli zerwane"));
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn({ err: error.message }, "PostgreSQL: połączenie zerwane"));
  });
  const listeners = new Set<{ stop: () => Promise<void> }>();
  const db = drizzlePg(pool, { schema, logger: queryLogger() }) as unknown as Database;
  watchMemory(() => undefined, process.env.MEMORY_REPORT_FILE);
  return {
    db,
    kind: "postgres",
    async listen(channel, onMessage, onReconnect) {
      const subscription = listenWithReconnect(pg, url, channel, onMessage, onReconnect);
      await subscription.ready;
      listeners.add(subscription);
      return async () => {
        listeners.delete(subscription);
        await subscription.stop();
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
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * PostgreSQL settings of the embedded database. Everything PGlite allocates is memory of the app
 * process (its WebAssembly memory grows and never shrinks), so these bound the server's memory.
 */
export const PGLITE_SETTINGS = [
  // Issue #14 (ADR 087): PostgreSQL's default 128 MB buffer cache lives inside the app process
  // with PGlite; 32 MB keeps the hot catalogue pages while the OS page cache holds the rest.
  // Measured on the 10k bench database: RSS 366 → 287 MB after the same queries. ADR 116: 16 MB
  // since /szukaj reads from the suggestion index (ADR 110): 19 MB less, no slower at 100k products.
  "shared_buffers=16MB",
];

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File; settings?: string[] }): Promise<DatabaseHandle> {
  const [pglite, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // One owner per folder (issue #12 point 2): taken before PGlite touches any file.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await pglite.PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm, unaccent },
      // PGlite writes these into the folder's postgresql.conf at every open; a later line wins, so
      // a caller's `settings` (the bench's bulk load) override the app's.
      postgresqlconf: [...PGLITE_SETTINGS, ...(options.settings ?? [])],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // ADR 111: each top-level query is one protocol message; preparedQuery's texts are named statements.
  const statements = new NamedStatementClient(client, pglite);
  const db = drizzlePglite({ client: statements as unknown as PGlite, schema, logger: queryLogger() }) as unknown as Database;
  // `mod` is PGlite's Emscripten module (protected): its WebAssembly.Memory, for the bench's breakdown.
  watchMemory(() => (client as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod?.wasmMemory, process.env.MEMORY_REPORT_FILE);
  return {
    db,
    kind: "pglite",
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (_key, work) => work(),
    dump: async () => (await client.dumpDataDir("none")) as Blob,
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A dedicated LISTEN connection, not a pooled one: LISTEN holds it for the process lifetime, and
 * close() must not wait for it. When the server drops it (restart), it reconnects with backoff
 * (0.25 s doubling to 10 s) and calls `onReconnect`: NOTIFYs sent while it was away are lost, so the
 * subscriber must assume it missed some (issue #12 point 1).
 */
function listenWithReconnect(pg: PgModule, url: string, channel: string, onMessage: (payload: string) => void, onReconnect?: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = 250;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("error", (error) => {
      logger.warn({ err: error.message, channel }, "PostgreSQL LISTEN: połączenie zerwane");
      retry(next);
    });
    next.on("end", () => retry(next));
    next.on("notification", (msg) => msg.channel === channel && onMessage(msg.payload ?? ""));
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
  };
  const retry = (failed: pg.Client) => {
    if (stopped || client !== failed || timer) return;
    client = undefined;
    failed.end().catch(() => {});
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        delay = 250;
        logger.info({ channel }, "PostgreSQL LISTEN: połączono ponownie");
        onReconnect?.();
      } catch {
        delay = Math.min(delay * 2, 10_000);
        if (client) retry(client);
      }
    }, delay);
    timer.unref();
  };
  return {
    ready: connect().catch(async (error: unknown) => {
      stopped = true; // the caller sees the failure and may subscribe again
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      throw error;
    }),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

// The one process-wide handle. Tests swap it per file through `setDatabase`. It is also kept on
// globalThis so that a development module reload finds the open database instead of `undefined`.
const shared = globalThis as unknown as { __vpDatabase?: DatabaseHandle };
let current: DatabaseHandle | undefined = shared.__vpDatabase;
export let db: Database = current?.db as Database;

// What modules derive from the database (the auth instance, the caches of catalogue data) belongs to
// one handle. A server sets it once; the database test files share a process and each sets its own.
const databaseChangeListeners = new Set<() => void>();

/** Runs `listener` whenever a handle is set: what the module derived from the previous one starts again. */
export function onDatabaseChange(listener: () => void): void {
  databaseChangeListeners.add(listener);
}

export function setDatabase(handle: DatabaseHandle): void {
  current = handle;
  shared.__vpDatabase = handle;
  db = handle.db;
  for (const listener of databaseChangeListeners) listener();
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
