// callLoader / callAction: run a route the way the server does — the request-level middleware, then
// each given route module's middleware in order, then its loader/action — without React Router
// internals. The user comes from `user` (what sessionMiddleware would have put in the context).
//
//   const res = await callAction([adminLayout, productsRoute], { path: "/admin/produkty", form: { intent: "delete", id }, user: editor });
//   expect(res.status).toBe(403);
import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import { userContext, type SessionUser } from "~/features/access/session.server";
import { requestMiddleware } from "~/middleware/request.server";
import { sessionUserFor, type TestUser } from "./factories/users";

type Handler = (args: never) => unknown;
export type RouteModuleLike = { middleware?: readonly unknown[]; loader?: Handler; action?: Handler };

export type CallOptions = {
  /** Path with query, e.g. "/admin/produkty?sort=title". */
  path: string;
  /** A SessionUser, or a factory user (its roles and permissions are read from the database), or null/absent for anonymous. */
  user?: SessionUser | TestUser | null;
  params?: Record<string, string>;
  /** Extra headers, e.g. { origin: "https://evil.example" }. */
  headers?: Record<string, string>;
  /** Send as a fetcher does (single-fetch `.data` URL). */
  fetcher?: boolean;
  /** Run the root's request-level middleware (form guard, same-origin check); default true. */
  requestMiddleware?: boolean;
};

export type CallResult<T = unknown> = {
  status: number;
  /** The returned or thrown data (`data(x)` → x; a thrown `data("Brak uprawnień…", 403)` → the message). */
  data: T;
  /** Location of a redirect. */
  location: string | null;
  headers: Headers;
  /** The Response itself when the handler returned or threw one (a resource route's JSON, a file). */
  response?: Response;
};

/** Middleware every request passes through in root.tsx (the user is set by the harness instead of the session middleware). */
export const REQUEST_MIDDLEWARE: MiddlewareFunction<Response>[] = requestMiddleware;

function unwrap(value: unknown, thrown: boolean): CallResult {
  if (value instanceof Response) {
    return { status: value.status, data: undefined, location: value.headers.get("Location"), headers: value.headers, response: value };
  }
  const maybe = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  if (maybe && maybe.type === "DataWithResponseInit") {
    const headers = new Headers(maybe.init?.headers);
    return { status: maybe.init?.status ?? (thrown ? 500 : 200), data: maybe.data, location: headers.get("Location"), headers };
  }
  if (thrown) throw value;
  return { status: 200, data: value, location: null, headers: new Headers() };
}

async function call(kind: "loader" | "action", chain: RouteModuleLike | RouteModuleLike[], options: CallOptions, init: RequestInit): Promise<CallResult> {
  const modules = Array.isArray(chain) ? chain : [chain];
  const target = modules[modules.length - 1]!;
  const handler = target[kind];
  if (!handler) throw new Error(`the route module has no ${kind}`);
  const url = new URL(options.path, "http://localhost");
  if (options.fetcher) url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  const request = new Request(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...options.headers } });
  const context = new RouterContextProvider();
  const user = options.user && !("permissions" in options.user) ? await sessionUserFor(options.user) : (options.user ?? null);
  context.set(userContext, user);
  const args = { request, context, params: options.params ?? {}, url, pattern: url.pathname, unstable_pattern: url.pathname };
  const middleware = [...(options.requestMiddleware === false ? [] : REQUEST_MIDDLEWARE), ...modules.flatMap((m) => (m.middleware ?? []) as MiddlewareFunction<Response>[])];

  let result: CallResult | undefined;
  const run = async (i: number): Promise<Response> => {
    if (i === middleware.length) {
      result = unwrap(await (handler as (a: unknown) => unknown)(args), false);
      return new Response(null, { status: result.status });
    }
    // Like React Router: a middleware that does not call next() has it called after it returns.
    let downstream: Promise<Response> | undefined;
    const next = () => (downstream ??= run(i + 1));
    const returned = await middleware[i]!(args as never, next);
    return returned ?? (await next());
  };
  try {
    await run(0);
  } catch (error) {
    return unwrap(error, true);
  }
  return result!;
}

/** Runs the chain's middleware and the last module's loader for a GET of `path`. */
export function callLoader<T = unknown>(chain: RouteModuleLike | RouteModuleLike[], options: CallOptions): Promise<CallResult<T>> {
  return call("loader", chain, options, { method: "GET" }) as Promise<CallResult<T>>;
}

/** Runs the chain's middleware and the last module's action for a form POST of `form` to `path`. */
export function callAction<T = unknown>(chain: RouteModuleLike | RouteModuleLike[], options: CallOptions & { form?: Record<string, string | string[]>; files?: Record<string, File>; method?: string }): Promise<CallResult<T>> {
  if (options.files) {
    // A form with a file goes as multipart/form-data (the CSV imports); the Request sets its boundary.
    const multipart = new FormData();
    for (const [k, v] of Object.entries(options.form ?? {})) for (const item of [v].flat()) multipart.append(k, item);
    for (const [k, file] of Object.entries(options.files)) multipart.append(k, file);
    return call("action", chain, options, { method: options.method ?? "POST", body: multipart }) as Promise<CallResult<T>>;
  }
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(options.form ?? {})) for (const item of [v].flat()) body.append(k, item);
  return call("action", chain, options, {
    method: options.method ?? "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body.toString())) },
  }) as Promise<CallResult<T>>;
}

/** The flash toast a route's answer sets (what the next page shows, with or without JavaScript). */
export async function flashToastOf(res: { headers: Headers }) {
  const { readToast } = await import("~/utils/toast.server");
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return (await readToast(new Request("http://localhost/", { headers: { cookie } }))).toast;
}
