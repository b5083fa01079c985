// ADR 171: the Tagi screen's answers reach an English user in English (ADR 089), the Polish plural too.
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, translateMessage, translator } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import { TAG_SAME_NAME } from "~/features/catalog/tag-admin";
import { TAG_MESSAGES } from "~/features/catalog/tag-messages";
import { TAG_NAME_REQUIRED } from "~/features/catalog/tag-rules";

beforeAll(() => loadCatalogue("en"));

describe("tag messages", () => {
  it("has an English entry for every answer, values carried over", () => {
    expect(translateMessage("en", TAG_NAME_REQUIRED)).toBe("Enter the tag’s name.");
    expect(translateMessage("en", TAG_SAME_NAME)).toBe("The new name is the same as the current one.");
    expect(translateMessage("en", TAG_MESSAGES.gone("led"))).toMatch(/^No product has the tag “led” any more/);
    expect(translateMessage("en", TAG_MESSAGES.countChanged("led", 4))).toMatch(/^The tag “led” is now on a different number of products \(now: 4\)/);
    expect(translateMessage("en", TAG_MESSAGES.renamed("sluchawki", "słuchawki", 3))).toBe("Renamed the tag “sluchawki” to “słuchawki” (products: 3).");
    expect(translateMessage("en", TAG_MESSAGES.merged("a", "b", 7))).toBe("Merged the tag “a” into “b” (products: 7).");
    expect(translateMessage("en", TAG_MESSAGES.removed("a b", 2))).toBe("Removed the tag “a b” (products: 2).");
    expect(translateMessage("en", TAG_MESSAGES.conflict)).toBe("Someone else is changing tags right now. Refresh the list and try again.");
  });

  it("translates the merge question whatever the Polish plural, and words it the server's way in Polish", () => {
    expect(translateMessage("en", TAG_MESSAGES.mergeQuestion("słuchawki", 1))).toBe("The tag “słuchawki” is already on 1 product — renaming will merge the two tags.");
    expect(translateMessage("en", TAG_MESSAGES.mergeQuestion("słuchawki", 12))).toBe("The tag “słuchawki” is already on 12 products — renaming will merge the two tags.");
    const pl = translator("pl");
    for (const n of [1, 2, 5, 12, 22, 101]) expect(pl("msg.admin.134", { tag: "x", count: n })).toBe(TAG_MESSAGES.mergeQuestion("x", n));
  });
});
