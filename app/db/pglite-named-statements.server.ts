import type * as PgliteModule from "@electric-sql/pglite";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

/**
 * ADR 111 (issue #14): PGlite's `query(text, params)` sends Parse, Describe, Bind, Describe, Execute
 * and Sync as six separate calls into its WebAssembly, and PostgreSQL parses and plans the text every
 * time (planning alone is about 0.9 ms of a product page's queries on PGlite). This client sends each
 * query as ONE protocol message, in one of two ways:
 * - texts marked with `name(text)` (the fixed queries of `preparedQuery`, ADR 103) become named
 *   prepared statements, parsed once and then planned by PostgreSQL's plan cache (custom plans
 *   first, a generic plan once it costs no more): what node-postgres does with them on PostgreSQL;
 * - every other text is parsed and planned on each run, as before, with the values' types PostgreSQL
 *   inferred the first time (kept per text): the same plans PGlite's own `query` gets.
 * Results are parsed by PGlite's own parser, values serialised by its own serialisers for those types,
 * so rows and errors are what `query` gives. Only top-level queries take this path: a transaction's
 * queries (drizzle's `transaction`) go through PGlite's own `query` on the transaction object.
 */
export const MAX_STATEMENTS = 256;

type Statement = { name: string; paramTypes: number[] };
type Values = (paramTypes: number[]) => (string | null)[];
type Send = (head: Uint8Array[]) => Promise<BackendMessage[]>;
type ProtocolModule = typeof PgliteModule;
type Serialize = ProtocolModule["protocol"]["serialize"];
/** The parts of PGlite that are public in its class but not in its exported interface type. */
type PgliteInternals = PGlite & {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

/**
 * Errors after which a named statement is prepared again and the query retried once: "cached plan
 * must not change result type" (0A000, a table changed under it) and "prepared statement does not
 * exist" (26000, something ran DEALLOCATE or DISCARD ALL on the session).
 */
function mustPrepareAgain(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "26000" || (code === "0A000" && /cached plan must not change result type/.test(message ?? ""));
}

/** Marks the client across module reloads in development, where `instanceof` sees a new class. */
const BRAND = Symbol.for("viralne-produkty.named-statement-client");

/** The handle's named-statement client, if it has one (PGlite). */
export function namedStatementClientOf(client: unknown): NamedStatementClient | undefined {
  return client && typeof client === "object" && BRAND in client ? (client as NamedStatementClient) : undefined;
}

export class NamedStatementClient {
  readonly [BRAND] = true;
  readonly #client: PgliteInternals;
  readonly #pglite: ProtocolModule;
  readonly #serialize: Serialize;
  /** Texts to prepare as named statements. */
  readonly #marked = new Set<string>();
  /** Prepared statements, least recently used first (a Map keeps insertion order). */
  readonly #statements = new Map<string, Statement>();
  /** Parameter types PostgreSQL inferred for other texts, least recently used first. */
  readonly #paramTypes = new Map<string, number[]>();
  #closing: string[] = [];
  #next = 0;

  constructor(client: PGlite, pglite: ProtocolModule) {
    this.#client = client as PgliteInternals;
    this.#pglite = pglite;
    this.#serialize = pglite.protocol.serialize;
  }

  /** Runs this text as a named prepared statement from now on. */
  name(text: string) {
    this.#marked.add(text);
  }

  /** How many named statements are prepared now (for tests and diagnostics). */
  get statementCount() {
    return this.#statements.size;
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#client.transaction(work);
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return this.#client.query<T>(text, params, options);
    await this.#client._checkReady();
    return this.#client._runExclusiveTransaction(() =>
      this.#client._runExclusiveQuery(async () => {
        const values = (paramTypes: number[]) => this.#values(params, paramTypes, options);
        const send = (head: Uint8Array[]) => this.#send(head, options);
        const run = this.#marked.has(text) ? () => this.#runNamed(text, values, send) : () => this.#runUnnamed(text, values, send);
        let messages: BackendMessage[];
        try {
          messages = await run();
        } catch (error) {
          if (!this.#marked.has(text) || !mustPrepareAgain(error)) throw withQuery(error, text, params, options);
          this.#forget(text);
          messages = await run().catch((again) => {
            throw withQuery(again, text, params, options);
          });
        }
        // As PGlite's own query does outside a transaction (a no-op on the Node file system).
        await this.#client.syncToFs();
        // PGlite's parser would copy its ~360 default parsers into a new object to add drizzle's few
        // (about 0.2 ms per query): the caller's parsers sit on top of the defaults instead.
        const parsers = options?.parsers ? withDefaults(this.#client.parsers, options.parsers) : this.#client.parsers;
        return this.#pglite.parse.parseResults(messages, parsers, options && { ...options, parsers: undefined })[0] as Results<T>;
      }),
    );
  }

  async #runNamed(text: string, values: Values, send: Send) {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    touch(this.#statements, text, statement);
    const bind = this.#serialize.bind({ statement: statement.name, values: values(statement.paramTypes) });
    return send([...this.#closing.splice(0).map((name) => this.#serialize.close({ type: "S", name })), bind]);
  }

  async #runUnnamed(text: string, values: Values, send: Send) {
    let paramTypes = this.#paramTypes.get(text);
    if (!paramTypes) {
      paramTypes = await this.#describe("", text);
      if (this.#paramTypes.size >= 2 * MAX_STATEMENTS) this.#paramTypes.delete(this.#paramTypes.keys().next().value!);
    }
    touch(this.#paramTypes, text, paramTypes);
    try {
      return await send([this.#serialize.parse({ text, types: [] }), this.#serialize.bind({ values: values(paramTypes) })]);
    } catch (error) {
      this.#paramTypes.delete(text); // a schema change may have changed them: ask again next time
      throw error;
    }
  }

  /** Bind is followed by Describe (the row description PGlite's parser needs), Execute and Sync. */
  #send(head: Uint8Array[], options?: QueryOptions) {
    const tail = [this.#serialize.describe({ type: "P" }), this.#serialize.execute({}), this.#serialize.sync()];
    return this.#client.execProtocolStream(concat([...head, ...tail]), { syncToFs: false, onNotice: options?.onNotice });
  }

  #values(params: unknown[], paramTypes: number[], options?: QueryOptions): (string | null)[] {
    const serializers = options?.serializers ? withDefaults(this.#client.serializers, options.serializers) : this.#client.serializers;
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[paramTypes[i]!];
      return serializer ? (serializer(value) as string) : String(value);
    });
  }

  /** Parse + Describe of a statement: the parameter types PostgreSQL inferred. */
  async #describe(name: string, text: string) {
    const messages = await this.#client.execProtocolStream(
      concat([this.#serialize.parse({ name, text, types: [] }), this.#serialize.describe({ type: "S", name }), this.#serialize.sync()]),
      { syncToFs: false },
    );
    return this.#pglite.parse.parseDescribeStatementResults(messages);
  }

  async #prepare(text: string): Promise<Statement> {
    const name = `vp_${++this.#next}`;
    const statement = { name, paramTypes: await this.#describe(name, text) };
    this.#statements.set(text, statement);
    while (this.#statements.size > MAX_STATEMENTS) this.#forget(this.#statements.keys().next().value!);
    return statement;
  }

  #forget(text: string) {
    const statement = this.#statements.get(text);
    this.#paramTypes.delete(text);
    if (!statement) return;
    this.#statements.delete(text);
    this.#closing.push(statement.name);
  }
}

/** The caller's entries, then (through the prototype) the defaults; nothing is copied. */
function withDefaults<V>(defaults: Record<number | string, V>, own: { [oid: number]: V }): Record<number | string, V> {
  return Object.assign(Object.create(defaults) as Record<number | string, V>, own);
}

function touch<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
}

/** PGlite's query adds the failed query to a database error; so does this path (logs and drizzle read it). */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions?: QueryOptions) {
  if (error && typeof error === "object" && "severity" in error) Object.assign(error, { query, params, queryOptions });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
