// ADR 109: the header suggestions answered before Express and React Router. The server here is the
// production chain in small: serveSuggestions in Node's request handler, then Express with
// compression, the security headers and React Router's adapter with the real route module. The
// test checks that the fast path answers what the chain answers, and leaves the rest to it.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRequest, routerBuild, startChain, type Answer } from "../../../tests/support/production-chain";
import * as suggestionsRoute from "~/routes/search/suggestions";
import { closePageCacheListener, invalidatePageCache } from "~/server/page-cache.server";
import { createProduct } from "../../../tests/factories";
import { serveSuggestions } from "./suggestions-endpoint.server";

const build = routerBuild({ default: () => new Response("no documents here", { status: 500 }) }, {
  root: { id: "root", path: "", module: { default: () => null } },
  "routes/search/suggestions": { id: "routes/search/suggestions", parentId: "root", path: "api/podpowiedzi", module: suggestionsRoute },
});

let chain: Awaited<ReturnType<typeof startChain>>;
let base: string;
let fast = 0;
const word = `zzsug${crypto.randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  // Enough products for a body above compression()'s 1 kB threshold.
  for (let i = 0; i < 10; i++) await createProduct({ title: `${word} lampka ${i} <b>&"</b>`, priceOriginal: 10 + i });
  await invalidatePageCache();
  chain = await startChain(build, serveSuggestions, () => fast++);
  base = chain.base;
});

afterAll(async () => {
  await chain.close();
  await closePageCacheListener();
});

const request = (path: string, options: { method?: string; headers?: Record<string, string> } = {}) => httpRequest(base + path, options);

/** The chain's answer for the same request: an Accept-Encoding the fast path leaves to Express. */
const viaChain = (path: string, encoding: string) => request(path, { headers: { "accept-encoding": encoding } });
const text = (a: Answer) => (a.headers["content-encoding"] === "gzip" ? gunzipSync(a.body) : a.body).toString("utf8");
/** Every header but those that differ per answer by design (date, framing). */
function comparable(a: Answer) {
  const { date: _date, "content-length": _length, "transfer-encoding": _chunked, connection: _c, "keep-alive": _k, ...rest } = a.headers;
  return rest;
}

describe("suggestions answered before React Router (ADR 109)", () => {
  it("answers a plain GET with the chain's body and headers, gzip as compression() would", async () => {
    const path = `/api/podpowiedzi?q=${encodeURIComponent(word)}`;
    const before = fast;
    const plain = await request(path);
    const gzip = await request(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(fast - before).toBe(2);
    // The chain, for the same text (the fast path leaves a deflate-only client to Express).
    const chained = await viaChain(path, "deflate;q=0, identity");
    expect(fast - before).toBe(2);
    for (const answer of [plain, gzip, chained]) {
      expect(answer.status).toBe(200);
      const body = JSON.parse(text(answer)) as { suggestions: { title: string; price: number }[] };
      expect(body.suggestions).toHaveLength(10);
      expect(body.suggestions[0]!.title).toBe(`${word} lampka 0 <b>&"</b>`);
      expect(text(answer)).toBe(text(plain));
    }
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(comparable(plain)).toEqual(comparable(chained));
    const { "content-encoding": encoding, ...gzipRest } = comparable(gzip);
    expect(encoding).toBe("gzip");
    expect(gzipRest).toEqual(comparable(chained));
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["cache-control"]).toBe("public, max-age=60");
    expect(plain.headers.vary).toBe("Accept-Encoding");
  });

  it("answers short and unknown texts with an empty list, and ignores the visitor's cookie", async () => {
    const before = fast;
    for (const q of ["k", "", "xqzvwjq"]) {
      const answer = await request(`/api/podpowiedzi?q=${encodeURIComponent(q)}`, { headers: { cookie: "vp.session_token=someone" } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(text(answer))).toEqual({ suggestions: [] });
    }
    expect(fast - before).toBe(3);
  });

  it("leaves HEAD, a body, a NUL, other paths and other encodings to Express", async () => {
    const before = fast;
    const head = await request(`/api/podpowiedzi?q=${word}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((await request(`/api/podpowiedzi?q=${word}`, { method: "POST" })).status).toBe(405);
    const withBody = await request(`/api/podpowiedzi?q=${word}`, { headers: { "content-length": "0" } });
    expect(withBody.status).toBe(200);
    expect(JSON.parse(text(withBody)).suggestions).toHaveLength(10);
    await request(`/api/podpowiedzi?q=a%00b`);
    await request(`/api/podpowiedzi/extra?q=${word}`);
    await request(`/api/podpowiedziX?q=${word}`);
    await request(`/api/podpowiedzi?q=${word}`, { headers: { "accept-encoding": "br" } });
    expect(fast).toBe(before);
  });
});
