import { describe, expect, it } from "vitest";
import { asPostDraft, draftVersion, editorPostFromDraft, postDraftKey, type PostDraft } from "./post-draft";

const draft = (entries: [string, string][], choices: PostDraft["choices"] = {}): PostDraft => ({ entries, choices });

describe("post editor drafts", () => {
  it("are kept per post id, or 'new', apart from the product form's", () => {
    expect(postDraftKey(null)).toBe("vp.postDraft.new");
    expect(postDraftKey("0b1c")).toBe("vp.postDraft.0b1c");
  });

  it("give every field back, the repeatable rows and images included, and the version they were typed on", () => {
    const post = editorPostFromDraft(
      draft([
        ["expectedUpdatedAt", "2026-03-01T10:00:00.000Z"],
        ["title", "Lampka"],
        ["type", "collection"],
        ["contentMode", "sections"],
        ["section.purpose", "Na biurko."],
        ["tags", "led"], // the editor's list: one field per tag, then the typed text (ADR 212)
        ["tags", "biurko, LED"],
        ["labels", "hit"],
        ["ratingName", "quality"],
        ["ratingValue", "4,5"],
        ["ratingName", "jasność"],
        ["ratingValue", "3"],
        ["linkPlatform", "temu"],
        ["linkUrl", "https://temu.com/x"],
        ["linkPlatform", "Allegro"],
        ["linkUrl", ""],
        ["itemCount", "2"],
        ["item.0.id", "7d3c1a9e-2b4f-4c1d-9a8e-1f2e3d4c5b6a"],
        ["item.0.title", "Obieraczka"],
        ["item.0.image", "/uploads/blog/a.webp"],
        ["item.1.id", ""],
        ["item.1.title", ""],
        ["featuredImage", "/uploads/blog/f.webp"],
        ["productId", "7d3c1a9e-2b4f-4c1d-9a8e-1f2e3d4c5b6a"],
      ]),
      null,
    );
    expect(post).toMatchObject({
      updatedAt: "2026-03-01T10:00:00.000Z",
      title: "Lampka",
      type: "collection",
      content: "## Przeznaczenie\n\nNa biurko.",
      tags: ["led", "biurko"],
      labels: ["hit"],
      ratings: { quality: 4.5, jasność: 3 },
      productLinks: { temu: "https://temu.com/x", Allegro: "" },
      featuredImage: "/uploads/blog/f.webp",
      productId: "7d3c1a9e-2b4f-4c1d-9a8e-1f2e3d4c5b6a",
    });
    // An empty item stays a row: the editor had added it.
    expect(post.products).toEqual([
      { id: "7d3c1a9e-2b4f-4c1d-9a8e-1f2e3d4c5b6a", title: "Obieraczka", image: "/uploads/blog/a.webp" },
      { id: "", title: "" },
    ]);
  });

  it("keep the stored publication of an editor who may not publish (no such fields in the form)", () => {
    const saved = { ...editorPostFromDraft(draft([]), null), id: "p1", isPublished: true, publishedAt: "2026-01-01T00:00:00.000Z", updatedAt: "v2" };
    const post = editorPostFromDraft(draft([["title", "X"], ["expectedUpdatedAt", "v1"]]), saved);
    expect(post).toMatchObject({ id: "p1", isPublished: true, publishedAt: "2026-01-01T00:00:00.000Z", updatedAt: "v1" });
  });

  it("read back only what has a draft's shape", () => {
    expect(asPostDraft(null)).toBeNull();
    expect(asPostDraft({ entries: "x" } as never)).toBeNull();
    const read = asPostDraft({ entries: [["title", "A"], ["bad", 1] as never], choices: undefined });
    expect(read).toEqual({ entries: [["title", "A"]], choices: {} });
    expect(draftVersion(read!)).toBe("");
  });
});
