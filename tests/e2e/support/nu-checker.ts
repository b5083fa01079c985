// The Nu HTML checker (vnu-jar, Java) over a set of pages: one Java start for all of them (each start
// costs seconds), the pages written to files first. Returns one line per error: "url: message — extract".
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";

// A short-lived checker: the quick JIT tier only and one GC thread halve its CPU (7.0 s → 3.6 s for
// six pages, the same messages); the quick tier's deeper frames need a larger stack (vnu says so).
const JVM_FLAGS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss16m"];

export async function nuHtmlErrors(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const jar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
  const dir = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  for (const [i, url] of urls.entries()) {
    const file = path.join(dir, `page-${i}.html`);
    writeFileSync(file, await (await request.get(url)).text());
    files.set(`file:${file}`, url);
  }
  let out: string;
  try {
    out = execFileSync("java", [...JVM_FLAGS, "-jar", jar, "--errors-only", "--format", "json", ...[...files.keys()].map((f) => f.slice(5))], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    out = (e as { stderr?: string }).stderr ?? String(e); // vnu exits 1 when it reports errors (JSON on stderr)
  }
  const messages = (JSON.parse(out.trim() || '{"messages":[]}') as { messages: { type: string; url?: string; message: string; extract?: string }[] }).messages;
  return messages.filter((m) => m.type === "error").map((m) => `${files.get(m.url ?? "") ?? m.url}: ${m.message} — ${m.extract ?? ""}`);
}
