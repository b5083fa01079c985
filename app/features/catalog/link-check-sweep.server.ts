// ADR 170: the checks of the shops' links — the background sweep started with the server (each link
// at most once a day, a few at a time, a pause between requests to one host) and "Sprawdź teraz" on
// the product form. Both take their links through the lease in link-checks.server.ts.
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import type { LinkCheckView } from "./link-check-outcome";
import { createHostPacer, linkCheckUserAgent, probeLink, type ProbeOptions } from "./link-probe.server";
import { claimDueLinks, claimProductLinks, loadLinkChecks, recordLinkCheck, releaseLink, syncLinkChecks, type ClaimedLink } from "./link-checks.server";

/** Links checked at the same time by one process. */
export const CHECK_CONCURRENCY = 2;
/** Links a sweep takes per lease (two rounds of the concurrency: well inside LINK_LEASE_MS). */
const SWEEP_BATCH = 2 * CHECK_CONCURRENCY;
/** Between two requests to one host from this process. */
const HOST_GAP_MS = 1_000;
const FIRST_ROUND_AFTER_MS = 60_000;
const ROUND_EVERY_MS = 15 * 60_000;

export type CheckOptions = {
  /** Default: LINK_CHECK_ALLOW_PRIVATE. */
  allowPrivate?: boolean;
  timeoutMs?: number;
  /** The per-host pause; default: one pacer shared by this process's sweep and manual checks. */
  pace?: (host: string) => Promise<void>;
  /** The moment the checks are dated (tests move it a day on). */
  now?: () => Date;
  signal?: AbortSignal;
  executor?: Executor;
};

const sharedPacer = createHostPacer(HOST_GAP_MS);

function probeOptions(options: CheckOptions): ProbeOptions {
  const cfg = config();
  return {
    allowPrivate: options.allowPrivate ?? cfg.linkCheck.allowPrivate,
    timeoutMs: options.timeoutMs,
    userAgent: linkCheckUserAgent(cfg.appUrl),
    beforeRequest: options.pace ?? sharedPacer,
    signal: options.signal,
  };
}

/** Checks the leased links, CHECK_CONCURRENCY at a time, and stores each finding. */
async function checkLinks(links: ClaimedLink[], options: CheckOptions): Promise<void> {
  const queue = [...links];
  const probe = probeOptions(options);
  const executor = options.executor ?? db;
  const worker = async () => {
    for (let link = queue.shift(); link; link = queue.shift()) {
      if (options.signal?.aborted) {
        await releaseLink(link, executor);
        continue;
      }
      const result = await probeLink(link.url, probe);
      // Stopped mid-request: the answer is the abort's, not the shop's.
      if (options.signal?.aborted) await releaseLink(link, executor);
      else await recordLinkCheck(link, result, options.now?.() ?? new Date(), executor);
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(CHECK_CONCURRENCY, links.length) }, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failure) throw failure.reason;
}

/** One round: every link that is due, a batch at a time, until none is left (or the signal stops it). Returns how many were checked. */
export async function sweepLinksOnce(options: CheckOptions = {}): Promise<number> {
  const executor = options.executor ?? db;
  await syncLinkChecks(executor);
  let checked = 0;
  while (!options.signal?.aborted) {
    const batch = await claimDueLinks(SWEEP_BATCH, options.now?.() ?? new Date(), executor);
    if (batch.length === 0) break;
    await checkLinks(batch, options);
    checked += batch.length;
  }
  return checked;
}

/**
 * "Sprawdź teraz": the product's links that no one else is checking, at once. Returns all its links'
 * checks and how many were checked now (fewer: another process was checking the others).
 */
export async function checkProductLinksNow(productId: string, options: CheckOptions = {}): Promise<{ checks: LinkCheckView[]; checked: number }> {
  const executor = options.executor ?? db;
  await syncLinkChecks(executor, productId);
  const links = await claimProductLinks(productId, options.now?.() ?? new Date(), executor);
  await checkLinks(links, options);
  return { checks: await loadLinkChecks(productId, executor), checked: links.length };
}

let firstRound: ReturnType<typeof setTimeout> | undefined;
let rounds: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | undefined;
let stopping: AbortController | undefined;

/** With the server (LINK_CHECK): a round a minute after start, then every 15 minutes; a round still running is not doubled. */
export function startLinkCheckSweep(): void {
  if (!config().linkCheck.sweep || rounds) return;
  const controller = new AbortController();
  stopping = controller;
  const round = () => {
    running ??= sweepLinksOnce({ signal: controller.signal })
      .then((checked) => {
        if (checked > 0) logger.info({ checked }, "Sprawdzono linki do sklepów");
      })
      .catch((error: unknown) => logger.warn({ err: error }, "Sprawdzanie linków do sklepów nie powiodło się"))
      .finally(() => {
        running = undefined;
      });
  };
  firstRound = setTimeout(round, FIRST_ROUND_AFTER_MS);
  firstRound.unref();
  rounds = setInterval(round, ROUND_EVERY_MS);
  rounds.unref();
}

/** On shutdown: no new round, requests in flight are ended and their links given back. */
export async function stopLinkCheckSweep(): Promise<void> {
  clearTimeout(firstRound);
  clearInterval(rounds);
  firstRound = rounds = undefined;
  stopping?.abort();
  stopping = undefined;
  await running;
}
