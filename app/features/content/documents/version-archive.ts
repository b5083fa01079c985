// ADR 172: "Poprzednie wersje" — the versions that applied before the one in force, newest first, each
// with the days it applied. Pure.
import type { VersionHead } from "./document-types";
import { byEffectiveDateDesc, versionTimeline } from "./effective-version";

export type ArchiveEntry = VersionHead & {
  /** The last day it applied; null when a version of the same day replaced it before it ever did. */
  lastDay: string | null;
};

/** The day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

export function archiveEntries(heads: readonly VersionHead[], today: string): ArchiveEntry[] {
  const { inForce } = versionTimeline(heads, today);
  if (!inForce) return [];
  // The versions that have started to apply, in the order they did (a later one of the same day wins it).
  const started = heads.filter((v) => v.effectiveFrom <= today).sort(byEffectiveDateDesc);
  return started
    .filter((v) => v !== inForce)
    .map((v) => {
      const next = started.filter((w) => byEffectiveDateDesc(w, v) < 0).at(-1)!;
      return { ...v, lastDay: next.effectiveFrom === v.effectiveFrom ? null : dayBefore(next.effectiveFrom) };
    });
}
