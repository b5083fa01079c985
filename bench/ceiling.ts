// The bare-Node ceiling of issue #14 ("bare-Node ceiling, same bytes"): a Node http server with no
// framework and no database, in a process of its own like the app server, sending a cached page's
// exact bytes from memory. ADR 137: each cached page is measured right after its ceiling, so that the
// ratio compares two figures taken under the same load. On two cores autocannon is the bottleneck of
// both rows, and measured minutes apart (the ceilings used to come after both engines) the machine's
// drift alone moved a ratio by a third: 6 021 to 9 204 req/s for two ceilings of the same 53 kB.
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Meter, Measured } from "./measure";
import { freePort, stop, waitForOk } from "./support";

/** A cached row's page as the server answers it: the ceiling of that row sends the same bytes. */
export type CachedPage = { route: string; path: string; bytes: Buffer; contentType: string };
/** A cached page measured on the bare server, then on the app right after it. */
export type CeilingPair = { route: string; ceiling: Measured; app: Measured };

// Serves `<dir>/<name>` with the type stored beside it in `<name>.type`, read once, then from memory.
const SERVER = `
const fs = require("node:fs"), path = require("node:path");
const dir = process.env.CEILING_DIR, pages = new Map();
require("node:http").createServer((req, res) => {
  const name = path.basename(req.url);
  let page = pages.get(name);
  if (!page) {
    try { page = { body: fs.readFileSync(path.join(dir, name)), type: fs.readFileSync(path.join(dir, name + ".type"), "utf8") }; }
    catch { return res.writeHead(404).end(); }
    pages.set(name, page);
  }
  res.writeHead(200, { "Content-Type": page.type, "Content-Length": page.body.length });
  res.end(page.body);
}).listen(Number(process.env.CEILING_PORT), "127.0.0.1");`;

/**
 * Measures each page on a bare server sending its bytes (files written to `dir`), then on the app
 * (`base`), one after the other. `meter` is the engine's: the app rows count the app server's CPU; the ceiling rows are
 * measured by a meter of the same settings counting the ceiling process instead.
 */
export async function measureAgainstCeilings(
  meter: Meter,
  base: string,
  pages: CachedPage[],
  { dir, running }: { dir: string; running: { ceiling?: ChildProcess } },
): Promise<CeilingPair[]> {
  const port = await freePort();
  const server = spawn(process.execPath, ["-e", SERVER], {
    env: { ...process.env, CEILING_DIR: dir, CEILING_PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  running.ceiling = server; // stopped by the bench's Ctrl+C handler too
  try {
    const files = pages.map((page, i) => {
      const name = `ceiling-body-${i}.html`;
      writeFileSync(path.join(dir, name), page.bytes);
      writeFileSync(path.join(dir, `${name}.type`), page.contentType);
      return name;
    });
    await waitForOk(`http://127.0.0.1:${port}/${files[0]}`, 10_000, server);
    const bare = meter.forProcesses(() => (server.pid ? [server.pid] : []));
    const pairs: CeilingPair[] = [];
    for (const [i, page] of pages.entries()) {
      const kb = Math.round(page.bytes.length / 1024);
      const ceiling = await bare.measure(`ceiling: bare node http, ${page.route}'s ${kb} kB`, `http://127.0.0.1:${port}/${files[i]}`);
      const app = await meter.measure(`${page.route}, right after its ceiling`, base + page.path);
      pairs.push({ route: page.route, ceiling, app });
    }
    return pairs;
  } finally {
    await stop(server);
    running.ceiling = undefined;
  }
}
