import { describe, expect, it } from "vitest";
import type { BlogPostSnapshot } from "~/db/schema/blog";
import { diffLines, diffSnapshots } from "./revision-diff";

describe("revision diff", () => {
  it("diffs content line by line", () => {
    expect(diffLines("a\nb\nc", "a\nx\nc")).toEqual([
      { kind: "same", text: "a" },
      { kind: "added", text: "x" },
      { kind: "removed", text: "b" },
      { kind: "same", text: "c" },
    ]);
  });
  it("lists only the changed fields with their Polish names", () => {
    const base = { title: "A", content: "x", tags: ["a"], isPublished: false } as unknown as BlogPostSnapshot;
    const changes = diffSnapshots(base, { ...base, title: "B", isPublished: true });
    expect(changes.map((c) => [c.name, c.before, c.after])).toEqual([
      ["Tytuł", "A", "B"],
      ["Opublikowany", "nie", "tak"],
    ]);
  });
  it("compares the publication date to the minute, as the editor holds it, and marks it a date (review, session 31)", () => {
    const base = { title: "A", publishedAt: "2026-11-30T02:57:50.467Z" } as unknown as BlogPostSnapshot;
    expect(diffSnapshots(base, { ...base, publishedAt: "2026-11-30T02:57:00.000Z" })).toEqual([]);
    expect(diffSnapshots(base, { ...base, publishedAt: "2026-12-01T09:00:00.000Z" })).toEqual([
      { field: "publishedAt", name: "Data publikacji", before: "2026-11-30T02:57:00.000Z", after: "2026-12-01T09:00:00.000Z", date: true },
    ]);
    expect(diffSnapshots({ ...base, publishedAt: null } as unknown as BlogPostSnapshot, base)[0]).toMatchObject({ before: "", after: "2026-11-30T02:57:00.000Z" });
  });
  it("shows labels by name and tags as a list; labels only reordered are no change (owner review, session 32)", () => {
    const base = { title: "A", labels: ["unikaj", "bestseller"], tags: ["lampka", "led"] } as unknown as BlogPostSnapshot;
    expect(diffSnapshots(base, { ...base, labels: ["bestseller", "unikaj"] })).toEqual([]);
    expect(diffSnapshots(base, { ...base, labels: ["bestseller"], tags: ["lampka"] }).map((c) => [c.name, c.before, c.after])).toEqual([
      ["Tagi", "lampka, led", "lampka"],
      ["Etykiety", "Bestseller, Unikaj", "Bestseller"],
    ]);
  });
});
