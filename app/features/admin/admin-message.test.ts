import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "~/i18n/i18n";
import "~/i18n/admin-messages";
import { ROLE_MESSAGES } from "~/features/access/role-rules";
import { codeFormatMessage, PRODUCT_CODE_FORMAT_MESSAGE } from "~/features/catalog/product-code";
import { generationErrorMessage } from "~/features/catalog/product-codes.server";
import { translateAdminMessage } from "./admin-message";

// ADR 089: admin messages that quote a value or wrap another message are translated as patterns.
describe("translateAdminMessage", () => {
  beforeAll(() => loadCatalogue("en"));

  it("translates exact messages and the messages wrapped in a pattern", () => {
    expect(translateAdminMessage("en", ROLE_MESSAGES.expiryInPast)).toBe("The expiry date must be in the future.");
    expect(translateAdminMessage("en", PRODUCT_CODE_FORMAT_MESSAGE)).toBe("Invalid product code format (required format: XX-XX-XXX)");
    expect(translateAdminMessage("en", `Błąd przypisywania roli: ${ROLE_MESSAGES.expiryInPast}`)).toBe("Error assigning the role: The expiry date must be in the future.");
    expect(translateAdminMessage("en", codeFormatMessage("ab-cd"))).toBe("Invalid code format: ab-cd");
    expect(translateAdminMessage("en", generationErrorMessage("Nieznany typ: XY dla kategorii: EL"))).toBe("Error generating the code: Unknown type: XY for the category: EL");
  });

  it("leaves Polish and unknown texts as they are", () => {
    expect(translateAdminMessage("pl", `Błąd przypisywania roli: ${ROLE_MESSAGES.expiryInPast}`)).toBe(`Błąd przypisywania roli: ${ROLE_MESSAGES.expiryInPast}`);
    expect(translateAdminMessage("en", "Coś zupełnie innego")).toBe("Coś zupełnie innego");
    expect(translateAdminMessage("en", "Błąd przypisywania roli: nieznany powód")).toBe("Error assigning the role: nieznany powód");
  });

  it("has a catalogue entry for every role rule message", () => {
    for (const text of Object.values(ROLE_MESSAGES)) expect(translateAdminMessage("en", text), text).not.toBe(text);
  });
});
