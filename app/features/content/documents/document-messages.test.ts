import { beforeAll, describe, expect, it } from "vitest";
import "~/i18n/admin-messages";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import { DOCUMENT_NOT_FOUND } from "./document-editor-action.server";
import { DOCUMENT_MESSAGES, duplicateIdMessage, missingFactMessage, noticeTooShortMessage, unknownFactMessage } from "./document-rules";
import { DOCUMENT_WRITE_MESSAGES, newerVersionMessage, publishedMessage } from "./document-writes.server";

// ADR 172 (ADR 080/089): every answer of the documents' editor has an English twin, values included.
beforeAll(() => loadCatalogue("en"));

describe("the legal documents' messages", () => {
  it("translate, fixed and with a value", () => {
    for (const text of [...Object.values(DOCUMENT_MESSAGES), ...Object.values(DOCUMENT_WRITE_MESSAGES), DOCUMENT_NOT_FOUND]) {
      expect(translateMessage("en", text), text).not.toBe(text);
    }
    expect(translateMessage("en", unknownFactMessage("{{x}}"))).toBe("Unknown marker {{x}}. Use one of those listed under the text field.");
    expect(translateMessage("en", missingFactMessage("{{okres-dane-kontaktowe}}"))).toContain("put back the marker {{okres-dane-kontaktowe}}.");
    expect(translateMessage("en", duplicateIdMessage("zwroty"))).toBe("Two headings have the same anchor #zwroty: change one of them.");
    expect(translateMessage("en", newerVersionMessage(3))).toMatch(/^Version 3 of this document was published/);
    expect(translateMessage("en", publishedMessage(2, "2026-12-15"))).toBe("Version 2 published. It applies from 15 grudnia 2026 r.");
    expect(translateMessage("en", noticeTooShortMessage("2026-12-15"))).toBe(
      "The terms (§8.1) announce changes at least 14 days before they take effect: the new version can apply from 15 grudnia 2026 r. at the earliest.",
    );
    expect(translateMessage("pl", publishedMessage(2, "2026-12-15"))).toBe("Opublikowano wersję 2. Obowiązuje od 15 grudnia 2026 r.");
  });
});

describe("the member notice's messages (ADR 198)", () => {
  it("translate", async () => {
    const { MEMBER_NOTICE_MESSAGES } = await import("./document-member-notice.server");
    for (const text of Object.values(MEMBER_NOTICE_MESSAGES)) expect(translateMessage("en", text), text).not.toBe(text);
  });
});
