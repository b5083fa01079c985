import http from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { describe, expect, it } from "vitest";
import { forwardDrainRemoval } from "../../server/compression-drain";

// ADR 096: a page streamed the way React Router's adapter streams it, compressed with brotli, must not
// pile up "drain" listeners on the compression stream (MaxListenersExceededWarning in the e2e logs).
async function drainWarnings(withFix: boolean): Promise<string[]> {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning") warnings.push(warning.message);
  };
  process.on("warning", onWarning);
  const app = express();
  app.use(compression());
  if (withFix) app.use(forwardDrainRemoval);
  app.get("/", async (_req, res) => {
    // 30 writes of 64 kB: each is over the zlib stream's 16 kB buffer, so each waits for "drain".
    const chunk = new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 251);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 30; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    res.type("html");
    await writeReadableStreamToWritable(body, res);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const received = await new Promise<string | undefined>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path: "/", headers: { "accept-encoding": "br" } }, (response) => {
        response.on("data", () => {}).on("end", () => resolve(response.headers["content-encoding"]));
      })
      .on("error", reject);
  });
  expect(received).toBe("br");
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 10)); // warnings are emitted on a later tick
  process.off("warning", onWarning);
  return warnings;
}

describe("compression and back-pressure", () => {
  it("a drain listener the writer removes leaves the compression stream too", async () => {
    // Without the fix the listeners pile up (the leak this guards against) …
    expect((await drainWarnings(false)).join("\n")).toMatch(/drain listeners added to \[BrotliCompress\]/);
    // … with it, each wait's listener is gone before the next is added.
    expect(await drainWarnings(true)).toEqual([]);
  });
});
