import { describe, expect, it } from "vitest";
import type { DataStrategyResult } from "react-router";
import {
  CONNECTION_LOST_MESSAGE,
  keepPageWhenSubmissionFails,
  SESSION_ENDED_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_MESSAGE,
} from "./submission-failure";

// What React Router hands the root's clientMiddleware for a submission (single fetch, 7.18): an
// error response it made from a non-React-Router answer, an Error, or the action's own result.
const errorResponse = (status: number, data: unknown = "<html>proxy</html>") => ({ status, statusText: "", internal: false, data });
const failed = (result: unknown): DataStrategyResult => ({ type: "error", result });

async function afterMiddleware(method: string, outcome: DataStrategyResult) {
  const request = new Request("http://localhost/produkt/1", { method });
  const middleware = keepPageWhenSubmissionFails as unknown as (args: { request: Request }, next: () => Promise<Record<string, DataStrategyResult>>) => Promise<Record<string, DataStrategyResult>>;
  const results = await middleware({ request }, async () => ({ "routes/public/product": outcome }));
  return results["routes/public/product"]!;
}

/** The refusal's message and status, or null when the outcome was left as it was. */
function refusalOf(outcome: DataStrategyResult): { message: string; status: number | undefined } | null {
  if (outcome.type !== "data") return null;
  const value = outcome.result as { type?: string; data?: { ok?: boolean; message?: string }; init?: { status?: number } };
  if (value?.type !== "DataWithResponseInit" || value.data?.ok !== false) return null;
  return { message: value.data.message!, status: value.init?.status };
}

describe("keepPageWhenSubmissionFails", () => {
  it.each([
    ["a proxy's 502", errorResponse(502), CONNECTION_LOST_MESSAGE, 503],
    ["a 504", errorResponse(504), CONNECTION_LOST_MESSAGE, 503],
    ["no answer at all", new TypeError("Failed to fetch"), CONNECTION_LOST_MESSAGE, 503],
    ["a page that is not the site's (captive portal, cut body)", new Error("Unable to decode turbo-stream response"), CONNECTION_LOST_MESSAGE, 503],
    ["a body over the size limit", errorResponse(413, "Przesłane dane są zbyt duże (limit 12 MB)."), TOO_LARGE_MESSAGE, 413],
    ["a proxy's rate limit", errorResponse(429), TOO_MANY_MESSAGE, 429],
  ])("turns %s into a refusal that keeps the page", async (_name, error, message, status) => {
    expect(refusalOf(await afterMiddleware("POST", failed(error)))).toEqual({ message, status });
  });

  it("leaves the site's own errors to their error screen", async () => {
    for (const error of [errorResponse(404, "Produkt nie istnieje"), errorResponse(403), errorResponse(500), new Error("boom")]) {
      const outcome = failed(error);
      expect(await afterMiddleware("POST", outcome)).toBe(outcome);
    }
  });

  it("keeps the page when the session ended, and follows other redirects", async () => {
    const toLogin = { type: "data", result: new Response(null, { status: 302, headers: { Location: "/logowanie?redirectTo=%2Fprodukt%2F1" } }) } as DataStrategyResult;
    expect(refusalOf(await afterMiddleware("POST", toLogin))).toEqual({ message: SESSION_ENDED_MESSAGE, status: 401 });
    const elsewhere = { type: "data", result: new Response(null, { status: 302, headers: { Location: "/logowanie" } }) } as DataStrategyResult;
    expect(await afterMiddleware("POST", elsewhere)).toBe(elsewhere);
  });

  it("does not touch page loads", async () => {
    const outcome = failed(errorResponse(413));
    expect(await afterMiddleware("GET", outcome)).toBe(outcome);
  });
});
