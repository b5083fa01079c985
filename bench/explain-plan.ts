// EXPLAIN (ANALYZE, BUFFERS) of captured queries, for bench/explain.ts. Each query runs inside a
// transaction that is rolled back (a page may write: a session touch, a view count), after the
// page's own earlier set_config() calls (the typo threshold), four times: the first run warms the
// caches, and of the other three the fastest is reported — other processes' load only ever adds time.
import type { DatabaseHandle } from "../app/db/client.server";

export type Captured = { query: string; params: unknown[] };
export type PlanSummary = {
  executionMs: number;
  planningMs: number;
  rows: number;
  sharedHit: number;
  sharedRead: number;
  nodes: string[];
};

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};
type Explained = { Plan: PlanNode; "Planning Time": number; "Execution Time": number };

/** Statements that are round trips but have no plan worth showing. */
export const isControl = (query: string) => /^\s*(begin|commit|rollback|set |select set_config|savepoint|release)/i.test(query);

type Raw = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

async function inRolledBackTransaction<T>(handle: DatabaseHandle, work: (client: Raw) => Promise<T>): Promise<T> {
  const raw = (handle.db as unknown as { $client: Raw & { connect?: () => Promise<Raw & { release: () => void }> } }).$client;
  const client = raw.connect ? await raw.connect() : raw; // node-postgres: one pooled client; PGlite: the database
  try {
    await client.query("BEGIN");
    try {
      return await work(client);
    } finally {
      await client.query("ROLLBACK");
    }
  } finally {
    (client as { release?: () => void }).release?.();
  }
}

function nodeLabel(node: PlanNode): string {
  const on = node["Index Name"] ?? node["Relation Name"];
  return on ? `${node["Node Type"]} (${on})` : node["Node Type"];
}

function walk(node: PlanNode, out: string[]) {
  out.push(nodeLabel(node));
  for (const child of node.Plans ?? []) walk(child, out);
}

export async function explain(handle: DatabaseHandle, { query, params }: Captured, settings: Captured[] = []): Promise<PlanSummary | { error: string }> {
  try {
    return await inRolledBackTransaction(handle, async (client) => {
      for (const setting of settings) await client.query(setting.query, setting.params);
      let explained: Explained | undefined;
      for (let run = 0; run < 4; run++) {
        const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`, params);
        const cell = Object.values(result.rows[0])[0];
        const next = (typeof cell === "string" ? JSON.parse(cell) : cell)[0] as Explained;
        if (run === 1 || (run > 1 && next["Execution Time"] < explained!["Execution Time"])) explained = next;
      }
      const plan = explained!.Plan;
      const nodes: string[] = [];
      walk(plan, nodes);
      return {
        executionMs: explained!["Execution Time"],
        planningMs: explained!["Planning Time"],
        rows: plan["Actual Rows"] ?? 0,
        sharedHit: plan["Shared Hit Blocks"] ?? 0,
        sharedRead: plan["Shared Read Blocks"] ?? 0,
        nodes: [...new Set(nodes)],
      };
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The first line of a query, shortened: enough to recognise which query of the page it is. */
export function shortQuery(query: string, max = 110): string {
  const flat = query.replace(/\s+/g, " ").trim();
  return flat.length > max ? flat.slice(0, max - 1) + "…" : flat;
}
