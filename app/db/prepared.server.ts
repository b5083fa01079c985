import { db, type Database, type Executor } from "./client.server";
import { namedStatementClientOf } from "./pglite-named-statements.server";

/**
 * ADR 103 (issue #14): a constant query, built by Drizzle once per database handle instead of on
 * every request. `build` makes the query with `sql.placeholder(...)` for every value that changes;
 * `.prepare(name)` also makes it a named statement that each pooled connection (PostgreSQL) or the
 * embedded database (PGlite, ADR 111) parses once. The process-wide handle is the one prepared (tests
 * swap handles, so the cache is per handle); any other executor (an open transaction) gets the query
 * built for it (same name and text, so a connection that already parsed it does not parse it again).
 *
 *   const detail = preparedQuery("product_detail", (e) => e.select(...).where(eq(products.id, sql.placeholder("id"))));
 *   const rows = await detail(executor).execute({ id });
 */
export function preparedQuery<P>(name: string, build: (executor: Executor) => { prepare(name: string): P }): (executor?: Executor) => P {
  const byHandle = new WeakMap<Database, P>();
  return (executor: Executor = db) => {
    if (executor !== db) return build(executor).prepare(name);
    let query = byHandle.get(db);
    if (!query) {
      query = build(db).prepare(name);
      byHandle.set(db, query);
      // ADR 111: on PGlite too, a named statement (the handle's client is the named-statement client).
      const client = (db as unknown as { $client?: unknown }).$client;
      const text = (query as { queryString?: unknown }).queryString;
      if (typeof text === "string") namedStatementClientOf(client)?.name(text);
    }
    return query;
  };
}
