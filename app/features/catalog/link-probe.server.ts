// ADR 170: one check of one shop address — does it still lead to a page? HEAD first (no body), GET
// when a server refuses HEAD; redirects followed by hand (at most MAX_REDIRECTS, with the cookies
// they set, as a browser would); no body is ever read. Every address connected to must be public
// unless `allowPrivate` (isPrivateAddress): the resolved address is checked in the socket's own
// lookup, so a name cannot resolve to a public address for the check and to a private one for the
// connection.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { HEAD_REFUSED, outcomeOfStatus, type ProbeResult } from "./link-check-outcome";
import { isPrivateAddress } from "./private-address.server";

export const MAX_REDIRECTS = 5;
export const PROBE_TIMEOUT_MS = 10_000;

export type ProbeOptions = {
  /** Per request (each redirect and the GET after a refused HEAD has its own). */
  timeoutMs?: number;
  allowPrivate: boolean;
  /** Names the site: "… ViralneProdukty-LinkCheck (+https://…)". */
  userAgent: string;
  /** Awaited before each request: the per-host pause (createHostPacer). */
  beforeRequest?: (host: string) => Promise<void>;
  signal?: AbortSignal;
};

class PrivateAddressError extends Error {}
class TimeoutError extends Error {}

/** A browser's User-Agent that says who is asking and where to read why. */
export const linkCheckUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ViralneProdukty-LinkCheck/1.0 (+${siteUrl})`;

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateAddressError(hostname), "", 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

type Answer = { status: number; location: string | undefined; cookies: string[] };

/** An address written as a private IP (a name is checked once resolved, in guardedLookup). */
function privateLiteral(url: URL, allowPrivate: boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return !allowPrivate && isIP(host) !== 0 && isPrivateAddress(host);
}

function requestOnce(url: URL, method: "HEAD" | "GET", headers: Record<string, string>, options: ProbeOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (privateLiteral(url, options.allowPrivate)) return reject(new PrivateAddressError(url.hostname));
    const client = url.protocol === "https:" ? https : http;
    // agent: false — a socket of its own, closed after the answer's head: nothing of the body is read.
    const request = client.request(url, { method, headers, agent: false, lookup: guardedLookup(options.allowPrivate), signal: options.signal }, (response) => {
      clearTimeout(timer);
      const setCookie = response.headers["set-cookie"] ?? [];
      resolve({ status: response.statusCode ?? 0, location: response.headers.location, cookies: setCookie });
      response.destroy();
    });
    const timer = setTimeout(() => request.destroy(new TimeoutError()), options.timeoutMs ?? PROBE_TIMEOUT_MS);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end();
  });
}

/** What a failed request says about the link (the cause, for the log, stays out of the result). */
function failed(error: unknown, url: URL, start: string): ProbeResult {
  const finalUrl = url.href === start ? null : url.href;
  if (error instanceof PrivateAddressError) return { outcome: "broken", status: null, finalUrl, problem: "address" };
  if (error instanceof TimeoutError) return { outcome: "unreachable", status: null, finalUrl, problem: "timeout" };
  return { outcome: "unreachable", status: null, finalUrl, problem: "network" };
}

/** Cookies the shop set on the way (name=value per host), sent back on later requests to that host. */
function rememberCookies(jar: Map<string, Map<string, string>>, host: string, cookies: string[]) {
  const own = jar.get(host) ?? new Map<string, string>();
  for (const cookie of cookies) {
    const pair = cookie.split(";")[0]!;
    const at = pair.indexOf("=");
    if (at > 0) own.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  jar.set(host, own);
}

/** Checks one address; never throws (an abort through `signal` comes back as a network problem). */
export async function probeLink(address: string, options: ProbeOptions): Promise<ProbeResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { outcome: "broken", status: null, finalUrl: null, problem: "address" };
  }
  const start = url.href;
  if (url.protocol !== "http:" && url.protocol !== "https:") return { outcome: "broken", status: null, finalUrl: null, problem: "address" };
  let method: "HEAD" | "GET" = "HEAD";
  let redirects = 0;
  const jar = new Map<string, Map<string, string>>();
  for (;;) {
    // Refused before waiting for the host's turn: nothing will be sent to it.
    if (privateLiteral(url, options.allowPrivate)) return failed(new PrivateAddressError(url.hostname), url, start);
    await options.beforeRequest?.(url.host);
    const cookies = [...(jar.get(url.host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join("; ");
    const headers: Record<string, string> = {
      "user-agent": options.userAgent,
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "accept-language": "pl-PL,pl;q=0.9,en;q=0.5",
      ...(cookies ? { cookie: cookies } : {}),
    };
    let answer: Answer;
    try {
      answer = await requestOnce(url, method, headers, options);
    } catch (error) {
      return failed(error, url, start);
    }
    rememberCookies(jar, url.host, answer.cookies);
    if (method === "HEAD" && HEAD_REFUSED.has(answer.status)) {
      method = "GET";
      continue;
    }
    const finalUrl = url.href === start ? null : url.href;
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        return { outcome: "unreachable", status: answer.status, finalUrl, problem: "redirects" };
      }
      if (redirects === MAX_REDIRECTS || (next.protocol !== "http:" && next.protocol !== "https:")) {
        return { outcome: "unreachable", status: answer.status, finalUrl, problem: "redirects" };
      }
      redirects += 1;
      url = next;
      continue;
    }
    return { ...outcomeOfStatus(answer.status), status: answer.status, finalUrl };
  }
}

/** At most one request per `gapMs` to each host from this process (requests wait their turn). */
export function createHostPacer(gapMs: number): (host: string) => Promise<void> {
  const nextFree = new Map<string, number>();
  return async (host) => {
    const now = Date.now();
    const at = Math.max(now, nextFree.get(host) ?? 0);
    nextFree.set(host, at + gapMs);
    // Forget hosts whose turn is long past, so the map stays small over a day of checks.
    if (nextFree.size > 1000) for (const [h, t] of nextFree) if (t < now) nextFree.delete(h);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
