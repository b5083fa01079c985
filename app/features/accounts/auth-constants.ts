// Numbers the pages state and the server enforces (spec: public §9). Browser-safe.
export const RESET_TOKEN_TTL_SECONDS = 24 * 60 * 60; // "Reset link validity (stated): 24 hours"
export const VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PASSWORD_UPDATED_REDIRECT_MS = 3_000; // spec: public §9 password-updated redirect
