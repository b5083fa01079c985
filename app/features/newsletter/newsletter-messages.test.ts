import { beforeAll, describe, expect, it } from "vitest";
import "~/i18n/admin-messages";
import { PERMISSION_DESCRIPTIONS } from "~/features/access/permissions";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import { NEWSLETTER_MESSAGES } from "./newsletter-rules";

// ADR 185 (ADR 080/089): every answer of the Newsletter screen, and its permission's name, has an English twin.
beforeAll(() => loadCatalogue("en"));

describe("the newsletter's messages", () => {
  it("translate", () => {
    const texts = [...Object.values(NEWSLETTER_MESSAGES), PERMISSION_DESCRIPTIONS["newsletter:send"]];
    for (const text of texts) expect(translateMessage("en", text), text).not.toBe(text);
    expect(translateMessage("en", NEWSLETTER_MESSAGES.alreadySent)).toBe("This issue has already been sent.");
  });
});
