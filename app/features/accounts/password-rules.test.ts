import { describe, expect, it } from "vitest";
import { meetsPasswordRules, passwordChecklist, passwordStrength, strengthColor } from "./password-rules";

describe("password rules (spec: public §5)", () => {
  it("counts the four rules: 8+ characters, uppercase, digit, special", () => {
    expect(passwordStrength("")).toBe(0);
    expect(passwordStrength("abcdefgh")).toBe(1);
    expect(passwordStrength("Abcdefgh")).toBe(2);
    expect(passwordStrength("Abcdefg1")).toBe(3);
    expect(passwordStrength("Abcdef1!")).toBe(4);
    expect(passwordStrength("A1!")).toBe(3);
  });

  it("needs 8 characters, not the old site's 6", () => {
    expect(meetsPasswordRules("Ab1!xy")).toBe(false);
    expect(meetsPasswordRules("Ab1!xyz")).toBe(false);
    expect(meetsPasswordRules("Ab1!xyzw")).toBe(true);
  });

  it("treats Polish letters as letters, not as special characters", () => {
    expect(passwordChecklist("Łódź1234").find((r) => r.id === "uppercase")?.met).toBe(true);
    expect(passwordChecklist("zażółć12").find((r) => r.id === "special")?.met).toBe(false);
    expect(meetsPasswordRules("Zażółć1 ")).toBe(true); // a space is a special character
  });

  it("rejects passwords longer than 128 characters", () => {
    expect(meetsPasswordRules(`Aa1!${"x".repeat(124)}`)).toBe(true);
    expect(meetsPasswordRules(`Aa1!${"x".repeat(125)}`)).toBe(false);
  });

  it("colours the bar red at 1 or fewer rules, orange at 2, yellow at 3, green at 4", () => {
    expect([0, 1, 2, 3, 4].map(strengthColor)).toEqual(["red", "red", "orange", "yellow", "green"]);
  });
});
