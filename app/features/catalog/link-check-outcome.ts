// ADR 170: what a check of a shop link found, and the rules that read it. Browser-safe: the product
// form describes a check with the same rule the filter and the Overview count with.

export const LINK_OUTCOMES = ["ok", "broken", "unreachable", "refused"] as const;
/** ok: an offer page answered (2xx); broken: the shop says it is gone (404/410) or the address cannot be a shop; unreachable: no usable answer (5xx, timeout, network, redirects); refused: a bot wall (401/403/429/451). */
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];

export const LINK_PROBLEMS = ["timeout", "network", "redirects", "address", "status"] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** One probe's finding (link-probe.server.ts). */
export type ProbeResult = { outcome: LinkOutcome; status: number | null; finalUrl: string | null; problem: LinkProblem | null };

/** A link's last check as the form shows it (dates as ISO text). */
export type LinkCheckView = {
  platform: string;
  url: string;
  checkedAt: string | null;
  outcome: LinkOutcome | null;
  httpStatus: number | null;
  finalUrl: string | null;
  problem: LinkProblem | null;
  failingSince: string | null;
  failures: number;
};

/** A shop's short outage does not alarm: an unreachable link counts as failing from its second failed check in a row. */
export const UNREACHABLE_CHECKS_BEFORE_FAILING = 2;

/** THE rule of a link that does not work (the list's filter and the to-do count say the same in SQL: link-checks.server.ts). */
export function isFailingLink(check: Pick<LinkCheckView, "outcome" | "failures">): boolean {
  return check.outcome === "broken" || (check.outcome === "unreachable" && check.failures >= UNREACHABLE_CHECKS_BEFORE_FAILING);
}

/** An HEAD answered with one of these is asked again with GET: servers that refuse HEAD, not the page. */
export const HEAD_REFUSED = new Set([403, 405, 501]);

/** The outcome of a final (not redirecting) HTTP answer. */
export function outcomeOfStatus(status: number): Pick<ProbeResult, "outcome" | "problem"> {
  if (status >= 200 && status < 300) return { outcome: "ok", problem: null };
  if (status === 404 || status === 410) return { outcome: "broken", problem: null };
  // A bot wall or a country block: the shop answered, and says nothing about the offer.
  if (status === 401 || status === 403 || status === 429 || status === 451) return { outcome: "refused", problem: null };
  // 5xx and anything else (a 400, a 3xx without an address): the shop gave no usable answer this time.
  return { outcome: "unreachable", problem: "status" };
}
