import { beforeAll, describe, expect, it } from "vitest";
import "~/i18n/admin-messages";
import { PERMISSION_DESCRIPTIONS } from "~/features/access/permissions";
import { loadCatalogue, translateMessage } from "~/i18n/i18n";
import { SETTINGS_MESSAGES, SOCIAL_MESSAGES } from "./site-settings-rules";
import { SITE_SETTINGS_WRITE_MESSAGES } from "./site-settings-write.server";

// ADR 179 (ADR 080/089): every answer of the settings form has an English twin.
beforeAll(() => loadCatalogue("en"));

describe("the site settings' messages", () => {
  it("translate", () => {
    const texts = [...Object.values(SETTINGS_MESSAGES), ...Object.values(SOCIAL_MESSAGES), ...Object.values(SITE_SETTINGS_WRITE_MESSAGES), PERMISSION_DESCRIPTIONS["site-settings:update"]];
    for (const text of texts) expect(translateMessage("en", text), text).not.toBe(text);
    expect(translateMessage("en", SETTINGS_MESSAGES.announcementTooLong)).toBe("The announcement can have at most 140 characters.");
  });
});
