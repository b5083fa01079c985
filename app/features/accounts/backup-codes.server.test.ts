import { describe, expect, it } from "vitest";
import { BACKUP_CODE_ALPHABET, generateBackupCodes } from "./backup-codes.server";
import { TwoFactorCodeSchema } from "./schemas";

describe("backup codes", () => {
  it("are ten distinct upper-case codes without look-alike characters", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("are read in any case, with or without the dash", () => {
    for (const typed of ["abcde-fghjk", "ABCDEFGHJK", " abCde fghJk "]) {
      expect(TwoFactorCodeSchema.parse({ code: typed })).toEqual({ method: "backup", code: "ABCDE-FGHJK" });
    }
  });
});
