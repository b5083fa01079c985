import { describe, expect, it } from "vitest";
import { FlushJoiner } from "./flush-joiner.server";

function collect(stream: FlushJoiner): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe("FlushJoiner (ADR 103)", () => {
  it("passes the pieces written before a flush on as one chunk, with the same bytes", async () => {
    const joiner = new FlushJoiner();
    const chunks = collect(joiner);
    joiner.write(new TextEncoder().encode("<html><body>"));
    joiner.write(Buffer.from("żółć "));
    joiner.write(new Uint8Array([0x61, 0x62]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(0); // nothing until React says a pass is complete
    joiner.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    expect(Buffer.concat(chunks).toString()).toBe("<html><body>żółć ab");
  });

  it("keeps React's flushes apart (a later Suspense boundary streams later) and sends the rest on end", async () => {
    const joiner = new FlushJoiner();
    const chunks = collect(joiner);
    const ended = new Promise((resolve) => joiner.on("end", resolve));
    joiner.write("shell");
    joiner.flush();
    joiner.flush(); // an empty pass sends nothing
    joiner.write("boundary");
    joiner.write("</html>");
    joiner.end();
    await ended;
    expect(chunks.map(String)).toEqual(["shell", "boundary</html>"]);
  });
});
