import { randomInt } from "node:crypto";
import { BACKUP_CODE_COUNT } from "./auth-constants";

// Backup codes (review, session 18): Better Auth's own were case-sensitive letters and digits with
// look-alikes ('41JQe-IArFl': l, I and 1; O and 0), and a code typed in the wrong case used up a
// sign-in attempt. Ours are upper case from an alphabet without 0, O, 1, I and L, and the sign-in
// step upper-cases what is typed (TwoFactorCodeSchema), so case never matters.
export const BACKUP_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Ten codes "XXXXX-XXXXX" (about 49 bits each), for the two-factor plugin's customBackupCodesGenerate. */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
