// `npm run bench -- --lighthouse`: Lighthouse 12 (mobile preset: its default config, a Moto G-class
// phone on slow 4G, simulated throttling) against the bench server, on Debian's Chromium — never a
// downloaded browser. Headless as root needs --no-sandbox. Lighthouse's CPU figures come from the
// trace it records, so a loaded machine lowers the performance score: print the load beside it.
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthousePage = {
  name: string;
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it (e.g. the page failed to load). */
  scores: Record<LighthouseCategory, number | null>;
  /** Largest Contentful Paint and Total Blocking Time (ms), the metrics that move the score most. */
  lcpMs: number | null;
  tbtMs: number | null;
  load: string;
  error?: string;
  /** Audits below full score in the categories other than performance (what keeps them under 100). */
  failing: string[];
  /** The element Lighthouse chose as the Largest Contentful Paint, and LCP's biggest phase. */
  lcpElement: string | null;
};

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Runs Lighthouse once per page, one Chromium for all of them (sequential: one tab at a time). */
export async function lighthouseScores(base: string, pages: { name: string; path: string }[]): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
  const results: LighthousePage[] = [];
  try {
    for (const page of pages) {
      const load = os.loadavg()[0].toFixed(1);
      const runner = await lighthouse(base + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      const lhr = runner?.lhr;
      const score = (c: LighthouseCategory) => {
        const value = lhr?.categories[c]?.score;
        return typeof value === "number" ? Math.round(value * 100) : null;
      };
      const metric = (id: string) => {
        const value = lhr?.audits[id]?.numericValue;
        return typeof value === "number" ? Math.round(value) : null;
      };
      results.push({
        ...page,
        scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, score(c)])) as LighthousePage["scores"],
        lcpMs: metric("largest-contentful-paint"),
        tbtMs: metric("total-blocking-time"),
        load,
        error: lhr?.runtimeError?.message,
        failing: failingAudits(lhr),
        lcpElement: lcpElementOf(lhr),
      });
      const r = results.at(-1)!;
      console.log(
        `  Lighthouse ${page.name}: ${LIGHTHOUSE_CATEGORIES.map((c) => `${c} ${r.scores[c] ?? "–"}`).join(", ")}` +
          ` (LCP ${r.lcpMs ?? "–"} ms, TBT ${r.tbtMs ?? "–"} ms, load ${load})${r.error ? ` — ${r.error}` : ""}`,
      );
      if (r.lcpElement) console.log(`    LCP element: ${r.lcpElement}`);
      if (r.failing.length > 0) console.log(`    below 100 because of: ${r.failing.join("; ")}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Goal of issue #14: performance ≥ 95, accessibility, best practices and SEO 100 on every page. */
export function lighthouseMet(pages: LighthousePage[]): boolean {
  return pages.length > 0 && pages.every((p) =>
    (p.scores.performance ?? 0) >= 95 && (["accessibility", "best-practices", "seo"] as const).every((c) => p.scores[c] === 100));
}

export function formatLighthouse(pages: LighthousePage[]): string {
  return pages
    .map((p) => `${p.name} ${LIGHTHOUSE_CATEGORIES.map((c) => p.scores[c] ?? "–").join("/")}`)
    .join("; ");
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function failingAudits(lhr: Lhr | undefined): string[] {
  if (!lhr) return [];
  const ids = new Set<string>();
  for (const c of ["accessibility", "best-practices", "seo"] as const) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof audit?.score === "number" && audit.score < 1) {
        const items = (audit.details as { items?: { description?: string; url?: string; source?: string }[] } | undefined)?.items ?? [];
        const first = items[0] ? ` — ${JSON.stringify(items[0]).slice(0, 300)}` : "";
        ids.add(`${c}: ${ref.id} (${audit.title})${first}`);
      }
    }
  }
  return [...ids];
}

function lcpElementOf(lhr: Lhr | undefined): string | null {
  const details = lhr?.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.slice(0, 160) : null;
}
