import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, translateMessage, translator } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import { SAVED_VIEW_MESSAGES } from "~/features/admin/saved-view-schemas";

beforeAll(() => loadCatalogue("en"));

// ADR 178: every answer of /admin/widoki has its msg.admin key (183–192), with the name carried over.
describe("saved view messages", () => {
  it("are the Polish catalogue's wording, and reach an English user in English", () => {
    const pl = translator("pl");
    expect(pl("msg.admin.185", { name: "Kuchnia" })).toBe(SAVED_VIEW_MESSAGES.duplicate("Kuchnia"));
    expect(pl("msg.admin.190", { name: "Kuchnia" })).toBe(SAVED_VIEW_MESSAGES.saved("Kuchnia"));
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.nameRequired)).toBe("Enter the view’s name.");
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.nameTooLong)).toBe("A view’s name can have at most 40 characters.");
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.duplicate("Kuchnia bez zdjęć"))).toBe("You already have a view “Kuchnia bez zdjęć” on this list. Choose another name.");
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.tooMany)).toMatch(/^You can keep at most 20 saved views/);
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.nothingToSave)).toMatch(/it is the “All” view/);
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.queryTooLong)).toMatch(/^This view’s filters are too long/);
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.notFound)).toBe("View not found. It may have been deleted.");
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.saved("A"))).toBe("Saved the view “A”.");
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.renamed("B"))).toBe("Renamed the view to “B”.");
    expect(translateMessage("en", SAVED_VIEW_MESSAGES.deleted("C"))).toBe("Deleted the view “C”.");
  });
});
