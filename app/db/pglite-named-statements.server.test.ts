import * as pglite from "@electric-sql/pglite";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STATEMENTS, NamedStatementClient } from "./pglite-named-statements.server";

// ADR 111: the named-statement path must give exactly what PGlite's own query gives.
const items = pgTable("items", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  tags: text("tags").array(),
  meta: jsonb("meta"),
  flag: boolean("flag"),
  ref: uuid("ref"),
  at: timestamp("at", { withTimezone: true }),
});

let raw: PGlite;
let client: NamedStatementClient;
const preparedInSession = async () =>
  Number((await raw.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n);

beforeAll(async () => {
  raw = await PGlite.create();
  client = new NamedStatementClient(raw, pglite);
  await raw.exec(`create table items (id int primary key, name text not null, tags text[], meta jsonb, flag boolean,
    ref uuid, at timestamptz, price numeric(10,2))`);
});
afterAll(() => raw.close());

describe("NamedStatementClient (ADR 111)", () => {
  it("returns the rows, fields and counts PGlite's own query returns, for every kind of value", async () => {
    const insert = "insert into items (id, name, tags, meta, flag, ref, at, price) values ($1,$2,$3,$4,$5,$6,$7,$8)";
    const at = new Date("2026-11-26T12:00:00.000Z");
    const values = [1, "Łódź „cudzysłów”", ["a", "b,c", 'd"e'], { x: [1, 2], y: "ż" }, true, "6c46535b-c7e7-4c81-8ccc-4b5ab2ccf379", at, "12.50"];
    const written = await client.query(insert, values);
    expect(written.affectedRows).toBe(1);
    await raw.query(insert, [2, "drugi", null, null, false, null, null, null]);
    const named = "select * from items where id = any($1::int[]) order by id";
    client.name(named);
    for (const text of [named, "select * from items where id = any($1::int[]) order by id desc"]) {
      for (const rowMode of ["object", "array"] as const) {
        const ours = await client.query(text, [[1, 2]], { rowMode });
        const theirs = await raw.query(text, [[1, 2]], { rowMode });
        expect(ours.rows).toHaveLength(2);
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
      }
    }
    const [row] = (await client.query<Record<string, unknown>>("select * from items where id = $1", [1])).rows;
    expect(row).toMatchObject({ name: "Łódź „cudzysłów”", tags: ["a", "b,c", 'd"e'], meta: { x: [1, 2], y: "ż" }, flag: true, at });
    // A caller's parsers win, as in PGlite (drizzle keeps timestamps as text this way).
    const parsed = await client.query<{ at: unknown }>("select at from items where id = $1", [1], { parsers: { [pglite.types.TIMESTAMPTZ]: (v: string) => `raw:${v}` } });
    expect(parsed.rows[0]!.at).toMatch(/^raw:2026-11-26 12:00:00/);
  });

  it("passes PostgreSQL's notices to the caller, as PGlite's query does", async () => {
    const notices: string[] = [];
    await client.query("do $$ begin raise notice 'uwaga: %', 1; end $$", [], { onNotice: (notice) => notices.push(notice.message ?? "") });
    expect(notices).toEqual(["uwaga: 1"]);
  });

  it("parses a named text once and runs it with new values each time; other texts are not kept", async () => {
    const copies = async (text: string) =>
      (await raw.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where statement = $1", [text])).rows[0]!.n;
    const named = "select $1::int + 1 as n";
    const other = "select $1::int + 2 as n";
    client.name(named);
    for (let i = 0; i < 7; i++) {
      expect((await client.query<{ n: number }>(named, [i])).rows[0]!.n).toBe(i + 1);
      expect((await client.query<{ n: number }>(other, [i])).rows[0]!.n).toBe(i + 2);
    }
    expect(await copies(named)).toBe(1);
    expect(await copies(other)).toBe(0);
  });

  it("throws PostgreSQL's error with the query attached, keeps nothing of a failed parse, and goes on", async () => {
    const before = client.statementCount;
    client.name("selec 1");
    await expect(client.query("selec 1")).rejects.toMatchObject({ code: "42601", query: "selec 1" });
    await expect(client.query("selec 2")).rejects.toMatchObject({ code: "42601", query: "selec 2" });
    expect(client.statementCount).toBe(before);
    const insert = "insert into items (id, name) values ($1, $2)";
    client.name(insert);
    await client.query(insert, [100, "pierwszy"]);
    await expect(client.query(insert, [100, "duplikat"])).rejects.toMatchObject({ code: "23505", params: [100, "duplikat"] });
    expect((await client.query<{ name: string }>("select name from items where id = $1", [100])).rows[0]!.name).toBe("pierwszy");
  });

  it("prepares again when a table changed under a statement, or the statement is gone", async () => {
    await raw.exec("create table shape (a int)");
    await raw.exec("insert into shape values (1)");
    client.name("select * from shape");
    expect((await client.query("select * from shape")).rows).toEqual([{ a: 1 }]);
    await raw.exec("alter table shape add column b text default 'nowa'");
    expect((await client.query("select * from shape")).rows).toEqual([{ a: 1, b: "nowa" }]);
    // And when something dropped every prepared statement of the session.
    await raw.exec("DEALLOCATE ALL");
    expect((await client.query("select * from shape")).rows).toEqual([{ a: 1, b: "nowa" }]);
  });

  it(`closes the least recently used statements beyond ${MAX_STATEMENTS}`, async () => {
    for (let i = 0; i < MAX_STATEMENTS + 40; i++) {
      client.name(`select ${i} as n`);
      await client.query(`select ${i} as n`);
    }
    expect(client.statementCount).toBe(MAX_STATEMENTS);
    // Closes travel with the next execution; one more query sends them.
    await client.query("select 1 as n");
    expect(await preparedInSession()).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it("serves drizzle: transactions keep their own path, commit and roll back, concurrent reads wait for them", async () => {
    const db = drizzle({ client: client as unknown as PGlite });
    await db.insert(items).values({ id: 10, name: "dziesięć", meta: { a: 1 } });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 11, name: "wycofany" });
        expect(await tx.select().from(items).where(sql`${items.id} = 11`)).toHaveLength(1);
        throw new Error("wycofaj");
      }),
    ).rejects.toThrow("wycofaj");
    const reads = Array.from({ length: 20 }, (_, i) => db.select({ n: sql<number>`${i}::int` }).from(items).limit(1));
    const writer = db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 12, name: "zatwierdzony" });
    });
    const results = await Promise.all([...reads, writer]);
    expect(results.slice(0, 20).map((r) => (r as { n: number }[])[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const names = await db.select({ id: items.id }).from(items).where(sql`${items.id} between 10 and 12`).orderBy(items.id);
    expect(names.map((r) => r.id)).toEqual([10, 12]);
  });
});
