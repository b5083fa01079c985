import type { default as Sharp } from "sharp";

// Issue #14 (ADR 104): sharp maps libvips and its codecs into the process, ~31 MB of resident memory,
// and only uploads, seeding and the first request of an old image's copy need it. Loaded on first
// use, once; a page-serving process that never handles an image never pays for it.
let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  if (!loading) {
    loading = import("sharp").then((module) => module.default);
    loading.catch(() => (loading = undefined)); // a failed load is tried again on the next use
  }
  return loading;
}
