// ADR 172: which published version of a document applies on a day. Pure (the public page, the panel
// and the tests share it); days are YYYY-MM-DD in Warsaw, so plain string order is date order.
import type { VersionHead } from "./document-types";

export type VersionTimeline<V extends VersionHead> = {
  /** The version that applies today: the latest effective date not after today; of two on one day, the later published. */
  inForce: V | null;
  /** The next version to apply (the nearest future date), announced on the page above the text. */
  upcoming: V | null;
  /** Every other published version, newest first: superseded ones and those scheduled after `upcoming`. */
  others: V[];
};

/** Newest first: by effective date, then by number (a version published later wins its day). */
export function byEffectiveDateDesc(a: VersionHead, b: VersionHead): number {
  if (a.effectiveFrom !== b.effectiveFrom) return a.effectiveFrom < b.effectiveFrom ? 1 : -1;
  return b.number - a.number;
}

export function versionTimeline<V extends VersionHead>(published: readonly V[], today: string): VersionTimeline<V> {
  const sorted = [...published].sort(byEffectiveDateDesc);
  const inForce = sorted.find((v) => v.effectiveFrom <= today) ?? null;
  const future = sorted.filter((v) => v.effectiveFrom > today);
  const nearest = future.at(-1)?.effectiveFrom;
  const upcoming = future.find((v) => v.effectiveFrom === nearest) ?? null;
  return { inForce, upcoming, others: sorted.filter((v) => v !== inForce && v !== upcoming) };
}
