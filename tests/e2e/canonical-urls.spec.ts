import { expect, test } from "@playwright/test";

// ADR 199: one address per page — a capitalised or slashed spelling is a 301 to it (the built server,
// so the step's place among Express' middleware and the page cache is what is tested).
test("a capitalised or slashed address is a 301 to the page's own one, keeping the query; POST, files and '//host' are not", async ({ request, baseURL }) => {
  const moved = async (path: string, method: "get" | "head" = "get") => {
    const res = await request[method](path, { maxRedirects: 0 });
    return [res.status(), res.headers()["location"] ?? null];
  };
  expect(await moved("/Produkty/?q=A")).toEqual([301, "/produkty?q=A"]);
  expect(await moved("/produkty/")).toEqual([301, "/produkty"]);
  expect(await moved("/blog/", "head")).toEqual([301, "/blog"]);
  expect(await moved("/O-Nas")).toEqual([301, "/o-nas"]);
  expect(await moved("/EL-CH-001-Ladowarka/")).toEqual([301, "/el-ch-001-ladowarka"]);
  // The page itself, a product by its capitalised code (spec: public §2 /{code}) and a file: served as asked.
  expect(await moved("/produkty?q=A")).toEqual([200, null]);
  expect(await moved("/EL-CH-001")).toEqual([200, null]);
  expect(await moved("/robots.txt")).toEqual([200, null]);
  // Twice, so that the second answer may come from the page cache: a cached page is never served at the slashed address.
  expect(await moved("/produkty/")).toEqual([301, "/produkty"]);
  // Never a Location naming another host.
  const evil = await request.get(`${baseURL}//evil.com/`, { maxRedirects: 0 }); // a full URL: a bare '//evil.com/' is another host
  expect(evil.url()).toMatch(/^http:\/\/localhost:\d+\/\/evil\.com\/$/);
  expect(evil.headers()["location"] ?? null).toBeNull();
  // A followed redirect lands on the page.
  const landed = await request.get("/Produkty/");
  expect(landed.status()).toBe(200);
  expect(landed.url()).toMatch(/\/produkty$/);
  // POST is never redirected: a form sent to a slashed address reaches the route (the cross-site guard here).
  const post = await request.post("/Produkty/", { maxRedirects: 0, form: { a: "b" }, headers: { Origin: "https://evil.example" } });
  expect(post.status()).not.toBe(301);
});
