import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, translateMessage, translator } from "~/i18n/i18n";
import { formatCount, plural } from "~/utils/format";
import "~/i18n/admin-messages";
import { PERMISSION_DESCRIPTIONS, SYSTEM_ROLES } from "~/features/access/permissions";
import { ROLE_MESSAGES } from "~/features/access/role-rules";
import { codeFormatMessage, PRODUCT_CODE_FORMAT_MESSAGE } from "~/features/catalog/product-code";
import { generationErrorMessage } from "~/features/catalog/product-codes.server";

// ADR 089: admin messages that quote a value or wrap another message are translated as patterns.
// Every test here reads English: loaded once for the file (the suite shuffles the order of tests).
beforeAll(() => loadCatalogue("en"));

describe("admin messages with a value (message-patterns)", () => {
  it("translates exact messages and the messages wrapped in a pattern", () => {
    expect(translateMessage("en", ROLE_MESSAGES.expiryInPast)).toBe("The expiry date must be in the future.");
    expect(translateMessage("en", PRODUCT_CODE_FORMAT_MESSAGE)).toBe(
      "Invalid product code format (required format: XX-XX-XXX)",
    );
    expect(translateMessage("en", `Błąd przypisywania roli: ${ROLE_MESSAGES.expiryInPast}`)).toBe(
      "Error assigning the role: The expiry date must be in the future.",
    );
    expect(translateMessage("en", codeFormatMessage("ab-cd"))).toBe("Invalid code format: ab-cd");
    expect(translateMessage("en", generationErrorMessage("Nieznany typ: XY dla kategorii: EL"))).toBe(
      "Error generating the code: Unknown type: XY for the category: EL",
    );
  });

  it("leaves Polish and unknown texts as they are", () => {
    expect(translateMessage("pl", `Błąd przypisywania roli: ${ROLE_MESSAGES.expiryInPast}`)).toBe(
      `Błąd przypisywania roli: ${ROLE_MESSAGES.expiryInPast}`,
    );
    expect(translateMessage("en", "Coś zupełnie innego")).toBe("Coś zupełnie innego");
    expect(translateMessage("en", "Błąd przypisywania roli: nieznany powód")).toBe(
      "Error assigning the role: nieznany powód",
    );
  });

  it("has a catalogue entry for every role rule message", () => {
    for (const text of Object.values(ROLE_MESSAGES)) expect(translateMessage("en", text), text).not.toBe(text);
  });
});

describe("admin plurals (ICU instead of plural())", () => {
  it("give the codes count the same Polish words as the code they replaced (0–250), English ones in English", () => {
    const t = translator("pl");
    for (let n = 0; n <= 250; n++) {
      expect(t("admin.codes.stats", { total: formatCount(n), count: n })).toBe(
        `Statystyki (${formatCount(n)} ${plural(n, "kod", "kody", "kodów")})`,
      );
    }
    expect(t("admin.codes.stats", { total: formatCount(12345), count: 12345 })).toBe("Statystyki (12\u202F345 kodów)");
    const en = translator("en");
    expect([1, 2, 5].map((n) => en("admin.codes.stats", { total: String(n), count: n }))).toEqual([
      "Statistics (1 code)",
      "Statistics (2 codes)",
      "Statistics (5 codes)",
    ]);
  });
});

describe("the roles screen's own texts (review, session 27: Polish in the English panel)", () => {
  it("every permission and system role description has an English twin", () => {
    const texts = [...Object.values(PERMISSION_DESCRIPTIONS), ...SYSTEM_ROLES.map((r) => r.description)];
    for (const text of texts) expect(translateMessage("en", text), text).not.toBe(text);
    expect(translateMessage("en", "Moderowanie opinii")).toBe("Moderating reviews");
  });

  it("system role names read in English; names that are the same word stay", () => {
    expect(SYSTEM_ROLES.map((r) => translateMessage("en", r.displayName))).toEqual([
      "Administrator",
      "Moderator",
      "Editor",
      "User",
    ]);
  });
});
