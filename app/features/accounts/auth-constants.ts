// Numbers the pages state and the server enforces (spec: public §9). Browser-safe.
export const RESET_TOKEN_TTL_SECONDS = 24 * 60 * 60; // "Reset link validity (stated): 24 hours"
export const VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PASSWORD_UPDATED_REDIRECT_MS = 3_000; // spec: public §9 password-updated redirect
/** Backup codes of two-factor sign-in generated at a time (backup-codes.server.ts). */
export const BACKUP_CODE_COUNT = 10;
/** At or below this many unused backup codes Bezpieczeństwo suggests generating new ones. */
export const BACKUP_CODES_LOW = 3;

/** ADR 158: the error code of a sign-in refused because the account is blocked. */
export const ACCOUNT_BLOCKED = "ACCOUNT_BLOCKED";
