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
});
