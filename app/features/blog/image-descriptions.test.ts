import { describe, expect, it } from "vitest";
import "~/i18n/admin-messages";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import { enEditor } from "~/i18n/messages/en-editor";
import { plEditor } from "~/i18n/messages/pl-editor";
import { editorFormErrors, slugHint } from "./components/editor/editor-checks";
import { DESCRIBE_IMAGE, EMPTY_IMAGE_DESCRIPTION, IMAGE_ALT_PLACEHOLDERS, imageDescriptionErrors, SAVED_WITH_UNDESCRIBED_IMAGES, undescribedImage, UNDESCRIBED_IMAGES } from "./image-descriptions";
import { scheduledMessage } from "./post-messages";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

// ADR 186: an image of a public post is described; the editor's placeholder is no description.
describe("image descriptions", () => {
  it("holds the placeholders the editor inserts in each language", () => {
    expect(IMAGE_ALT_PLACEHOLDERS).toEqual([plEditor["editor.bodyImages.alt"], enEditor["editor.bodyImages.alt"]]);
  });

  it("finds the placeholder and an empty description as the renderer reads the markdown", () => {
    expect(undescribedImage("Tekst\n\n![Opis obrazu](/uploads/blog/a.webp)\n\n")).toBe("placeholder");
    expect(undescribedImage("![  opis   OBRAZU ](/uploads/a.webp)")).toBe("placeholder");
    expect(undescribedImage("![Image description](/uploads/a.webp)")).toBe("placeholder");
    expect(undescribedImage("![][ref]\n\n[ref]: /uploads/a.webp")).toBe("empty");
    expect(undescribedImage("![](/uploads/a.webp) i ![Opis obrazu](/uploads/b.webp)")).toBe("placeholder");
    expect(undescribedImage("![ ](/uploads/a.webp)")).toBe("empty");
    expect(undescribedImage("![Czerwony kubek na stole](/uploads/a.webp)")).toBeNull();
    // Not images: in code, and a description that only mentions the words.
    expect(undescribedImage("`![Opis obrazu](/uploads/a.webp)`\n\n```\n![](/x.webp)\n```")).toBeNull();
    expect(undescribedImage("![Opis obrazu: kubek z bliska](/uploads/a.webp)")).toBeNull();
    expect(undescribedImage("Zwykły tekst bez obrazów.")).toBeNull();
  });

  it("marks each text field of the form that needs a description, sections or body", () => {
    expect(imageDescriptionErrors(form({ contentMode: "sections", "section.purpose": "![Opis obrazu](/uploads/a.webp)", "section.quality": "ok", "section.price": "![](/uploads/b.webp)" }))).toEqual({
      "section.purpose": DESCRIBE_IMAGE,
      "section.price": EMPTY_IMAGE_DESCRIPTION,
    });
    expect(imageDescriptionErrors(form({ contentMode: "body", body: "![Opis obrazu](/uploads/a.webp)", "section.purpose": "![Opis obrazu](/x.webp)" }))).toEqual({ body: DESCRIBE_IMAGE });
  });

  it("refuses them before sending only when the post is to be published", () => {
    const fields = { title: "Kubek", contentMode: "body", body: "![Opis obrazu](/uploads/a.webp)" };
    expect(editorFormErrors(form(fields))).toBeNull();
    expect(editorFormErrors(form({ ...fields, isPublished: "on" }))).toEqual({ body: DESCRIBE_IMAGE });
    expect(editorFormErrors(form({ ...fields, title: "", isPublished: "on" }))).toMatchObject({ title: expect.any(String), body: DESCRIBE_IMAGE });
  });

  it("has every new message in English, the scheduled date included", async () => {
    await loadCatalogue("en");
    for (const text of [DESCRIBE_IMAGE, EMPTY_IMAGE_DESCRIPTION, UNDESCRIBED_IMAGES, SAVED_WITH_UNDESCRIBED_IMAGES]) expect(translateMessage("en", text), text).not.toBe(text);
    const scheduled = scheduledMessage(new Date("2026-12-24T09:00:00Z"));
    expect(scheduled).toBe("Wpis zaplanowany na 24 grudnia 2026 10:00 – do tego czasu nie jest widoczny w serwisie.");
    expect(translateMessage("en", scheduled)).toBe("Post scheduled for 24 grudnia 2026 10:00 – until then it is not visible on the site.");
  });
});

describe("slug hint", () => {
  it("names the address, and says what happens without a title instead of a dangling 'post-….'", () => {
    expect(slugHint("", "Mój kubek")).toEqual({ key: "editor.post.slugHint", values: { slug: "moj-kubek" } });
    expect(slugHint("Inny Adres", "")).toEqual({ key: "editor.post.slugHint", values: { slug: "inny-adres" } });
    expect(slugHint("", "  ")).toEqual({ key: "editor.post.slugHintNoTitle" });
    expect(slugHint("", "!!!")).toEqual({ key: "editor.post.slugHintNumbered" });
    expect(plEditor["editor.post.slugHintNoTitle"]).not.toMatch(/…|\.\./);
  });
});
