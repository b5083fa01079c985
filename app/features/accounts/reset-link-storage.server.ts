import { createHash } from "node:crypto";

// How Better Auth stores a password-reset link's identifier ("reset-password:{token}"): hashed, as
// every verification identifier is (a leaked database copy must not hand out working links), but
// keeping its prefix, so that every reset link of an account can be found and ended at once
// (revokeResetLinks: session 27 review, an older reset e-mail still set a password after a reset).
export const RESET_PREFIX = "reset-password:";

export async function hashResetIdentifier(identifier: string): Promise<string> {
  return `${RESET_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;
}
