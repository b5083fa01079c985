import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productReviews, reviewReports } from "~/db/schema";
import { createPost, createProduct, createUser } from "../../../tests/factories";
import { saveDocumentVersion } from "~/features/content/documents/document-writes.server";
import { loadAdminBadges, loadAdminTodo } from "./todo.server";

// Session 32 (owner review): the Overview lists what waits for this person, by their permissions.
const person = (...permissions: string[]) => ({ permissions });
const countOf = async (holder: { permissions: string[] }, key: string) => (await loadAdminTodo(holder)).find((item) => item.key === key)?.count;

describe("the Overview's to-do list", () => {
  it("holds only the items of the person's permissions, each with the list that shows it", async () => {
    expect(await loadAdminTodo(person("admin:access"))).toEqual([]);
    expect((await loadAdminTodo(person("admin:access", "blog:update"))).map((item) => [item.key, item.to])).toEqual([
      ["drafts", "/admin/blog?status=draft"],
      ["scheduled", "/admin/blog?status=scheduled"],
    ]);
    expect((await loadAdminTodo(person("review:moderate"))).map((item) => item.key)).toEqual(["reports"]);
    expect((await loadAdminTodo(person("product:update"))).map((item) => item.to)).toEqual([
      "/admin/produkty?braki=bez-zdjec",
      "/admin/produkty?braki=bez-linku",
      "/admin/produkty?braki=niedzialajacy-link",
      "/admin/produkty?braki=bez-kodu",
      "/admin/produkty?braki=bez-opisu",
    ]);
    expect((await loadAdminTodo(person("legal-document:update"))).map((item) => [item.key, item.to])).toEqual([["documentDrafts", "/admin/dokumenty"]]);
    expect(await loadAdminBadges(person("product:update"))).toEqual({});
  });

  it("counts the legal documents' drafts, not their published versions (ADR 172)", async () => {
    const owner = person("legal-document:update");
    const before = await countOf(owner, "documentDrafts");
    const admin = await createUser({ traits: ["admin"] });
    const input = { intent: "save-draft" as const, body: "Tekst.", summary: "", effectiveFrom: "", basedOn: 1, expectedUpdatedAt: null };
    await saveDocumentVersion("affiliate", null, input, admin.id);
    expect(await countOf(owner, "documentDrafts")).toBe(before! + 1);
  });

  it("counts drafts, scheduled posts, products without images and reviews with open reports", async () => {
    const editor = person("blog:update", "product:update");
    const moderator = person("review:moderate");
    const before = { drafts: await countOf(editor, "drafts"), noImages: await countOf(editor, "noImages"), reports: await countOf(moderator, "reports") };
    await createPost();
    await createPost({ traits: ["published"] });
    await createProduct();
    const { id: productId } = await createProduct();
    const author = await createUser();
    const [review] = await db.insert(productReviews).values({ productId, userId: author.id, rating: 1, comment: "Spam" }).returning({ id: productReviews.id });
    for (const reporter of [await createUser(), await createUser()]) await db.insert(reviewReports).values({ reviewId: review!.id, reporterId: reporter.id, reason: "spam" });
    expect(await countOf(editor, "drafts")).toBe(before.drafts! + 1);
    expect(await countOf(editor, "noImages")).toBe(before.noImages! + 2);
    // Two reports of one review: one review to decide on.
    expect(await countOf(moderator, "reports")).toBe(before.reports! + 1);
    expect(await loadAdminBadges(moderator)).toEqual({ reviews: before.reports! + 1 });
  });
});
